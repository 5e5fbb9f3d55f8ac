// How long Explain My Letter takes to read a letter on the device, measured three ways:
//   1. Node: a two-page text PDF, read (pdf.js) and explained (the rules) — the phone's PDF path
//      without the browser; target under 300 ms. First run (pdf.js loading) and median.
//   2. Node: one phone photo through the OCR (tesseract.js, English + Spanish) — target under 3 s
//      once the engine is loaded; the first run, which loads it, is shown apart.
//   3. Chromium: the same photo through the built app's own reader (readLetterInBrowser, with the
//      /ocr/ files the app serves), the way the phone does it: first (engine loading) and again;
//      and the same PDF (first, with pdf.js and its worker loading, then again).
// The letters are the sample ones in tests/fixtures/letters when there; otherwise made here.
// Alone: `npx tsx tests/bench/letter-bench.ts [--dist DIR]` (with --dist, also the Chromium part,
// on that build, served as `npm start` serves it).
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { LETTER_ENGINE_CONTENT } from '../../src/content/letters/engine-content';
import { explainLetter } from '../../src/core/letters/explain-letter';
import { ALL_GRAMMARS } from '../../src/core/letters/facts/all-grammars';
import { closeNodeOcr, readLetterFileInNode } from '../../src/node/letter-engines';
import { createPaliServer } from '../../supabase/local/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { textImage, textPdf } from '../unit/letters/letter-files';
import type { ViteManifest } from './first-view';
import { runWhenMain } from './standalone';

const FIXTURES = new URL('../fixtures/letters/', import.meta.url).pathname;
const PDF_FIXTURE = 'eviction-summons.en.pdf';
const PHOTO_FIXTURE = 'court-summons.en.jpg';
// A Chinese notice photographed (tests/fixtures/letters-zh-photos): read in one pass for a reader
// of Pali in Chinese, in two for everyone else (Latin models first, then Chinese: ocr-languages.ts).
const CHINESE_PHOTO = new URL('../fixtures/letters-zh-photos/masshealth-renewal.zh.jpg', import.meta.url).pathname;
const PDF_RUNS = 20;
const TODAY = new Date('2026-11-22T17:00:00Z');
const CONTENT = LETTER_ENGINE_CONTENT;

