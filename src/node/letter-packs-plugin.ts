// The letter explainer's content packs (src/core/letters/content-packs.ts) as modules the app
// imports: `virtual:letter-pack/prose-es` is the Spanish prose, cut at build time from the one
// source in src/content/letters. Each pack is its own chunk, so a phone downloads only the packs
// one letter needs. Used by the build and by vitest (so the app's modules resolve in tests).
// The content is read with the config: the dev server restarts when it changes.
import type { Plugin } from 'vite';
import { LETTER_ENGINE_CONTENT } from '../content/letters/engine-content';
import { cutPack, explainerContent, PACK_NAMES, type PackName } from '../core/letters/content-packs';

const PREFIX = 'virtual:letter-pack/';

export function letterContentPacks(): Plugin {
  const content = explainerContent(LETTER_ENGINE_CONTENT);
  return {
    name: 'pali:letter-content-packs',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1) as PackName;
      if (!PACK_NAMES.includes(name)) throw new Error(`No letter content pack named ${name}`);
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(cutPack(content, name)))});`;
    },
  };
}
