// The city guide's list (spec "City guide"): the category filter first, then the search and
// language filters (an addition), then the order — by distance from the chosen city if there
// is one, else from the person if their location is known, else as the content lists them.
import type { Localized, Place, PlaceCategory } from '../../content/places/place-types';
import { distanceMiles, type LatLng } from './distance';

export interface PlaceQuery {
  category: PlaceCategory | 'all';
  /** The chosen city's centre. */
  cityCentre?: LatLng | null;
  userLocation?: LatLng | null;
  /** Words to find in the name, the services (any language) or the languages spoken. */
  search?: string;
  /** Only places where staff speak or interpret this language (BCP 47 code). */
  language?: string | null;
}

export interface FoundPlace {
  place: Place;
  /** Miles from the point the list is sorted by; undefined when there is none. */
  miles?: number;
}

/** Lower case, accents removed, so "clinica" finds "Clínica". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const allTexts = (texts: Localized[]) => texts.flatMap((text) => [text.en, text.es, text.zh]);

function matchesSearch(place: Place, words: string[], languageNames: (code: string) => string[]): boolean {
  if (words.length === 0) return true;
  const haystack = fold([place.name, place.address, ...allTexts(place.services), ...place.languages.flatMap(languageNames)].join(' '));
  return words.every((word) => haystack.includes(word));
}

export function findPlaces(places: readonly Place[], query: PlaceQuery, languageNames: (code: string) => string[] = (code) => [code]): FoundPlace[] {
  const words = fold(query.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const from = query.cityCentre ?? query.userLocation ?? null;
  const found: FoundPlace[] = [];
  for (const place of places) {
    if (query.category !== 'all' && place.category !== query.category) continue;
    if (query.language && !place.languages.includes(query.language)) continue;
    if (!matchesSearch(place, words, languageNames)) continue;
    found.push(from ? { place, miles: distanceMiles(from, place) } : { place });
  }
  // Array.prototype.sort is stable: equal distances keep the content's order.
  if (from) found.sort((a, b) => a.miles! - b.miles!);
  return found;
}
