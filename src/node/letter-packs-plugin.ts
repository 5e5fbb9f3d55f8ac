// The letter explainer's content packs (src/core/letters/content-packs.ts) as modules the app
// imports: `virtual:letter-pack/prose-es` is the Spanish prose, cut at build time from the one
// source in src/content/letters. The content is read with the config: the dev server restarts
// when it changes.
import type { Plugin } from 'vite';
import { LETTER_ENGINE_CONTENT } from '../content/letters/engine-content';
import { cutPack, explainerContent, PACK_NAMES } from '../core/letters/content-packs';
import { contentPacksPlugin } from './content-packs-plugin';

export function letterContentPacks(): Plugin {
  const content = explainerContent(LETTER_ENGINE_CONTENT);
  return contentPacksPlugin('pali:letter-content-packs', 'virtual:letter-pack/', PACK_NAMES, (name) => cutPack(content, name));
}
