// The places the city guide shows, in the reader's language. The list is /map's first view, and
// a reader sees one language of it: English comes with the page (virtual:places-pack/en, cut at
// build time by src/node/places-packs-plugin.ts), Spanish and Chinese with their own pack before
// the page shows (it waits as it waits for its own code), and the other packs once the page has
// painted, joined into the whole content (every language): the search looks through the services
// in any language, and the whole content is then what the guide uses. The packs are the only copy
// of the places the app downloads. Shared by the city guide and the appointment offices. A pack that could not be downloaded (offline before the
// service worker had it) gives the English texts for now, and is tried again on the next visit.
import { useEffect, useState } from 'react';
import englishPack from 'virtual:places-pack/en';
import type { Place } from '../content/places/place-types';
import type { Language } from '../core/language';
import { once, oncePerKey } from '../core/once';
import { joinPlacePacks } from '../core/places/place-packs';
import { whenIdle } from './when-idle';

// The packs hold Place[] (each text in the pack's language, the others ''), checked in the plugin's tests.
const ENGLISH = englishPack as Place[];

// One import per pack, written out so the build makes each pack its own chunk.
const IMPORTS: Record<Exclude<Language, 'en'>, () => Promise<{ default: unknown }>> = {
  es: () => import('virtual:places-pack/es'),
  zh: () => import('virtual:places-pack/zh'),
  pt: () => import('virtual:places-pack/pt'),
  ht: () => import('virtual:places-pack/ht'),
};

const loadPack = oncePerKey((language: Exclude<Language, 'en'>) => IMPORTS[language]().then((module) => module.default as Place[]));
const loadWhole = once(() => Promise.all([loadPack('es'), loadPack('zh'), loadPack('pt'), loadPack('ht')]).then((packs) => joinPlacePacks([ENGLISH, ...packs])));

// What has arrived, kept for the life of the page: a later visit to /map shows at once.
const arrived = new Map<Language | 'whole', readonly Place[]>([['en', ENGLISH]]);

/** The places, with their texts in `language` at least; suspends until that language's texts are here. */
export function usePlaces(language: Language): readonly Place[] {
  const [whole, setWhole] = useState(() => arrived.get('whole'));
  useEffect(() => {
    if (whole) return;
    let current = true;
    const cancel = whenIdle(() =>
      loadWhole().then(
        (places) => {
          arrived.set('whole', places);
          if (current) setWhole(places);
        },
        () => undefined,
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [whole]);

  if (whole) return whole;
  const places = arrived.get(language);
  if (places) return places;
  if (language === 'en') return ENGLISH;
  // React shows the page once this settles (a failed download settles it with the English texts).
  throw loadPack(language).then(
    (pack) => void arrived.set(language, pack),
    () => void arrived.set(language, ENGLISH),
  );
}