export interface LetterBench {
  pdf: { file: string; pages: number; firstMs: number; medianMs: number };
  nodeOcr: { file: string; pixels: string; firstMs: number; warmMs: number; words: number };
  /** The Chinese photo, engine and languages loaded: for a Chinese reader, and for an English one. */
  chineseOcr?: { file: string; chineseReaderMs: number; englishReaderMs: number };
  browserOcr?: { firstMs: number; warmMs: number; words: number; sameText: boolean };
  browserPdf?: { firstMs: number; warmMs: number; sameText: boolean };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function samplePdf(): Promise<{ file: string; bytes: Uint8Array }> {
  if (existsSync(join(FIXTURES, PDF_FIXTURE))) return { file: PDF_FIXTURE, bytes: new Uint8Array(readFileSync(join(FIXTURES, PDF_FIXTURE))) };
  const line = (n: number) => `Paragraph ${n}: you must answer the summons and appear in court on December 14, 2026 at 9:00 AM.`;
  return {
    file: 'generated two-page PDF',
    bytes: await textPdf([Array.from({ length: 40 }, (_, i) => line(i)), Array.from({ length: 20 }, (_, i) => line(40 + i))]),
  };
}

async function samplePhoto(): Promise<{ file: string; bytes: Uint8Array }> {
  if (existsSync(join(FIXTURES, PHOTO_FIXTURE))) return { file: PHOTO_FIXTURE, bytes: new Uint8Array(readFileSync(join(FIXTURES, PHOTO_FIXTURE))) };
  const lines = ['Trial Court of Massachusetts', 'SUMMONS', 'You must appear in court on December 14, 2026 at 9:00 AM.', 'Bring this notice and a photo ID.'];
  return { file: 'generated photo', bytes: await textImage(lines, { width: 1320, height: 1760, size: 30, format: 'jpeg' }) };
}

async function benchPdf(print: (line?: string) => void): Promise<LetterBench['pdf'] & Sample> {
  const { file, bytes } = await samplePdf();
  const once = async () => {
    const start = performance.now();
    const read = await readLetterFileInNode({ name: 'letter.pdf', type: 'application/pdf', bytes });
    explainLetter(read.text, { readerLanguage: 'en', today: TODAY, grammars: ALL_GRAMMARS }, CONTENT);
    return { ms: performance.now() - start, pages: read.pages, text: read.text };
  };
  const first = await once();
  const times: number[] = [];
  for (let run = 0; run < PDF_RUNS; run += 1) times.push((await once()).ms);
  const result = { file, pages: first.pages, firstMs: first.ms, medianMs: median(times), bytes, text: first.text };
  print(
    `Letter PDF in Node (${file}, ${result.pages} pages, read + explained): first ${result.firstMs.toFixed(0)} ms (loading pdf.js), then median ${result.medianMs.toFixed(1)} ms over ${PDF_RUNS}`,
  );
  return result;
}

async function benchNodeOcr(photo: { file: string; bytes: Uint8Array }, print: (line?: string) => void): Promise<LetterBench['nodeOcr'] & { text: string }> {
  const { imageSize } = await import('image-size');
  const size = imageSize(photo.bytes);
  const once = async () => {
    const start = performance.now();
    const read = await readLetterFileInNode({ name: 'photo.jpg', type: 'image/jpeg', bytes: photo.bytes });
    return { ms: performance.now() - start, text: read.text };
  };
  const first = await once();
  const warm = await once();
  await closeNodeOcr();
  const pixels = `${size.width}×${size.height}`;
  print(
    `Letter photo OCR in Node (${photo.file}, ${pixels}): first ${first.ms.toFixed(0)} ms (loading the engine and eng+spa), then ${warm.ms.toFixed(0)} ms; ${words(warm.text)} words`,
  );
  return { file: photo.file, pixels, firstMs: first.ms, warmMs: warm.ms, words: words(warm.text), text: warm.text };
}

async function benchChineseOcr(print: (line?: string) => void): Promise<LetterBench['chineseOcr']> {
  if (!existsSync(CHINESE_PHOTO)) return undefined;
  const bytes = new Uint8Array(readFileSync(CHINESE_PHOTO));
  const warmRead = async (readerLanguage: 'zh' | 'en') => {
    const read = () => readLetterFileInNode({ name: 'photo.jpg', type: 'image/jpeg', bytes }, { readerLanguage });
    await read();
    const start = performance.now();
    await read();
    return performance.now() - start;
  };
  const chineseReaderMs = await warmRead('zh');
  const englishReaderMs = await warmRead('en');
  await closeNodeOcr();
  print(
    `Chinese letter photo OCR in Node (${basename(CHINESE_PHOTO)}), engine loaded: ${chineseReaderMs.toFixed(0)} ms for a reader of Pali in Chinese (eng+chi_sim), ${englishReaderMs.toFixed(0)} ms for an English reader (eng+spa, then eng+chi_sim)`,
  );
  return { file: basename(CHINESE_PHOTO), chineseReaderMs, englishReaderMs };
}

interface Sample {
  bytes: Uint8Array;
  text: string;
}

async function benchBrowser(origin: string, distDir: string, photo: Sample, pdf: Sample, print: (line?: string) => void): Promise<Pick<LetterBench, 'browserOcr' | 'browserPdf'>> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const chunk = manifest['src/features/letter/reading/read-letter-in-browser.ts'];
  if (!chunk) throw new Error('The letter reader is not a chunk of the build');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // No service worker: its install (the whole precache) would compete with the OCR for the CPU.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('requestfailed', (request) => failures.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    await page.goto(`${origin}/letter`);
    const readTwice = (bytes: Uint8Array, name: string, type: string) =>
      page
        .evaluate(
          async ({ url, bytes, name, type }) => {
            const { readLetterInBrowser } = (await import(url)) as { readLetterInBrowser: (file: File) => Promise<{ text: string }> };
            const file = new File([new Uint8Array(bytes)], name, { type });
            let start = performance.now();
            await readLetterInBrowser(file);
            const firstMs = performance.now() - start;
            start = performance.now();
            const again = await readLetterInBrowser(file);
            return { firstMs, warmMs: performance.now() - start, text: again.text };
          },
          { url: `/${chunk.file}`, bytes: [...bytes], name, type },
        )
        .catch((error: unknown) => {
          throw new Error(`Reading ${name} in Chromium failed: ${String(error)}\n${failures.join('\n')}`);
        });
    const pdfRun = await readTwice(pdf.bytes, 'letter.pdf', 'application/pdf');
    const pdfSame = pdfRun.text === pdf.text;
    print(
      `Letter PDF in Chromium (built app, read only): first ${pdfRun.firstMs.toFixed(0)} ms (loading pdf.js and its worker), then ${pdfRun.warmMs.toFixed(0)} ms; ${pdfSame ? 'the same text as in Node' : 'TEXT DIFFERS from Node'}`,
    );
    const ocrRun = await readTwice(photo.bytes, 'photo.jpg', 'image/jpeg');
    const ocrSame = ocrRun.text === photo.text;
    print(
      `Letter photo OCR in Chromium (built app, /ocr/ files): first ${ocrRun.firstMs.toFixed(0)} ms (loading the engine and eng+spa), then ${ocrRun.warmMs.toFixed(0)} ms; ${words(ocrRun.text)} words, ${ocrSame ? 'the same text as in Node' : 'not quite the text Node read (another JPEG decoder)'}`,
    );
    return {
      browserPdf: { firstMs: pdfRun.firstMs, warmMs: pdfRun.warmMs, sameText: pdfSame },
      browserOcr: { firstMs: ocrRun.firstMs, warmMs: ocrRun.warmMs, words: words(ocrRun.text), sameText: ocrSame },
    };
  } finally {
    await browser.close();
  }
}

