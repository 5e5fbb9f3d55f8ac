// The build's names for chunks that hold one language's words: `assets/pt/…` for Portuguese,
// so the service worker can tell a language's files by their path (src/core/language-files.ts)
// and keep them only on phones that read it. A chunk counts as a language's only when every module
// in it is that language's: its strings (src/i18n/locales), its map of namespaces, and the content
// packs cut for a reader of it. The letter packs that read a letter (phrases, grammar) are not
// among them: any reader may get a letter in English, Spanish or Chinese.
import { isKeptOnRequest, languageChunkDir } from '../core/language-files';
import { isLanguage, type Language } from '../core/language';

const LANGUAGE_MODULES = [
  /\/src\/i18n\/locales\/(\w+)(?:\.json|\/[\w-]+\.json)$/,
  /\/src\/i18n\/namespaces\/(\w+)\.ts$/,
  /^\0virtual:screen-pack\/[\w]+-(\w+)$/,
  /^\0virtual:places-pack\/(\w+)$/,
  /^\0virtual:assistant-pack\/(?:facts|guides)-(\w+)$/,
  /^\0virtual:letter-pack\/prose-(\w+)$/,
];

/** The reader's language a module is written for; null for a module any reader may need. */
export function languageOfModule(id: string): Language | null {
  for (const pattern of LANGUAGE_MODULES) {
    const code = pattern.exec(id)?.[1];
    if (code !== undefined) return isLanguage(code) ? code : null;
  }
  return null;
}

/** The one language all of a chunk's modules are written for; null when any module is not one language's. */
export function languageOfChunk(moduleIds: readonly string[]): Language | null {
  const languages = new Set(moduleIds.map(languageOfModule));
  const [only] = languages;
  return languages.size === 1 && only ? only : null;
}

/** rolldown's chunkFileNames: a language's chunks in its own folder, every other chunk as Vite names it. */
export function chunkFileName(chunk: { moduleIds: readonly string[] }): string {
  const language = languageOfChunk(chunk.moduleIds);
  return language && isKeptOnRequest(language) ? `${languageChunkDir(language)}[name]-[hash].js` : 'assets/[name]-[hash].js';
}
