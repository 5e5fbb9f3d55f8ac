// The city guide's places cut to one language (a pack: every place and field, the texts in that
// language and the others empty), and the packs put back together. The build cuts
// (src/node/places-packs-plugin.ts) and the phone joins what it has downloaded (src/ui/use-places.ts):
// the three packs together are the whole content, so no other copy of it needs downloading.
import type { Localized, Place } from '../../content/places/place-types';
import { LANGUAGES, type Language } from '../language';

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === [...LANGUAGES].sort().join();

/** `value` with each of its texts in `language` only (the others empty), at any depth. */
function inLanguage(value: unknown, language: Language): unknown {
  if (isLocalized(value)) return Object.fromEntries(LANGUAGES.map((key) => [key, key === language ? value[key] : '']));
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, language)]));
  return value;
}

/** The places with their texts in one language. */
export function cutPlaces(places: readonly Place[], language: Language): Place[] {
  return places.map((place) => inLanguage(place, language) as Place);
}

/** Two cuts of the same value as one: each text from whichever cut has it. */
function joined(first: unknown, second: unknown): unknown {
  if (isLocalized(first) && isLocalized(second)) return Object.fromEntries(LANGUAGES.map((key) => [key, first[key] || second[key]]));
  if (Array.isArray(first) && Array.isArray(second)) return first.map((item, index) => joined(item, second[index]));
  if (typeof first === 'object' && first !== null && typeof second === 'object' && second !== null) {
    return Object.fromEntries(Object.entries(first).map(([key, item]) => [key, joined(item, (second as Record<string, unknown>)[key])]));
  }
  return first;
}

/** Packs of the same places (in any languages) as one list with every pack's texts. */
export function joinPlacePacks(packs: readonly (readonly Place[])[]): Place[] {
  const [first, ...rest] = packs;
  if (!first) return [];
  if (rest.some((pack) => pack.length !== first.length || pack.some((place, index) => place.id !== first[index]!.id))) {
    throw new Error('The place packs do not hold the same places: they come from different builds.');
  }
  return first.map((place, index) => rest.reduce<unknown>((whole, pack) => joined(whole, pack[index]), place) as Place);
}
