// The /ocr/ files the build copies (vite.config.ts) are all in node_modules, every OCR language has
// its data file among them, and each file's package names the versioned folder; what a device keeps
// for offline use is among them, pdf.js's and tesseract.js's main modules included.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHINESE_OCR, LATIN_OCR, offlineOcrLanguages } from '../../../core/letters/ocr-languages';
import { OCR_DATA_FILES, OCR_FILES, OCR_PACKAGES, offlineOcrFiles } from './ocr-files';

const modules = new URL('../../../../node_modules/', import.meta.url);

describe('OCR_FILES', () => {
  it('names files that are in node_modules, each from a package that names the folder', () => {
    for (const source of Object.values(OCR_FILES)) {
      expect(() => readFileSync(new URL(source, modules)), source).not.toThrow();
      expect(
        OCR_PACKAGES.some((name) => source.startsWith(`${name}/`)),
        source,
      ).toBe(true);
    }
  });

  it('has the data of every language the reader uses, gzip inside (tesseract.js unpacks it)', () => {
    for (const language of new Set([...LATIN_OCR, ...CHINESE_OCR, ...offlineOcrLanguages('zh')])) {
      const file = OCR_DATA_FILES[language];
      expect(file).toBe(`${language}.traineddata`);
      const bytes = readFileSync(new URL(OCR_FILES[file], modules));
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    }
  });

  it('keeps Chinese data out of what an English or Spanish reader fetches for offline use', () => {
    for (const reader of ['en', 'es'] as const) expect(offlineOcrLanguages(reader).map((language) => OCR_DATA_FILES[language])).not.toContain('chi_sim.traineddata');
    expect(offlineOcrLanguages('zh').map((language) => OCR_DATA_FILES[language])).toContain('chi_sim.traineddata');
  });
});

describe('offlineOcrFiles', () => {
  it('keeps both main modules with their workers, the one core build and the languages asked for, once each', () => {
    for (const core of ['tesseract-core-simd-lstm.wasm.js', 'tesseract-core-lstm.wasm.js'] as const) {
      const files = offlineOcrFiles(core, offlineOcrLanguages('en'));
      for (const file of files) expect(Object.hasOwn(OCR_FILES, file), file).toBe(true);
      expect(new Set(files).size).toBe(files.length);
      expect(files).toEqual(expect.arrayContaining(['pdf.min.mjs', 'pdf.worker.min.mjs', 'tesseract.esm.min.js', 'worker.min.js', core, 'eng.traineddata', 'spa.traineddata']));
      expect(files.filter((file) => file.startsWith('tesseract-core-'))).toEqual([core]);
      expect(files).not.toContain('chi_sim.traineddata');
    }
    expect(offlineOcrFiles('tesseract-core-lstm.wasm.js', offlineOcrLanguages('zh'))).toContain('chi_sim.traineddata');
  });

  it('fetches pdf.js first: a PDF with its text needs none of the OCR files', () => {
    expect(offlineOcrFiles('tesseract-core-lstm.wasm.js', LATIN_OCR).slice(0, 2)).toEqual(['pdf.min.mjs', 'pdf.worker.min.mjs']);
  });
});
