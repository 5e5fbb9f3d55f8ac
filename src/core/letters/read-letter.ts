// From a letter file to its text, the same way on the phone, in Node (command line, local server)
// and in tests: a PDF's own text in reading order (lines grouped by height, left to right, pages
// one after another); a PDF page without text (a scan) and a photo go through OCR. What differs
// between runtimes (pdf.js's build and worker, decoding and drawing images, tesseract.js's files)
// is injected as LetterEngines, so this file stays runtime-neutral. OCR reads English and Spanish,
// and Chinese when a page needs it (ocr-languages.ts).
import type { Language } from '../language';
import { checkLetterFile, LETTER_FILE_HEAD_BYTES, LetterFileError, LetterReadError, OcrUnavailableError, type LetterMime } from './letter-file';
import { firstOcrLanguages, readInItsScript, type OcrLanguage, type OcrReading } from './ocr-languages';
import { tidyChineseOcr } from './ocr-signals';
import { pageText, tidy, type PdfTextItem } from './pdf-page-text';

export { pageText, type PdfTextItem } from './pdf-page-text';

/** Photos past this are refused before they are decoded: a phone cannot hold them in memory. */
const MAX_IMAGE_PIXELS = 40_000_000;
const MAX_IMAGE_SIDE = 12_000;
/** Photos and rendered scans are brought to this long side for OCR (about 180 dpi for a Letter page). */
export const OCR_LONG_SIDE = 2000;
/** A letter is a few pages; a 300-page PDF is read only this far. */
const MAX_PDF_PAGES = 30;
/** Scanned pages cost seconds each in OCR; only the first ones are read. */
const MAX_OCR_PAGES = 6;
/** A page with fewer letters than this in its text layer is taken for a scan. */
const MIN_LETTERS = 12;

type ReadStage = 'pdf' | 'ocr-loading' | 'ocr';
export interface ReadProgress {
  stage: ReadStage;
  /** 0..1 within the stage. */
  progress: number;
}
export type OcrProgress = { stage: 'ocr-loading' | 'ocr'; progress: number };

export interface LetterText {
  text: string;
  source: 'pdf-text' | 'ocr';
  /** Pages in the PDF (1 for a photo). */
  pages: number;
}

export interface PdfPageLike {
  getTextContent(): Promise<{ items: readonly (PdfTextItem | { type: string })[] }>;
}
export interface PdfDocumentLike {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPageLike>;
  destroy(): Promise<void>;
}

/** What the runtime provides. `Image` is whatever its OCR takes (a Blob in the browser, encoded image bytes in Node). */
export interface LetterEngines<Image = unknown> {
  /** Opens a PDF with pdf.js (throws pdf.js's PasswordException, InvalidPDFException, …). */
  openPdf(bytes: Uint8Array): Promise<PdfDocumentLike>;
  /** Draws a page (one `openPdf` returned) with its long side `longSide` px; absent where nothing can draw. */
  renderPdfPage?(page: PdfPageLike, longSide: number): Promise<Image>;
  /** Width and height from the image's header, without decoding it; null when the header makes no sense. */
  imageSize(bytes: Uint8Array): Promise<{ width: number; height: number } | null>;
  /** Decodes the photo (turned upright per its EXIF), scaled down to at most `longSide`; throws when undecodable. */
  prepareImage(bytes: Uint8Array, mime: LetterMime, longSide: number): Promise<Image>;
  /** The words in the image, as lines, read with these tesseract languages (their data loaded on first use). */
  ocr(image: Image, onProgress: (progress: OcrProgress) => void, languages: readonly OcrLanguage[]): Promise<OcrReading>;
}

export interface ReadLetterOptions {
  /** The person's language ('en', 'es', 'zh'): a Chinese reader's photos are read with Chinese from the start. */
  readerLanguage?: Language;
}

export interface LetterFileBytes {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error === 'object' && error && 'name' in error ? String(error.name) : '');

/** The image's text, and the languages that read it (where the next page of a scan starts). */
async function runOcr<Image>(
  engines: LetterEngines<Image>,
  image: Image,
  languages: readonly OcrLanguage[],
  report: (progress: OcrProgress) => void,
): Promise<{ text: string; languages: readonly OcrLanguage[] }> {
  try {
    const reading = await readInItsScript((passLanguages, onProgress) => engines.ocr(image, onProgress, passLanguages), languages, report);
    return { text: tidy(tidyChineseOcr(reading.text)), languages: reading.languages };
  } catch (error) {
    if (error instanceof LetterReadError || error instanceof OcrUnavailableError) throw error;
    throw new OcrUnavailableError({ cause: error });
  }
}

