// The assistant's packs (src/core/assistant/fact-packs.ts, guide-pack.ts) as modules the app
// imports: `virtual:assistant-pack/facts-es` is the facts' Spanish words, `…/guides-es` the guides
// in Spanish, cut at build time from the whole content (src/core/assistant/guide-content.ts), so a
// phone downloads only the core and the packs of the language it answers in.
import type { Plugin } from 'vite';
import { cutFactPack, FACT_PACK_NAMES, type FactPackName } from '../core/assistant/fact-packs';
import { wholeAssistantContent } from '../core/assistant/guide-content';
import { cutGuidePack, GUIDE_PACK_NAMES, type GuidePackName } from '../core/assistant/guide-pack';
import { contentPacksPlugin } from './content-packs-plugin';

const isGuidePack = (name: FactPackName | GuidePackName): name is GuidePackName => (GUIDE_PACK_NAMES as readonly string[]).includes(name);

export function assistantContentPacks(): Plugin {
  return contentPacksPlugin('pali:assistant-content-packs', 'virtual:assistant-pack/', [...FACT_PACK_NAMES, ...GUIDE_PACK_NAMES], (name) => {
    const whole = wholeAssistantContent();
    return isGuidePack(name) ? cutGuidePack(whole.guides, name) : cutFactPack(whole.facts, name);
  });
}
