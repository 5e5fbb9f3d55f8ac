// The city guide's packs (virtual:places-pack/*): each is every place with every field, its texts
// in the pack's language exactly as the content writes them and the other languages empty; joined,
// they are the whole content again.
import { describe, expect, it } from 'vitest';
import { PLACES } from '../../content/places/index';
import type { Localized, Place } from '../../content/places/place-types';
import { LANGUAGES } from '../language';
import { cutPlaces, joinPlacePacks } from './place-packs';

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

describe('joinPlacePacks', () => {
  it('gives back the whole content from the five packs, in any order: the app needs no other copy', () => {
    const packs = LANGUAGES.map((language) => cutPlaces(PLACES, language));
    expect(joinPlacePacks(packs)).toEqual(PLACES);
    expect(joinPlacePacks([...packs].reverse())).toEqual(PLACES);
  });

  it('keeps the texts of the packs it has, and leaves the others empty', () => {
    const joined = joinPlacePacks([cutPlaces(PLACES, 'en'), cutPlaces(PLACES, 'es')]);
    expect(joined[0]!.services.map((text) => [text.en, text.es, text.zh])).toEqual(PLACES[0]!.services.map((text) => [text.en, text.es, '']));
  });

  it('refuses packs of different places (two builds mixed), rather than pair the wrong texts', () => {
    expect(() => joinPlacePacks([cutPlaces(PLACES, 'en'), cutPlaces(PLACES.slice(1), 'es')])).toThrow(/different builds/);
    expect(() => joinPlacePacks([cutPlaces(PLACES, 'en'), cutPlaces([...PLACES].reverse(), 'es')])).toThrow(/different builds/);
  });
});
