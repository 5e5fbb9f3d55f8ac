// @vitest-environment happy-dom
// pdf.js's and tesseract.js's main modules are served from /ocr/ and imported at run time, out of
// the bundle (browser-engines.ts): the files OCR_FILES names must be ES modules that give what the
// reader calls, and pdf.js's the same version as its worker. (tesseract.js's browser build reads
// `self` as it loads, hence a DOM here; reading real letters with them is tests/e2e/letter.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OCR_FILES, type OcrFile } from './ocr-files';

// A path, not a file: URL (under happy-dom, import.meta.url is not one); vitest runs from the repo.
const inModules = (file: OcrFile) => join(process.cwd(), 'node_modules', OCR_FILES[file]);
const importOcrFile = (file: OcrFile): Promise<Record<string, unknown>> => import(/* @vite-ignore */ inModules(file));

describe('the main modules served from /ocr/', () => {
  it('pdf.js: the legacy build, with what the reader calls, of its worker’s version', async () => {
    expect(OCR_FILES['pdf.min.mjs']).toMatch(/\/legacy\//);
    const pdfjs = await importOcrFile('pdf.min.mjs');
    for (const name of ['getDocument', 'PDFWorker']) expect(typeof pdfjs[name], name).toBe('function');
    expect(pdfjs.GlobalWorkerOptions).toBeTypeOf('function');
    expect(pdfjs.VerbosityLevel).toMatchObject({ ERRORS: 0 });
    const worker = readFileSync(inModules('pdf.worker.min.mjs'), 'utf8');
    expect(worker).toContain(`"${String(pdfjs.version)}"`);
  });

  it('tesseract.js: a default export with createWorker and the LSTM engine mode', async () => {
    const { default: tesseract } = (await importOcrFile('tesseract.esm.min.js')) as { default: { createWorker: unknown; OEM: Record<string, number> } };
    expect(tesseract.createWorker).toBeTypeOf('function');
    expect(tesseract.OEM.LSTM_ONLY).toBe(1);
  });
});