async function readPdf<Image>(
  bytes: Uint8Array,
  engines: LetterEngines<Image>,
  languages: readonly OcrLanguage[],
  onProgress: (progress: ReadProgress) => void,
): Promise<LetterText> {
  onProgress({ stage: 'pdf', progress: 0 });
  let document: PdfDocumentLike;
  try {
    document = await engines.openPdf(bytes);
  } catch (error) {
    if (error instanceof OcrUnavailableError) throw error;
    throw new LetterReadError(errorName(error) === 'PasswordException' ? 'encrypted-pdf' : 'corrupt-pdf', { cause: error });
  }
  try {
    const readable = Math.min(document.numPages, MAX_PDF_PAGES);
    const pages: { page: PdfPageLike; text: string }[] = [];
    for (let number = 1; number <= readable; number += 1) {
      try {
        const page = await document.getPage(number);
        pages.push({ page, text: pageText((await page.getTextContent()).items) });
      } catch (error) {
        throw new LetterReadError('corrupt-pdf', { cause: error });
      }
      onProgress({ stage: 'pdf', progress: number / readable });
    }
    const scans = pages.filter((entry) => letterCount(entry.text) < MIN_LETTERS).slice(0, MAX_OCR_PAGES);
    let source: LetterText['source'] = 'pdf-text';
    if (scans.length > 0 && engines.renderPdfPage) {
      source = 'ocr';
      // A scan found to be in Chinese is read in Chinese from its next page on.
      let pageLanguages = languages;
      for (const [index, scan] of scans.entries()) {
        let image: Image;
        try {
          image = await engines.renderPdfPage(scan.page, OCR_LONG_SIDE);
        } catch (error) {
          throw new LetterReadError('corrupt-pdf', { cause: error });
        }
        // Each page is its share of the OCR bar; loading the engine happens once, before the first.
        const read = await runOcr(engines, image, pageLanguages, (progress) =>
          onProgress(progress.stage === 'ocr' ? { stage: 'ocr', progress: (index + progress.progress) / scans.length } : progress),
        );
        scan.text = read.text;
        pageLanguages = read.languages;
      }
    }
    const text = tidy(pages.map((entry) => entry.text).join('\n\n'));
    if (letterCount(text) < MIN_LETTERS) throw new LetterReadError('no-text');
    return { text, source, pages: document.numPages };
  } finally {
    await document.destroy().catch(() => undefined);
  }
}

async function readImage<Image>(
  bytes: Uint8Array,
  mime: LetterMime,
  engines: LetterEngines<Image>,
  languages: readonly OcrLanguage[],
  onProgress: (progress: ReadProgress) => void,
): Promise<LetterText> {
  const size = await engines.imageSize(bytes).catch(() => null);
  if (!size || !(size.width > 0) || !(size.height > 0)) throw new LetterReadError('unreadable-image');
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new LetterReadError('image-too-large');
  }
  let image: Image;
  try {
    image = await engines.prepareImage(bytes, mime, OCR_LONG_SIDE);
  } catch (error) {
    if (error instanceof LetterReadError) throw error;
    throw new LetterReadError('unreadable-image', { cause: error });
  }
  const { text } = await runOcr(engines, image, languages, onProgress);
  if (letterCount(text) < MIN_LETTERS) throw new LetterReadError('no-text');
  return { text, source: 'ocr', pages: 1 };
}

/**
 * The text of a letter file (PDF or photo). Throws LetterFileError when the file check fails
 * ('wrong-type', 'too-large', 'empty'); LetterReadError for 'corrupt-pdf', 'encrypted-pdf',
 * 'image-too-large', 'unreadable-image', 'no-text'; OcrUnavailableError when the OCR could not load.
 */
export async function readLetter<Image>(
  file: LetterFileBytes,
  engines: LetterEngines<Image>,
  onProgress: (progress: ReadProgress) => void = () => undefined,
  { readerLanguage }: ReadLetterOptions = {},
): Promise<LetterText> {
  const check = checkLetterFile({ name: file.name, type: file.type, size: file.bytes.length, head: file.bytes.subarray(0, LETTER_FILE_HEAD_BYTES) });
  if (!check.ok) throw new LetterFileError(check.problem);
  const report = (progress: ReadProgress) => onProgress({ stage: progress.stage, progress: Math.min(1, Math.max(0, progress.progress)) });
  const languages = firstOcrLanguages(readerLanguage);
  return check.kind === 'pdf' ? readPdf(file.bytes, engines, languages, report) : readImage(file.bytes, check.mime, engines, languages, report);
}
