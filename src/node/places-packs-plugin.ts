// The city guide's places in one language each, as modules the app imports:
// `virtual:places-pack/es` is every place with its texts (services, document notes, wait and
// access) in Spanish only, cut at build time from the one source in src/content/places. The list
// is the first thing /map shows, and a reader sees one language of it: the page carries the
// English cut, a Spanish or Chinese reader's page loads theirs, and the other packs come once the
// page has painted, joined into the whole content the search looks through (src/ui/use-places.ts). A pack keeps every field, so a place reads the same either
// way; the other languages' texts are left empty ('' is never shown: a reader sees their own).
import type { Plugin } from 'vite';
import { PLACES } from '../content/places/index';
import { cutPlaces } from '../core/places/place-packs';
import { LANGUAGES } from '../core/language';
import { contentPacksPlugin } from './content-packs-plugin';

export function placesContentPacks(): Plugin {
  return contentPacksPlugin('pali:places-content-packs', 'virtual:places-pack/', LANGUAGES, (language) => cutPlaces(PLACES, language));
}