/** Node figures always; Chromium's when a served build is given. */
export async function runLetterBench(print: (line?: string) => void, served?: { origin: string; distDir: string }): Promise<LetterBench> {
  print();
  const { bytes: pdfBytes, text: pdfText, ...pdf } = await benchPdf(print);
  const photo = await samplePhoto();
  const { text, ...nodeOcr } = await benchNodeOcr(photo, print);
  const chineseOcr = await benchChineseOcr(print);
  const browser = served ? await benchBrowser(served.origin, served.distDir, { bytes: photo.bytes, text }, { bytes: pdfBytes, text: pdfText }, print) : {};
  return { pdf, nodeOcr, ...(chineseOcr ? { chineseOcr } : {}), ...browser };
}

export function letterVerdicts(bench: LetterBench): { target: string; actual: string; pass: boolean }[] {
  return [
    { target: 'letter PDF (2 pages) read + explained in Node < 300 ms (median)', actual: `${bench.pdf.medianMs.toFixed(1)} ms`, pass: bench.pdf.medianMs < 300 },
    { target: 'letter photo OCR in Node < 3 s (engine loaded)', actual: `${(bench.nodeOcr.warmMs / 1000).toFixed(2)} s`, pass: bench.nodeOcr.warmMs < 3000 },
    ...(bench.chineseOcr
      ? [
          {
            target: 'Chinese letter photo OCR in Node < 3 s, reader of Pali in Chinese (engine loaded)',
            actual: `${(bench.chineseOcr.chineseReaderMs / 1000).toFixed(2)} s`,
            pass: bench.chineseOcr.chineseReaderMs < 3000,
          },
          {
            target: 'Chinese letter photo OCR in Node < 3 s, English reader (engine loaded)',
            actual: `${(bench.chineseOcr.englishReaderMs / 1000).toFixed(2)} s`,
            pass: bench.chineseOcr.englishReaderMs < 3000,
          },
        ]
      : []),
    ...(bench.browserOcr
      ? [{ target: 'letter photo OCR in Chromium < 3 s (engine loaded)', actual: `${(bench.browserOcr.warmMs / 1000).toFixed(2)} s`, pass: bench.browserOcr.warmMs < 3000 }]
      : []),
  ];
}

async function main(): Promise<void> {
  const index = process.argv.indexOf('--dist');
  const distDir = index > 0 ? process.argv[index + 1] : undefined;
  let bench: LetterBench;
  if (distDir) {
    const server = createPaliServer({ distDir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      bench = await runLetterBench(console.log, { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, distDir });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  } else bench = await runLetterBench(console.log);
  console.log();
  for (const verdict of letterVerdicts(bench)) console.log(`${verdict.pass ? 'PASS' : 'MISS'}  ${verdict.target}: ${verdict.actual}`);
}

runWhenMain(import.meta.url, main);
