// Which built files belong to one language, so a phone keeps only the languages its person reads.
// English is in every install: it is the language offices work in (the pack shows a clerk the
// English names of papers), and the assistant answers an English question in English. Each other
// language's strings and content (its `assets/<language>/` folder and its wallet card) is
// kept by the service worker only once someone reads Pali in it (sw/language-caches.ts), asked by
// the page (src/app/pwa/keep-language.ts). The build names the chunks (src/node/language-chunks.ts).
// The service worker's build reads this file too (and language.ts, which imports nothing).
import { isLanguage, type Language } from './language';

/** The languages kept on request: every one but English. */
export const LANGUAGES_KEPT_ON_REQUEST = ['es', 'zh', 'pt', 'ht'] as const satisfies readonly Language[];
export type KeptOnRequest = (typeof LANGUAGES_KEPT_ON_REQUEST)[number];

export function isKeptOnRequest(language: Language): language is KeptOnRequest {
  return (LANGUAGES_KEPT_ON_REQUEST as readonly string[]).includes(language);
}

/** The folder of a language's chunks in the build (no leading slash). */
export function languageChunkDir(language: KeptOnRequest): string {
  return `assets/${language}/`;
}

const CODES = LANGUAGES_KEPT_ON_REQUEST.join('|');
const LANGUAGE_FILE = new RegExp(`^/?(?:assets/(${CODES})/|wallet-card/pali-wallet-card-(${CODES})\\.pdf$)`);

/** The language a built file (its site path, with or without the leading slash) belongs to; null for a file every install keeps. */
export function languageOfBuiltFile(path: string): KeptOnRequest | null {
  const match = LANGUAGE_FILE.exec(path);
  return match ? ((match[1] ?? match[2]) as KeptOnRequest) : null;
}

export interface ManifestEntry {
  url: string;
  revision: string | null;
}

export interface LanguageFile {
  language: KeptOnRequest;
  /** The file's address on this site. */
  url: string;
  /** Its key in the language's cache: the address, with the revision for a file whose name has no hash. */
  key: string;
}

/** The precache for every install, and the files of each language kept on request, by path. */
export function splitManifest(entries: readonly ManifestEntry[], origin: string): { everyInstall: ManifestEntry[]; languageFiles: Map<string, LanguageFile> } {
  const everyInstall: ManifestEntry[] = [];
  const languageFiles = new Map<string, LanguageFile>();
  for (const entry of entries) {
    const url = new URL(entry.url, `${origin}/`);
    const language = languageOfBuiltFile(url.pathname);
    if (!language) {
      everyInstall.push(entry);
      continue;
    }
    const key = entry.revision ? `${url.href}?__pali_revision=${encodeURIComponent(entry.revision)}` : url.href;
    languageFiles.set(url.pathname, { language, url: url.href, key });
  }
  return { everyInstall, languageFiles };
}

/** The service worker's cache of one language's files. */
export function languageCacheName(language: KeptOnRequest): string {
  return `pali-language-${language}`;
}

/** The page asks the service worker to keep a language's files (it answers on the message's port). */
export const KEEP_LANGUAGE_MESSAGE = 'PALI_KEEP_LANGUAGE';

export interface KeepLanguageRequest {
  type: typeof KEEP_LANGUAGE_MESSAGE;
  language: Language;
}

/** The service worker's answer: every file of the language is in its cache, or the reason it is not. */
export type KeepLanguageReply = { kept: true } | { kept: false; reason: 'unknown-language' | 'fetch-failed' };

export function isKeepLanguageRequest(data: unknown): data is KeepLanguageRequest {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === KEEP_LANGUAGE_MESSAGE && isLanguage((data as { language?: unknown }).language);
}
