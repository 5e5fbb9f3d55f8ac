// The assistant's content on the phone: the facts' core and words (src/core/assistant/fact-packs.ts)
// and the guides (src/core/assistant/guide-pack.ts) of the language the answer is in, each pack
// loaded once. A pack that failed to load (offline before it was cached) is tried again next time.
import { joinFactPacks, type FactPackName } from '../../core/assistant/fact-packs';
import type { AssistantContent } from '../../core/assistant/guide-content';
import { joinGuidePack, type GuidePackName } from '../../core/assistant/guide-pack';
import { oncePerKey } from '../../core/once';
import type { Language } from '../../core/language';

// One import per pack, written out so the build makes each pack its own chunk.
const IMPORTS: Record<FactPackName | GuidePackName, () => Promise<{ default: unknown }>> = {
  'facts-core': () => import('virtual:assistant-pack/facts-core'),
  'facts-en': () => import('virtual:assistant-pack/facts-en'),
  'facts-es': () => import('virtual:assistant-pack/facts-es'),
  'facts-zh': () => import('virtual:assistant-pack/facts-zh'),
  'guides-en': () => import('virtual:assistant-pack/guides-en'),
  'guides-es': () => import('virtual:assistant-pack/guides-es'),
  'guides-zh': () => import('virtual:assistant-pack/guides-zh'),
};

const loadPack = oncePerKey((name: FactPackName | GuidePackName) => IMPORTS[name]().then((module) => module.default));

/**
 * The facts and guides in `language`, the one the answer is in: joined once per language, so the
 * engine compiles the facts' keywords and indexes the guides once (it keeps them by list).
 */
export const deviceContent = oncePerKey(async (language: Language): Promise<AssistantContent> => {
  const [core, words, guides] = await Promise.all([loadPack('facts-core'), loadPack(`facts-${language}`), loadPack(`guides-${language}`)]);
  return { facts: joinFactPacks(core, language, words), guides: joinGuidePack(guides) };
});
