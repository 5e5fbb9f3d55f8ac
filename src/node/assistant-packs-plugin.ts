// The assistant's fact packs (src/core/assistant/fact-packs.ts) as modules the app imports:
// `virtual:assistant-pack/facts-es` is the facts' Spanish words, cut at build time from the one
// source in src/content/assistant. Each pack is its own chunk, so a phone downloads only the core
// and the words of the language it answers in. Used by the build and by vitest.
import type { Plugin } from 'vite';
import { FACT_TOPICS } from '../content/assistant/assistant-facts';
import { cutFactPack, FACT_PACK_NAMES, type FactPackName } from '../core/assistant/fact-packs';

const PREFIX = 'virtual:assistant-pack/';

export function assistantContentPacks(): Plugin {
  return {
    name: 'pali:assistant-content-packs',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1) as FactPackName;
      if (!FACT_PACK_NAMES.includes(name)) throw new Error(`No assistant content pack named ${name}`);
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(cutFactPack(FACT_TOPICS, name)))});`;
    },
  };
}
