// The places the city guide shows, in the reader's language. The list is /map's first view, and
// a reader sees one language of it: English comes with the page (virtual:places-pack/en, cut at
// build time by src/node/places-packs-plugin.ts), Spanish and Chinese with their own pack before
// the page shows (it waits as it waits for its own code), and the other packs once the page has
// painted, joined into the whole content (every language the phone can get): the search looks
// through the services in any language, and the whole content is then what the guide uses. The
// packs are the only copy of the places the app downloads. Shared by the city guide and the
// appointment offices. A pack that could not be downloaded (offline, a language the phone never
// kept) gives the English texts for now, and is tried again on the next visit.
import { useEffect, useState } from 'react';
import englishPack from 'virtual:places-pack/en';
import type { Place } from '../content/places/place-types';
import { languageCacheName, type KeptOnRequest } from '../core/language-files';
import { LANGUAGES, type Language } from '../core/language';
import { oncePerKey } from '../core/once';
import { joinPlacePacks } from '../core/places/place-packs';
import { whenIdle } from './when-idle';

// The packs hold Place[] (each text in the pack's language, the others ''), checked in the plugin's tests.
const ENGLISH = englishPack as Place[];

// One import per pack, written out so the build makes each pack its own chunk.
const IMPORTS: Record<KeptOnRequest, () => Promise<{ default: unknown }>> = {
  es: () => import('virtual:places-pack/es'),
  zh: () => import('virtual:places-pack/zh'),
  pt: () => import('virtual:places-pack/pt'),
  ht: () => import('virtual:places-pack/ht'),
};

const loadPack = oncePerKey((language: KeptOnRequest) => IMPORTS[language]().then((module) => module.default as Place[]));

interface Joined {
  places: readonly Place[];
  /** The languages whose texts the places hold. */
  languages: ReadonlySet<Language>;
}

/**
 * Every language's pack the phone can get now, joined with English. A pack that could not be
 * downloaded (a language the phone never kept, with no signal) is left out, and tried again on the
 * next visit: the search then looks through the languages that are here.
 */
async function joinAvailable(): Promise<Joined> {
  const all = Object.keys(IMPORTS) as KeptOnRequest[];
  const onPhone = await Promise.all(all.map(reachable));
  const others = all.filter((_, index) => onPhone[index]);
  const results = await Promise.allSettled(others.map(loadPack));
  const packs = others.flatMap((language, index) => {
    const result = results[index]!;
    return result.status === 'fulfilled' ? [{ language, places: result.value }] : [];
  });
  return { places: joinPlacePacks([ENGLISH, ...packs.map((pack) => pack.places)]), languages: new Set<Language>(['en', ...packs.map((pack) => pack.language)]) };
}

/** Whether a language's pack can be had: with no signal, only a language the phone keeps (src/core/language-files.ts). */
async function reachable(language: KeptOnRequest): Promise<boolean> {
  if (navigator.onLine !== false || typeof caches === 'undefined') return true;
  return caches.has(languageCacheName(language)).catch(() => true);
}

// What has arrived, kept for the life of the page: a later visit to /map shows at once.
const arrived = new Map<Language, readonly Place[]>([['en', ENGLISH]]);
let whole: Joined | undefined;

/** The places, with their texts in `language` at least; suspends until that language's texts are here. */
export function usePlaces(language: Language): readonly Place[] {
  const [joined, setJoined] = useState(() => whole);
  useEffect(() => {
    if (whole) return;
    let current = true;
    const cancel = whenIdle(() =>
      joinAvailable().then((available) => {
        if (available.languages.size === LANGUAGES.length) whole = available;
        if (current) setJoined(available);
      }),
    );
    return () => {
      current = false;
      cancel();
    };
  }, []);

  if (joined?.languages.has(language)) return joined.places;
  const places = arrived.get(language);
  if (places) return places;
  if (language === 'en') return ENGLISH;
  // React shows the page once this settles (a failed download settles it with the English texts).
  throw loadPack(language).then(
    (pack) => void arrived.set(language, pack),
    () => void arrived.set(language, ENGLISH),
  );
}
