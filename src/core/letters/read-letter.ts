// From a letter file to its text, the same way on the phone, in Node (command line, local server)
// and in tests: a PDF's own text in reading order (lines grouped by height, left to right, pages
// one after another); a PDF page without text (a scan) and a photo go through OCR. What differs
// between runtimes (pdf.js's build and worker, decoding and drawing images, tesseract.js's files)
// is injected as LetterEngines, so this file stays runtime-neutral.
import { checkLetterFile, LETTER_FILE_HEAD_BYTES, LetterFileError, LetterReadError, OcrUnavailableError, type LetterMime } from './letter-file';

/** Photos past this are refused before they are decoded: a phone cannot hold them in memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;
/** Photos and rendered scans are brought to this long side for OCR (about 180 dpi for a Letter page). */
export const OCR_LONG_SIDE = 2000;
/** A letter is a few pages; a 300-page PDF is read only this far. */
export const MAX_PDF_PAGES = 30;
/** Scanned pages cost seconds each in OCR; only the first ones are read. */
export const MAX_OCR_PAGES = 6;
/** A page with fewer letters than this in its text layer is taken for a scan. */
const MIN_LETTERS = 12;

export type ReadStage = 'pdf' | 'ocr-loading' | 'ocr';
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

/** The parts of a pdf.js text item this file reads (a TextItem; TextMarkedContent has no `str`). */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, x, y]: x, y is the baseline's start in PDF units, y growing upwards. */
  transform: number[];
  width: number;
  height: number;
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
  /** The words in the image, as lines. */
  ocr(image: Image, onProgress: (progress: OcrProgress) => void): Promise<string>;
}

export interface LetterFileBytes {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const isTextItem = (item: PdfTextItem | { type: string }): item is PdfTextItem => 'str' in item && Array.isArray((item as PdfTextItem).transform);

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** Tidies text from either source: no trailing blanks, at most one empty line in a row. */
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * A page's text items as lines in reading order: items whose baselines sit within a fraction of
 * the font size are one line, read left to right; a space goes between items only where there is
 * a gap (pdf.js may split a word into several items); a wide gap between lines is a blank line.
 */
export function pageText(items: readonly (PdfTextItem | { type: string })[]): string {
  const pieces = items
    .filter(isTextItem)
    .filter((item) => item.str.length > 0)
    .map((item) => {
      const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
      const size = Math.max(Math.hypot(c, d), Math.hypot(a, b), item.height, 1);
      return { str: item.str, x, y, size, width: item.width };
    });
  // Top of the page first (PDF y grows upwards), then left to right.
  pieces.sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: { y: number; size: number; pieces: typeof pieces }[] = [];
  for (const piece of pieces) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - piece.y) <= Math.min(line.size, piece.size) * 0.4) line.pieces.push(piece);
    else lines.push({ y: piece.y, size: piece.size, pieces: [piece] });
  }
  const out: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous && previous.y - line.y > Math.max(previous.size, line.size) * 1.9) out.push('');
    line.pieces.sort((p, q) => p.x - q.x);
    let text = '';
    let end = -Infinity;
    for (const piece of line.pieces) {
      const gap = piece.x - end;
      const touching = /\s$/.test(text) || /^\s/.test(piece.str) || text === '';
      if (!touching && gap > piece.size * 0.15) text += ' ';
      text += piece.str;
      end = Math.max(end, piece.x + piece.width);
    }
    out.push(text);
  });
  return tidy(out.join('\n'));
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error === 'object' && error && 'name' in error ? String(error.name) : '');

async function runOcr<Image>(engines: LetterEngines<Image>, image: Image, report: (progress: OcrProgress) => void): Promise<string> {
  try {
    return tidy(await engines.ocr(image, report));
  } catch (error) {
    if (error instanceof LetterReadError || error instanceof OcrUnavailableError) throw error;
    throw new OcrUnavailableError({ cause: error });
  }
}

async function readPdf<Image>(bytes: Uint8Array, engines: LetterEngines<Image>, onProgress: (progress: ReadProgress) => void): Promise<LetterText> {
  onProgress({ stage: 'pdf', progress: 0 });
  let document: PdfDocumentLike;
  try {
    document = await engines.openPdf(bytes);
  } catch (error) {
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
      for (const [index, scan] of scans.entries()) {
        let image: Image;
        try {
          image = await engines.renderPdfPage(scan.page, OCR_LONG_SIDE);
        } catch (error) {
          throw new LetterReadError('corrupt-pdf', { cause: error });
        }
        // Each page is its share of the OCR bar; loading the engine happens once, before the first.
        scan.text = await runOcr(engines, image, (progress) =>
          onProgress(progress.stage === 'ocr' ? { stage: 'ocr', progress: (index + progress.progress) / scans.length } : progress),
        );
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
  const text = await runOcr(engines, image, onProgress);
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
): Promise<LetterText> {
  const check = checkLetterFile({ name: file.name, type: file.type, size: file.bytes.length, head: file.bytes.subarray(0, LETTER_FILE_HEAD_BYTES) });
  if (!check.ok) throw new LetterFileError(check.problem);
  const report = (progress: ReadProgress) => onProgress({ stage: progress.stage, progress: Math.min(1, Math.max(0, progress.progress)) });
  return check.kind === 'pdf' ? readPdf(file.bytes, engines, report) : readImage(file.bytes, check.mime, engines, report);
}
