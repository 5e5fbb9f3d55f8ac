// The city guide's places cut to one language (a pack: every place and field, the texts in that
// language and the others empty), and the packs put back together. The build cuts
// (src/node/places-packs-plugin.ts) and the phone joins what it has downloaded (src/ui/use-places.ts):
// the three packs together are the whole content, so no other copy of it needs downloading.
import type { Place } from '../../content/places/place-types';
import type { Language } from '../language';
import { cutToLanguage, joinCuts } from '../localized-cut';

/** The places with their texts in one language. */
export function cutPlaces(places: readonly Place[], language: Language): Place[] {
  return places.map((place) => cutToLanguage(place, language));
}

/** Packs of the same places (in any languages) as one list with every pack's texts. */
export function joinPlacePacks(packs: readonly (readonly Place[])[]): Place[] {
  const [first, ...rest] = packs;
  if (!first) return [];
  if (rest.some((pack) => pack.length !== first.length || pack.some((place, index) => place.id !== first[index]!.id))) {
    throw new Error('The place packs do not hold the same places: they come from different builds.');
  }
  return first.map((place, index) => rest.reduce((whole, pack) => joinCuts(whole, pack[index]!), place));
}
