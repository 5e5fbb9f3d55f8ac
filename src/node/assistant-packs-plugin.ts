// The assistant's fact packs (src/core/assistant/fact-packs.ts) as modules the app imports:
// `virtual:assistant-pack/facts-es` is the facts' Spanish words, cut at build time from the one
// source in src/content/assistant, so a phone downloads only the core and the words of the
// language it answers in.
import type { Plugin } from 'vite';
import { FACT_TOPICS } from '../content/assistant/assistant-facts';
import { cutFactPack, FACT_PACK_NAMES } from '../core/assistant/fact-packs';
import { contentPacksPlugin } from './content-packs-plugin';

export function assistantContentPacks(): Plugin {
  return contentPacksPlugin('pali:assistant-content-packs', 'virtual:assistant-pack/', FACT_PACK_NAMES, (name) => cutFactPack(FACT_TOPICS, name));
}
