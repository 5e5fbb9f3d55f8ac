// Each screen's content in one language, as modules the app imports:
// `virtual:screen-pack/rights-es` is /rights' sections, contacts and cards with their texts in
// Spanish only, cut at build time from the one source (src/content/screen-packs.ts). A screen
// loads its reader's pack with its code (src/ui/screen-pack.ts), so no phone downloads the
// languages it does not read.
import type { Plugin } from 'vite';
import { SCREEN_NAMES, SCREEN_PACKS, type ScreenName } from '../content/screen-packs';
import { LANGUAGES, type Language } from '../core/language';
import { cutToLanguage } from '../core/localized-cut';
import { contentPacksPlugin } from './content-packs-plugin';

/** Every pack's name: `<screen>-<language>`. */
export const SCREEN_PACK_NAMES = SCREEN_NAMES.flatMap((screen) => LANGUAGES.map((language) => `${screen}-${language}` as const));

/** A script is said in English beside the reader's words (and an English reader sees the Spanish): it stays whole. */
const KEEP_WHOLE = new Set(['script']);

export function cutScreenPack(name: string): unknown {
  const cut = /^([a-z]+)-([a-z]+)$/.exec(name);
  const screen = cut?.[1] as ScreenName;
  const language = cut?.[2] as Language;
  return cutToLanguage(SCREEN_PACKS[screen], language, KEEP_WHOLE);
}

export function screenContentPacks(): Plugin {
  return contentPacksPlugin('pali:screen-content-packs', 'virtual:screen-pack/', SCREEN_PACK_NAMES, cutScreenPack);
}
