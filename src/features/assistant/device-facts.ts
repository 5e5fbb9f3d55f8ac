// The assistant's facts on the phone: the core and the words of the language the answer is in
// (src/core/assistant/fact-packs.ts), each pack loaded once. A pack that failed to load (offline
// before it was cached) is tried again next time.
import { joinFactPacks, type FactPackName } from '../../core/assistant/fact-packs';
import { loadOncePerKey } from '../../core/load-once-per-key';
import type { AssistantLanguage } from '../../core/assistant/assistant-types';
import type { FactTopic } from '../../content/assistant/fact-types';

// One import per pack, written out so the build makes each pack its own chunk.
const IMPORTS: Record<FactPackName, () => Promise<{ default: unknown }>> = {
  'facts-core': () => import('virtual:assistant-pack/facts-core'),
  'facts-en': () => import('virtual:assistant-pack/facts-en'),
  'facts-es': () => import('virtual:assistant-pack/facts-es'),
  'facts-zh': () => import('virtual:assistant-pack/facts-zh'),
};

const loadPack = loadOncePerKey((name: FactPackName) => IMPORTS[name]().then((module) => module.default));

/**
 * The facts with their words in `language`, the one the answer is in: joined once per language, so
 * the engine compiles their keywords once (pick-facts.ts keeps them by list).
 */
export const deviceFacts = loadOncePerKey(async (language: AssistantLanguage): Promise<FactTopic[]> => {
  const [core, words] = await Promise.all([loadPack('facts-core'), loadPack(`facts-${language}`)]);
  return joinFactPacks(core, language, words);
});
