// The letter reader's engines for Node (the command line, the local server's functions, tests):
// pdf.js's legacy build with its fonts and wasm from node_modules, @napi-rs/canvas to decode
// photos and draw scanned pages, tesseract.js in a worker thread with the core and the English,
// Spanish and Simplified Chinese data from node_modules (Chinese loaded only for a page that needs
// it: src/core/letters/ocr-languages.ts). Nothing is downloaded, ever.
//
// Public API (kept small and stable; the server's no-model path imports it):
//   readLetterFileInNode(input: string | LetterFileBytes, options?: { onProgress?, readerLanguage? }): Promise<LetterText>
//     input: a file path, or { name, type, bytes }; readerLanguage 'zh' reads photos with Chinese
//     from the start. Throws LetterFileError (wrong-type, too-large, empty),
//     LetterReadError (corrupt-pdf, encrypted-pdf, image-too-large, unreadable-image, no-text) or
//     OcrUnavailableError (see src/core/letters/letter-file.ts); fs errors for a missing path.
//   nodeLetterEngines(): LetterEngines<Uint8Array>
//   closeNodeOcr(): Promise<void>   ends the shared OCR worker (a resting one never keeps Node alive anyway)
//   nodeOcrLanguagesLoaded(): OcrLanguage[]   the languages the running OCR worker has loaded (tests)
import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, readFile, stat, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { imageSize } from 'image-size';
import { LETTER_FILE_MAX_BYTES, LetterFileError, type LetterMime } from '../core/letters/letter-file';
import type { OcrLanguage } from '../core/letters/ocr-languages';
import { createOcrSession, type OcrWorker } from '../core/letters/ocr-session';
import {
  readLetter,
  type LetterEngines,
  type LetterFileBytes,
  type LetterText,
  type PdfDocumentLike,
  type PdfPageLike,
  type ReadLetterOptions,
  type ReadProgress,
} from '../core/letters/read-letter';
import { once } from '../core/once';

export type { LetterFileBytes, LetterText, ReadProgress } from '../core/letters/read-letter';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

const PDFJS_DIR = packageDir('pdfjs-dist');
/** Every language the reader may need; a folder links them all, tesseract loads only those a page asks for. */
const OCR_LANGUAGES: readonly OcrLanguage[] = ['eng', 'spa', 'chi_sim'];

// ---- PDF ----------------------------------------------------------------------------------------

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
const loadPdfjs = once((): Promise<PdfJs> => import('pdfjs-dist/legacy/build/pdf.mjs'));

async function openPdf(bytes: Uint8Array): Promise<PdfDocumentLike> {
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  return getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given; a copy keeps the caller's.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    wasmUrl: `${PDFJS_DIR}/wasm/`,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
}

type Canvas = typeof import('@napi-rs/canvas');
const canvasLib = once((): Promise<Canvas> => import('@napi-rs/canvas'));

