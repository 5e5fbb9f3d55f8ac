// The phone's letter reader: a chosen File to its text, with progress for the screen's bar. Import
// this module dynamically (it pulls pdf.js and tesseract.js in, from /ocr/, only when a letter is read).
//   readLetterInBrowser(file, onProgress?, { readerLanguage? }?) → { text, source: 'pdf-text' | 'ocr', pages }
//     throws LetterFileError | LetterReadError | OcrUnavailableError (src/core/letters/letter-file.ts)
//   prepareOcrForOffline(readerLanguage?) → fetches pdf.js and the OCR files once, so the service worker keeps them
// readerLanguage ('en', 'es', 'zh'; the page's language when not given) decides whether Chinese is
// read from the start and kept for offline use (a Chinese reader) or only fetched when a page
// turns out to be Chinese (everyone else): src/core/letters/ocr-languages.ts.
import { fromHtmlLang, type Language } from '../../../core/language';
import { LETTER_FILE_HEAD_BYTES, LETTER_FILE_MAX_BYTES, LetterFileError, checkLetterFile } from '../../../core/letters/letter-file';
import { offlineOcrLanguages } from '../../../core/letters/ocr-languages';
import { readLetter, type LetterText, type ReadLetterOptions, type ReadProgress } from '../../../core/letters/read-letter';
import { browserLetterEngines, ocrCoreFile, ocrUrl } from './browser-engines';
import { offlineOcrFiles } from './ocr-files';

export type { LetterText, ReadProgress } from '../../../core/letters/read-letter';

/** The person's language when the caller does not say: the one Pali's screens are in (i18n sets <html lang>). */
const pageLanguage = () => (typeof document === 'undefined' ? undefined : fromHtmlLang(document.documentElement.lang));

export async function readLetterInBrowser(file: File, onProgress?: (progress: ReadProgress) => void, options: ReadLetterOptions = {}): Promise<LetterText> {
  // Checked on the first bytes before the whole file is read into memory.
  const head = new Uint8Array(await file.slice(0, LETTER_FILE_HEAD_BYTES).arrayBuffer());
  const check = checkLetterFile({ name: file.name, type: file.type, size: file.size, head });
  if (!check.ok) throw new LetterFileError(check.problem);
  if (file.size > LETTER_FILE_MAX_BYTES) throw new LetterFileError('too-large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  return readLetter({ name: file.name, type: file.type, bytes }, browserLetterEngines, onProgress, {
    readerLanguage: options.readerLanguage ?? pageLanguage(),
  });
}

interface NetworkInformationLike {
  saveData?: boolean;
}

/** The service worker's cache for these files (sw/sw.ts). */
const OCR_CACHE = 'pali-ocr';

/**
 * Fetches, one after another, the files reading a photo or a PDF needs on this device (pdf.js with
 * its worker and decoders, tesseract.js with its worker, the one core build this device runs, the
 * data of the languages its first reading uses: about 9 MB, 1.7 MB more with Chinese for a Chinese
 * reader; offlineOcrFiles in ocr-files.ts), so the service worker's 'pali-ocr' cache holds them and
 * letters can be read with no signal later. Another reader's Chinese data waits until a page needs
 * it. Files already kept cost nothing. Skipped offline and in data-saver mode. Resolves true when
 * every file was fetched; never rejects.
 */
export async function prepareOcrForOffline(readerLanguage: Language | undefined = pageLanguage()): Promise<boolean> {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!navigator.onLine || connection?.saveData) return false;
  try {
    const files = offlineOcrFiles(await ocrCoreFile(), offlineOcrLanguages(readerLanguage));
    // Stored here, not left to the service worker: on the first visit it does not control the page
    // yet, and these fetches would pass it by. Its cache-first route reads the same cache.
    const cache = 'caches' in window ? await caches.open(OCR_CACHE) : null;
    for (const file of files) {
      const url = ocrUrl(file);
      if (cache && (await cache.match(url))) continue;
      const response = await fetch(url);
      if (!response.ok) return false;
      if (cache) await cache.put(url, response);
      else await response.arrayBuffer();
    }
    return true;
  } catch {
    return false;
  }
}
