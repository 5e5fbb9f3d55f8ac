// The city guide's packs (virtual:places-pack/*): each is every place with every field, its texts
// in the pack's language exactly as the content writes them and the other languages empty.
import { describe, expect, it } from 'vitest';
import { PLACES } from '../../src/content/places/index';
import type { Localized, Place } from '../../src/content/places/place-types';
import { LANGUAGES } from '../../src/core/language';
import { cutPlaces } from '../../src/node/places-packs-plugin';

const texts = (place: Place): Localized[] => [
  ...place.services,
  ...place.documentNotes,
  ...(place.waitTime ? [place.waitTime] : []),
  ...(place.accessInfo ? [place.accessInfo] : []),
];

describe('cutPlaces', () => {
  it.each(LANGUAGES)('keeps every place and field, with the texts in %s only', (language) => {
    const pack = cutPlaces(PLACES, language);
    expect(pack.map((place) => place.id)).toEqual(PLACES.map((place) => place.id));
    pack.forEach((place, index) => {
      const whole = PLACES[index]!;
      expect(Object.keys(place).sort()).toEqual(Object.keys(whole).sort());
      expect({ ...place, services: [], documentNotes: [], waitTime: undefined, accessInfo: undefined }).toEqual({
        ...whole,
        services: [],
        documentNotes: [],
        waitTime: undefined,
        accessInfo: undefined,
      });
      const cut = texts(place);
      const original = texts(whole);
      expect(cut.map((text) => text[language])).toEqual(original.map((text) => text[language]));
      for (const other of LANGUAGES.filter((key) => key !== language)) expect(cut.every((text) => text[other] === '')).toBe(true);
    });
  });
});
