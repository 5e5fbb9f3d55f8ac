// The letter reader's engines on the phone: pdf.js (legacy build, for older phones) with its worker,
// the browser's own image decoder (createImageBitmap turns photos upright per their EXIF) and a
// canvas to scale them, tesseract.js in its Web Worker, with the languages each page asks for (as in
// Node: English and Spanish, Chinese only when needed; src/core/letters/ocr-languages.ts). Every
// file comes from Pali's /ocr/ folder, pdf.js's and tesseract.js's main modules too (imported from
// there at run time, so the bundle and the precache hold neither: ocr-files.ts); this module is only
// ever imported dynamically, so none of it weighs on the first view.
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type * as TesseractJs from 'tesseract.js';
import { simd } from 'wasm-feature-detect';
import { OcrUnavailableError, type LetterMime } from '../../../core/letters/letter-file';
import { once } from '../../../core/once';
import { createOcrSession, type OcrWorker } from '../../../core/letters/ocr-session';
import type { LetterEngines, OcrProgress, PdfDocumentLike, PdfPageLike } from '../../../core/letters/read-letter';
import type { OcrCoreFile, OcrFile } from './ocr-files';

/** The versioned folder of the /ocr/ files, set by the build (vite.config.ts); plain /ocr/ elsewhere. */
const OCR_DIR: string = import.meta.env.PALI_OCR_DIR ?? '/ocr/';

/** An absolute URL of one of the /ocr/ files (workers resolve relative URLs against themselves). */
export const ocrUrl = (file: OcrFile | 'pdfjs-wasm/' | '') => new URL(`${OCR_DIR}${file}`, self.location.origin).href;

const failedImports = new Map<OcrFile, number>();

/**
 * One of the main modules, imported from /ocr/ at run time. Some browsers keep a failed import
 * (offline before the file was kept) failed for that URL until a reload; a fragment makes the next
 * try a new import, and the service worker's cache still matches (it ignores fragments).
 */
async function importOcrModule<Module>(file: 'pdf.min.mjs' | 'tesseract.esm.min.js'): Promise<Module> {
  const failures = failedImports.get(file) ?? 0;
  try {
    return (await import(/* @vite-ignore */ failures ? `${ocrUrl(file)}#retry-${failures}` : ocrUrl(file))) as Module;
  } catch (error) {
    failedImports.set(file, failures + 1);
    throw error;
  }
}

/**
 * pdf.js and one worker for every PDF (a worker per document would parse its 1.3 MB each time).
 * Like every module here, a download that failed (offline) is tried again by the next letter.
 */
const loadPdfjs = once(() =>
  importOcrModule<typeof PdfJs>('pdf.min.mjs').then((module) => {
    module.GlobalWorkerOptions.workerSrc = ocrUrl('pdf.worker.min.mjs');
    return { module, worker: new module.PDFWorker({ verbosity: module.VerbosityLevel.ERRORS }) };
  }),
);

async function openPdf(bytes: Uint8Array): Promise<PdfDocumentLike> {
  // pdf.js itself not loading is not the letter's fault: say "connect once", not "damaged".
  const { module, worker } = await loadPdfjs().catch((error: unknown) => {
    throw new OcrUnavailableError({ cause: error, reader: 'pdf' });
  });
  return module.getDocument({
    // pdf.js hands the buffer to its worker (detaching it); a copy keeps the caller's bytes.
    data: new Uint8Array(bytes),
    worker,
    isEvalSupported: false,
    wasmUrl: ocrUrl('pdfjs-wasm/'),
    verbosity: module.VerbosityLevel.ERRORS,
  }).promise;
}

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** JPEG at quality 95: PNG takes several times longer to encode, for no gain in the words read. */
const jpegOf = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded'))), 'image/jpeg', 0.95));

async function renderPdfPage(page: PdfPageLike, longSide: number): Promise<Blob> {
  const proxy = page as PdfJs.PDFPageProxy;
  const base = proxy.getViewport({ scale: 1 });
  const viewport = proxy.getViewport({ scale: longSide / Math.max(base.width, base.height) });
  const canvas = canvasOf(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    await proxy.render({ canvas, viewport }).promise;
    return await jpegOf(canvas);
  } finally {
    proxy.cleanup();
    canvas.width = 0;
    canvas.height = 0;
  }
}

const loadImageSize = once(() => import('image-size'));
const sizeOf = async (bytes: Uint8Array) => (await loadImageSize()).imageSize(bytes);

async function imageSize(bytes: Uint8Array) {
  const { width, height } = await sizeOf(bytes);
  return width && height ? { width, height } : null;
}

async function decode(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (error) {
    // Older engines know only 'none' | 'flipY' and reject the option itself; they apply EXIF anyway.
    if (error instanceof TypeError) return createImageBitmap(blob);
    throw error;
  }
}

/**
 * Decoded (an undecodable photo fails here, not in the OCR), upright and at most `longSide`. A
 * JPEG or PNG that is already both goes to the OCR as it is; others are drawn and re-encoded.
 */
async function prepareImage(bytes: Uint8Array, mime: LetterMime, longSide: number): Promise<Blob> {
  const original = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mime });
  const bitmap = await decode(original);
  try {
    const scale = Math.min(1, longSide / Math.max(bitmap.width, bitmap.height));
    const orientation = await sizeOf(bytes).then(
      (size) => size.orientation ?? 1,
      () => 1,
    );
    if (scale === 1 && orientation === 1 && (mime === 'image/jpeg' || mime === 'image/png')) return original;
    const canvas = canvasOf(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const jpeg = await jpegOf(canvas);
    canvas.width = 0;
    canvas.height = 0;
    return jpeg;
  } finally {
    bitmap.close();
  }
}

/** The one core build this device runs: with SIMD where WebAssembly has it (every recent browser). */
export const ocrCoreFile = once(() => simd().then((yes): OcrCoreFile => (yes ? 'tesseract-core-simd-lstm.wasm.js' : 'tesseract-core-lstm.wasm.js')));

/** tesseract.js's browser build: its default export is what `import('tesseract.js')` gives in a bundle. */
const loadTesseract = once(() => importOcrModule<{ default: typeof TesseractJs }>('tesseract.esm.min.js'));

const session = createOcrSession<Blob>(async (log, languages) => {
  const [{ default: Tesseract }, core] = await Promise.all([loadTesseract(), ocrCoreFile()]);
  const worker = await Tesseract.createWorker([...languages], Tesseract.OEM.LSTM_ONLY, {
    workerPath: ocrUrl('worker.min.js'),
    // A file, not a folder: tesseract.js would otherwise pick the relaxed-SIMD build, not served.
    corePath: ocrUrl(core),
    langPath: ocrUrl(''),
    // Our own worker file, not a blob: URL that imports it.
    workerBlobURL: false,
    // The service worker keeps the files; no second copy in IndexedDB.
    cacheMethod: 'none',
    // The files are named "eng.traineddata" (gzip inside, unpacked by tesseract.js): see ocr-files.ts.
    gzip: false,
    logger: log,
  });
  return worker as unknown as OcrWorker<Blob>;
});

export const browserLetterEngines: LetterEngines<Blob> = {
  openPdf,
  renderPdfPage,
  imageSize,
  prepareImage,
  ocr: (image: Blob, onProgress: (progress: OcrProgress) => void, languages) => session.ocr(image, onProgress, languages),
};
