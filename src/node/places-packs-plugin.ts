// The city guide's places in one language each, as modules the app imports:
// `virtual:places-pack/es` is every place with its texts (services, document notes, wait and
// access) in Spanish only, cut at build time from the one source in src/content/places. The list
// is the first thing /map shows, and a reader sees one language of it: the page carries the
// English cut, a Spanish or Chinese reader's page loads theirs, and the whole content (every
// language, which the search looks through) comes once the page has painted
// (src/features/places/use-places.ts). A pack keeps every field, so a place reads the same either
// way; the other languages' texts are left empty ('' is never shown: a reader sees their own).
import type { Plugin } from 'vite';
import { PLACES } from '../content/places/index';
import type { Localized, Place } from '../content/places/place-types';
import { LANGUAGES, type Language } from '../core/language';
import { contentPacksPlugin } from './content-packs-plugin';

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

export function placesContentPacks(): Plugin {
  return contentPacksPlugin('pali:places-content-packs', 'virtual:places-pack/', LANGUAGES, (language) => cutPlaces(PLACES, language));
}
