// The city guide's passages (every place, with its city and category) in one language, and the
// places an answer can lead with. Made from whichever list of places is at hand: the whole content
// in Node and the tests, or on a phone the city guide's pack of the answer's language
// (virtual:places-pack/<language>), which the phone keeps for the city guide anyway, so the
// assistant's own packs need not carry the places a second time (guide-pack.ts). Places link to
// their map category (/map?category=…).
import { ASSISTANT_WORDS } from '../../content/assistant/assistant-words';
import { CITIES } from '../../content/places/cities';
import { placeHoursOf, type PlaceHoursTable } from '../../content/places/place-hours-types';
import type { Place } from '../../content/places/place-types';
import { guidePassages, guideSource, sentences, type GuidePassageDoc } from './guide-passage-doc';
import type { LeadPlace } from './guide-pack';
import type { Language } from '../language';

const { categories, cities } = ASSISTANT_WORDS;

/** The passages of every place, in `language` (the places' texts in that language are all it reads). */
export function placePassages(language: Language, places: readonly Place[]): GuidePassageDoc[] {
  return places.flatMap((place) => {
    const source = guideSource(language, 'map', `place/${place.id}`, place.name, `/map?category=${place.category}`, place.website);
    // The title names the place: the passages say where it is, what it does, and what to know.
    const where = `${place.address}${place.phone ? `, ${place.phone}` : ''}`;
    const services = place.services.map((service) => service[language]);
    const notes = [place.waitTime, place.accessInfo, ...place.documentNotes].map((note) => note?.[language] ?? '');
    const tags = `${place.name} ${categories[place.category][language]} ${CITIES[place.city].name} ${cities[place.city][language]}`;
    return guidePassages(source, [sentences([where, ...services], language), sentences(notes, language)], { tags, legal: place.category === 'legal' });
  });
}

/** The places as an answer leads with them: their facts and their days from the hours table. */
export function leadPlaces(places: readonly Place[], hoursTable: PlaceHoursTable): LeadPlace[] {
  return places.map((place) => ({ ...place, hours: placeHoursOf(hoursTable, place.id) }));
}