async function renderPdfPage(page: PdfPageLike, longSide: number): Promise<Uint8Array> {
  const { createCanvas } = await canvasLib();
  const proxy = page as import('pdfjs-dist/legacy/build/pdf.mjs').PDFPageProxy;
  const base = proxy.getViewport({ scale: 1 });
  const viewport = proxy.getViewport({ scale: longSide / Math.max(base.width, base.height) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await proxy.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  proxy.cleanup();
  // JPEG, not PNG: a fraction of the time to encode, and the same words read.
  return canvas.encode('jpeg', 95);
}

// ---- Photos -------------------------------------------------------------------------------------

async function readImageSize(bytes: Uint8Array) {
  const { width, height } = imageSize(bytes);
  return width && height ? { width, height } : null;
}

/**
 * Decoded (so an undecodable photo fails here, not in the OCR), upright (Skia applies the EXIF
 * orientation when decoding; tesseract would not) and scaled down to `longSide`. A JPEG or PNG
 * that needs neither goes to the OCR as it is; others are re-encoded as JPEG at quality 95 (PNG
 * would cost about 0.7 s for a phone photo, for no gain in the words read).
 */
async function prepareImage(bytes: Uint8Array, mime: LetterMime, longSide: number): Promise<Uint8Array> {
  const { createCanvas, loadImage } = await canvasLib();
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  let orientation = 1;
  try {
    orientation = imageSize(bytes).orientation ?? 1;
  } catch {
    // No readable header: nothing to turn.
  }
  const scale = Math.min(1, longSide / Math.max(image.width, image.height));
  if (scale === 1 && orientation === 1 && (mime === 'image/jpeg' || mime === 'image/png')) return bytes;
  const canvas = createCanvas(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.encode('jpeg', 95);
}

// ---- OCR ----------------------------------------------------------------------------------------

/**
 * tesseract.js reads every language from one folder (`${langPath}/${lang}.traineddata.gz`); the
 * packages keep each language in its own. A folder of links to them, made once per version.
 */
async function languageFolder(): Promise<string> {
  const sources = OCR_LANGUAGES.map((lang) => {
    const dir = packageDir(`@tesseract.js-data/${lang}`);
    return { lang, file: join(dir, '4.0.0_best_int', `${lang}.traineddata.gz`), version: (require(`@tesseract.js-data/${lang}/package.json`) as { version: string }).version };
  });
  // Named after the files linked (paths and versions), so another checkout never finds stale links.
  const key = createHash('sha256').update(JSON.stringify(sources)).digest('hex').slice(0, 12);
  const folder = join(tmpdir(), `pali-tessdata-${key}`);
  await mkdir(folder, { recursive: true });
  for (const source of sources) {
    const target = join(folder, `${source.lang}.traineddata.gz`);
    const present = await access(target).then(
      () => true,
      () => false,
    );
    if (present) continue;
    await symlink(source.file, target).catch(() => copyFile(source.file, target));
  }
  return folder;
}

const session = createOcrSession<Uint8Array>(
  async (log, languages) => {
    const { default: Tesseract } = await import('tesseract.js');
    const worker = await Tesseract.createWorker([...languages], Tesseract.OEM.LSTM_ONLY, {
      langPath: await languageFolder(),
      // The default writes a copy of each language next to wherever Node runs.
      cacheMethod: 'none',
      gzip: true,
      logger: log,
    });
    return worker as unknown as OcrWorker<Uint8Array>;
  },
  { idleMs: 30_000 },
);

const ocr: LetterEngines<Uint8Array>['ocr'] = (image, onProgress, languages) =>
  // tesseract.js in Node takes a Buffer (a plain Uint8Array is read as a path).
  session.ocr(Buffer.from(image.buffer, image.byteOffset, image.byteLength), onProgress, languages);

const ENGINES: LetterEngines<Uint8Array> = { openPdf, renderPdfPage, imageSize: readImageSize, prepareImage, ocr };

export function nodeLetterEngines(): LetterEngines<Uint8Array> {
  return ENGINES;
}

/** Starts the OCR worker ahead of the first photo (tests and benches; optional), with English and Spanish unless told. */
export function warmNodeOcr(languages?: readonly OcrLanguage[]): Promise<void> {
  return session.warm(languages);
}

/** The languages the running OCR worker has loaded so far (none when it rests): what a photo cost. */
export function nodeOcrLanguagesLoaded(): OcrLanguage[] {
  return session.loadedLanguages();
}

export function closeNodeOcr(): Promise<void> {
  return session.close();
}

/** The text of a letter file on disk (a path) or in memory. */
export async function readLetterFileInNode(
  input: string | LetterFileBytes,
  options: { onProgress?: (progress: ReadProgress) => void } & ReadLetterOptions = {},
): Promise<LetterText> {
  const { onProgress, ...readOptions } = options;
  if (typeof input === 'string') {
    // A huge file is turned away before it is read into memory.
    if ((await stat(input)).size > LETTER_FILE_MAX_BYTES) throw new LetterFileError('too-large');
    return readLetter({ name: basename(input), type: '', bytes: new Uint8Array(await readFile(input)) }, ENGINES, onProgress, readOptions);
  }
  return readLetter(input, ENGINES, onProgress, readOptions);
}
