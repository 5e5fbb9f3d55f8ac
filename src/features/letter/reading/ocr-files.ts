// The files the letter reader loads on demand, served by Pali itself under /ocr/<version>/ (never a
// CDN): tesseract.js's worker, its core in two builds (with and without SIMD; both LSTM-only), the
// English, Spanish and Simplified Chinese data, and pdf.js's worker and decoders. vite.config.ts
// copies them from node_modules into the build (and serves them in dev); the service worker keeps
// them once fetched (prepareOcrForOffline); they stay out of the precache (about 14 MB). The
// Chinese data (1.7 MB) is fetched only when a page needs it or the person reads Pali in Chinese
// (src/core/letters/ocr-languages.ts).

import type { OcrLanguage } from '../../../core/letters/ocr-languages';

/** Name under /ocr/<version>/ → file in node_modules. */
export const OCR_FILES = {
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
