// What Explain My Letter downloads to explain one letter, beyond the /letter page itself: the
// rules, the grammar of English and of the letter's language, and the content packs for the reader
// and the letter (src/features/letter/explain-on-device.ts, letter-content.ts). Measured for every
// reader's language and every language letters are read in, since each pair loads different chunks.
import { firstView, type ViteManifest } from './first-view';
import { sumSizes, type FileSize } from './sizes';
import { LANGUAGES, type Language } from '../../src/core/language';
import { LETTER_LANGUAGES, type LetterLanguage } from '../../src/core/letters/letter-language';

/**
 * The earlier baseline of the same download (commit 1dc2715: explain-letter, classify-letter, find-dates
 * with chrono-node, form-hints, the letters index and every kind in three languages), measured
 * with this file's method on that commit's build. It may grow by 40 kB at most.
 */
export const EXPLAINER_BEFORE_FACTS_READER_GZIP = 47_639;
export const EXPLAINER_GROWTH_ALLOWED_GZIP = 40_000;

export interface ExplainerDownload {
  reader: Language;
  letter: LetterLanguage;
  size: FileSize;
}

/** The chunks one letter loads: the same lists as the app's loaders, by build-manifest key. */
function explainerRoots(reader: Language, letter: LetterLanguage): string[] {
  const grammars = letter === 'en' ? ['en'] : ['en', letter];
  // English phrases always, with Spanish ones for an English or Spanish letter, Chinese for a Chinese one.
  const phrases = letter === 'zh' ? ['en', 'zh'] : ['en', 'es'];
  return [
    'src/features/letter/device-engine.ts',
    ...grammars.map((language) => `src/core/letters/facts/grammar-${language}.ts`),
    'virtual:letter-pack/core',
    `virtual:letter-pack/prose-${reader}`,
    ...phrases.map((language) => `virtual:letter-pack/phrases-${language}`),
  ];
}

/** `pageRoots`: what the /letter page's first view loads (shell, page, strings), not counted again. */
export function explainerDownloads(manifest: ViteManifest, pageRoots: string[], sizeOf: (file: string) => FileSize): ExplainerDownload[] {
  const page = new Set(firstView(manifest, pageRoots).js);
  return LANGUAGES.flatMap((reader) =>
    LETTER_LANGUAGES.map((letter) => ({
      reader,
      letter,
      size: sumSizes(
        firstView(manifest, explainerRoots(reader, letter)).js.filter((file) => !page.has(file)),
        sizeOf,
      ),
    })),
  );
}
