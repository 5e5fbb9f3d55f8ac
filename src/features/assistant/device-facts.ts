// The assistant's facts on the phone: the core and the words of the language the answer is in
// (src/core/assistant/fact-packs.ts), each pack loaded once. A pack that failed to load (offline
// before it was cached) is tried again next time.
import { joinFactPacks, type FactPackName } from '../../core/assistant/fact-packs';
import type { AssistantLanguage } from '../../core/assistant/assistant-types';
import type { FactTopic } from '../../content/assistant/fact-types';

// One import per pack, written out so the build makes each pack its own chunk.
const IMPORTS: Record<FactPackName, () => Promise<{ default: unknown }>> = {
  'facts-core': () => import('virtual:assistant-pack/facts-core'),
  'facts-en': () => import('virtual:assistant-pack/facts-en'),
  'facts-es': () => import('virtual:assistant-pack/facts-es'),
  'facts-zh': () => import('virtual:assistant-pack/facts-zh'),
};

const loaded = new Map<FactPackName, Promise<unknown>>();

function loadPack(name: FactPackName): Promise<unknown> {
  let pack = loaded.get(name);
  if (!pack) {
    pack = IMPORTS[name]().then((module) => module.default);
    pack.catch(() => loaded.delete(name));
    loaded.set(name, pack);
  }
  return pack;
}

const joined = new Map<AssistantLanguage, FactTopic[]>();

/** The facts with their words in `language`, the one the answer is in. */
export async function deviceFacts(language: AssistantLanguage): Promise<FactTopic[]> {
  const known = joined.get(language);
  if (known) return known;
  const [core, words] = await Promise.all([loadPack('facts-core'), loadPack(`facts-${language}`)]);
  const topics = joinFactPacks(core, language, words);
  joined.set(language, topics);
  return topics;
}
