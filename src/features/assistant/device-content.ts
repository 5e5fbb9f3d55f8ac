// The assistant's content on the phone: the facts' core and words (src/core/assistant/fact-packs.ts)
// and the guides (src/core/assistant/guide-pack.ts) of the language the answer is in, with the city
// guide's passages and places made from the city guide's own pack of that language and its hours
// table (the same chunks /map loads, so the phone keeps the places once). Each pack is loaded once;
// one that failed to load (offline before it was cached) is tried again next time.
import { joinFactPacks, type FactPackName } from '../../core/assistant/fact-packs';
import type { AssistantContent } from '../../core/assistant/guide-content';
import { joinGuidePack, type GuidePackName } from '../../core/assistant/guide-pack';
import type { Place } from '../../content/places/place-types';
import { oncePerKey } from '../../core/once';
import type { Language } from '../../core/language';

// One import per pack, written out so the build makes each pack its own chunk.
const IMPORTS: Record<FactPackName | GuidePackName, () => Promise<{ default: unknown }>> = {
  'facts-core': () => import('virtual:assistant-pack/facts-core'),
  'facts-en': () => import('virtual:assistant-pack/facts-en'),
  'facts-es': () => import('virtual:assistant-pack/facts-es'),
  'facts-zh': () => import('virtual:assistant-pack/facts-zh'),
  'facts-pt': () => import('virtual:assistant-pack/facts-pt'),
  'facts-ht': () => import('virtual:assistant-pack/facts-ht'),
  'guides-en': () => import('virtual:assistant-pack/guides-en'),
  'guides-es': () => import('virtual:assistant-pack/guides-es'),
  'guides-zh': () => import('virtual:assistant-pack/guides-zh'),
  'guides-pt': () => import('virtual:assistant-pack/guides-pt'),
  'guides-ht': () => import('virtual:assistant-pack/guides-ht'),
};

const loadPack = oncePerKey((name: FactPackName | GuidePackName) => IMPORTS[name]().then((module) => module.default));

// The city guide's packs (src/node/places-packs-plugin.ts), one import each so each stays its own chunk.
const PLACE_IMPORTS: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('virtual:places-pack/en'),
  es: () => import('virtual:places-pack/es'),
  zh: () => import('virtual:places-pack/zh'),
  pt: () => import('virtual:places-pack/pt'),
  ht: () => import('virtual:places-pack/ht'),
};
const loadPlaces = oncePerKey((language: Language) => PLACE_IMPORTS[language]().then((module) => module.default as Place[]));
const loadHoursTable = () => import('../../content/places/place-hours-table').then((module) => module.PLACE_HOURS_TABLE);
// With the engine's download, not the page's: it brings the assistant's words in every language.
const loadPlacePassages = () => import('../../core/assistant/place-passages');

/**
 * The facts and guides in `language`, the one the answer is in: joined once per language, so the
 * engine compiles the facts' keywords and indexes the guides once (it keeps them by list).
 */
export const deviceContent = oncePerKey(async (language: Language): Promise<AssistantContent> => {
  const [core, words, guides, places, hoursTable, { leadPlaces, placePassages }] = await Promise.all([
    loadPack('facts-core'),
    loadPack(`facts-${language}`),
    loadPack(`guides-${language}`),
    loadPlaces(language),
    loadHoursTable(),
    loadPlacePassages(),
  ]);
  const cityGuide = { passages: placePassages(language, places), places: leadPlaces(places, hoursTable) };
  return { facts: joinFactPacks(core, language, words), guides: joinGuidePack(guides, cityGuide) };
});
