// The files the letter reader loads on demand, served by Pali itself under /ocr/<version>/ (never a
// CDN): tesseract.js (its prebuilt main module and worker), its core in two builds (with and
// without SIMD; both LSTM-only), the English, Spanish and Simplified Chinese data, and pdf.js (its
// prebuilt main module, worker and decoders). vite.config.ts copies them from node_modules into the
// build (and serves them in dev); the service worker keeps them once fetched (prepareOcrForOffline);
// they stay out of the precache (about 14 MB). The main modules live here too, not in the bundle:
// neither reads anything without its worker and core from this folder, so precaching them (pdf.js
// alone is 140 kB gzip) would weigh on every install and still read nothing offline. The
// Chinese data (1.7 MB) is fetched only when a page needs it or the person reads Pali in Chinese
// (src/core/letters/ocr-languages.ts).

import type { OcrLanguage } from '../../../core/letters/ocr-languages';

/** Name under /ocr/<version>/ → file in node_modules. */
export const OCR_FILES = {
  // ESM builds, imported at run time (browser-engines.ts). Legacy pdf.js, for older phones' browsers.
  'tesseract.esm.min.js': 'tesseract.js/dist/tesseract.esm.min.js',
  'pdf.min.mjs': 'pdfjs-dist/legacy/build/pdf.min.mjs',
  'worker.min.js': 'tesseract.js/dist/worker.min.js',
  'tesseract-core-simd-lstm.wasm.js': 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-lstm.wasm.js': 'tesseract.js-core/tesseract-core-lstm.wasm.js',
  // Gzip inside, but named without ".gz": servers (sirv among them) send a ".gz" file with
  // Content-Encoding: gzip, and the browser would unpack it, so the cache would hold it at twice the
  // size. tesseract.js (with gzip: false) fetches "eng.traineddata" and unpacks it itself.
  'eng.traineddata': '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
  'spa.traineddata': '@tesseract.js-data/spa/4.0.0_best_int/spa.traineddata.gz',
  'chi_sim.traineddata': '@tesseract.js-data/chi_sim/4.0.0_best_int/chi_sim.traineddata.gz',
  'pdf.worker.min.mjs': 'pdfjs-dist/legacy/build/pdf.worker.min.mjs',
  'pdfjs-wasm/jbig2.wasm': 'pdfjs-dist/wasm/jbig2.wasm',
  'pdfjs-wasm/openjpeg.wasm': 'pdfjs-dist/wasm/openjpeg.wasm',
  'pdfjs-wasm/openjpeg_nowasm_fallback.js': 'pdfjs-dist/wasm/openjpeg_nowasm_fallback.js',
  'pdfjs-wasm/qcms_bg.wasm': 'pdfjs-dist/wasm/qcms_bg.wasm',
} as const;

export type OcrFile = keyof typeof OCR_FILES;

/** The packages whose versions name the folder, so a new version is a new URL (the cache is CacheFirst). */
export const OCR_PACKAGES = ['tesseract.js', 'tesseract.js-core', '@tesseract.js-data/eng', '@tesseract.js-data/spa', '@tesseract.js-data/chi_sim', 'pdfjs-dist'] as const;

/** The data file of each OCR language. */
export const OCR_DATA_FILES = { eng: 'eng.traineddata', spa: 'spa.traineddata', chi_sim: 'chi_sim.traineddata' } as const satisfies Record<OcrLanguage, OcrFile>;

/** The core build a device runs: with SIMD where WebAssembly has it (browser-engines.ts). */
export type OcrCoreFile = 'tesseract-core-simd-lstm.wasm.js' | 'tesseract-core-lstm.wasm.js';

/**
 * The files reading a PDF or a photo needs on a device that runs `core`, with the data of
 * `languages`, in the order prepareOcrForOffline fetches them: pdf.js first (a PDF with its text
 * needs nothing else), then tesseract.js (photos and scans). Not the JPEG 2000 decoder's no-wasm
 * fallback, for browsers without wasm.
 */
export const offlineOcrFiles = (core: OcrCoreFile, languages: readonly OcrLanguage[]): OcrFile[] => [
  'pdf.min.mjs',
  'pdf.worker.min.mjs',
  'pdfjs-wasm/jbig2.wasm',
  'pdfjs-wasm/openjpeg.wasm',
  'pdfjs-wasm/qcms_bg.wasm',
  'tesseract.esm.min.js',
  'worker.min.js',
  core,
  ...languages.map((language) => OCR_DATA_FILES[language]),
];
