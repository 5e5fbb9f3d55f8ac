// readLetter's own logic with stand-in engines (pdf.js, decoding and OCR for real are tested in
// tests/unit/letters/read-letter-node.test.ts): reading order, scans, limits, errors, progress.
import { describe, expect, it, vi } from 'vitest';
import { LetterFileError, LetterReadError, OcrUnavailableError } from './letter-file';
import { OCR_LONG_SIDE, pageText, readLetter, type LetterEngines, type PdfTextItem } from './read-letter';

const item = (str: string, x: number, y: number, size = 12, width = str.length * size * 0.5): PdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  height: size,
});

const PDF = new TextEncoder().encode('%PDF-1.7\n...');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const LETTER = 'Your MassHealth renewal is due by December 21, 2026.';

function engines(overrides: Partial<LetterEngines<string>> = {}, pages: PdfTextItem[][] = [[item(LETTER, 72, 700)]]): LetterEngines<string> {
  return {
    openPdf: async () => ({
      numPages: pages.length,
      getPage: async (number: number) => ({ getTextContent: async () => ({ items: pages[number - 1]! }), number }),
      destroy: async () => undefined,
    }),
    imageSize: async () => ({ width: 3000, height: 4000 }),
    prepareImage: async () => 'image',
    ocr: async () => ({ text: LETTER, confidence: 90 }),
    ...overrides,
  };
}

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: LetterReadError) => error.problem,
  );

describe('pageText', () => {
  it('puts items in reading order: top to bottom, left to right', () => {
    const text = pageText([item('world', 130, 700), item('Notice', 72, 720), item('Hello', 72, 700), { type: 'beginMarkedContent' }]);
    expect(text).toBe('Notice\nHello world');
  });

  it('joins pieces of one word and keeps the spaces between words', () => {
    // pdf.js may cut a word in two (kerning); a gap of a letter's width is a space.
    const text = pageText([item('Noti', 72, 700, 12, 24), item('ce', 96, 700, 12, 12), item('of', 114, 700, 12, 12)]);
    expect(text).toBe('Notice of');
  });

  it('reads items a little off the baseline as one line, and a wide gap as a blank line', () => {
    const text = pageText([item('Date:', 72, 700), item('May 2', 110, 701.5), item('Dear Ana,', 72, 640)]);
    expect(text).toBe('Date: May 2\n\nDear Ana,');
  });
});

describe('readLetter', () => {
  it('reads a text PDF, pages one after another', async () => {
    const pages = [[item('Page one', 72, 700)], [item('Bring your passport to the interview.', 72, 700)]];
    const progress = vi.fn();
    const read = await readLetter({ name: 'a.pdf', type: '', bytes: PDF }, engines({}, pages), progress);
    expect(read).toEqual({ text: 'Page one\n\nBring your passport to the interview.', source: 'pdf-text', pages: 2 });
    expect(progress).toHaveBeenLastCalledWith({ stage: 'pdf', progress: 1 });
  });

  it('reads the scanned pages of a PDF with OCR where the runtime can draw them', async () => {
    const renderPdfPage = vi.fn(async (_page: unknown, _longSide: number) => 'page image');
    const ocr = vi.fn(async () => ({ text: LETTER, confidence: 90 }));
    const read = await readLetter({ name: 'a.pdf', type: '', bytes: PDF }, engines({ renderPdfPage, ocr }, [[], [item('Page 2', 500, 40)]]));
    expect(read.source).toBe('ocr');
    expect(read.text).toContain(LETTER);
    expect(renderPdfPage).toHaveBeenCalledTimes(2);
    expect(renderPdfPage.mock.calls[0]![1]).toBe(OCR_LONG_SIDE);
  });

  it('says a scan has no text where nothing can draw its pages', async () => {
    expect(await problemOf(readLetter({ name: 'a.pdf', type: '', bytes: PDF }, engines({}, [[]])))).toBe('no-text');
  });

  it('tells a password-protected PDF from a damaged one', async () => {
    const failing = (name: string) => engines({ openPdf: async () => Promise.reject(Object.assign(new Error('x'), { name })) });
    expect(await problemOf(readLetter({ name: 'a.pdf', type: '', bytes: PDF }, failing('PasswordException')))).toBe('encrypted-pdf');
    expect(await problemOf(readLetter({ name: 'a.pdf', type: '', bytes: PDF }, failing('InvalidPDFException')))).toBe('corrupt-pdf');
    expect(await problemOf(readLetter({ name: 'a.pdf', type: '', bytes: PDF }, failing('UnknownErrorException')))).toBe('corrupt-pdf');
  });

  it('checks the file first', async () => {
    await expect(readLetter({ name: 'a.pdf', type: '', bytes: JPEG }, engines())).rejects.toBeInstanceOf(LetterFileError);
    await expect(readLetter({ name: 'a.pdf', type: '', bytes: new Uint8Array(0) }, engines())).rejects.toMatchObject({ problem: 'empty' });
  });

  it('refuses huge photos before decoding them', async () => {
    const prepareImage = vi.fn(async () => 'image');
    for (const size of [
      { width: 8000, height: 6000 },
      { width: 12_001, height: 1000 },
    ]) {
      const read = readLetter({ name: 'a.jpg', type: '', bytes: JPEG }, engines({ imageSize: async () => size, prepareImage }));
      expect(await problemOf(read)).toBe('image-too-large');
    }
    expect(prepareImage).not.toHaveBeenCalled();
  });

  it('reads a photo with OCR, brought down to the OCR size', async () => {
    const prepareImage = vi.fn(async () => 'small image');
    const ocr = vi.fn(async (_image: string, report: (p: { stage: 'ocr-loading' | 'ocr'; progress: number }) => void, _languages: readonly string[]) => {
      report({ stage: 'ocr', progress: 0.5 });
      return { text: `  ${LETTER}  \n\n\n\nPage 1  `, confidence: 91 };
    });
    const progress = vi.fn();
    const read = await readLetter({ name: 'a.jpg', type: 'image/jpeg', bytes: JPEG }, engines({ prepareImage, ocr }), progress);
    expect(read).toEqual({ text: `${LETTER}\n\nPage 1`, source: 'ocr', pages: 1 });
    expect(prepareImage).toHaveBeenCalledWith(JPEG, 'image/jpeg', OCR_LONG_SIDE);
    expect(ocr.mock.calls[0]![0]).toBe('small image');
    // English and Spanish only: the reading made sense, so no Chinese data is asked for.
    expect(ocr.mock.calls.map((call) => call[2])).toEqual([['eng', 'spa']]);
    expect(progress).toHaveBeenCalledWith({ stage: 'ocr', progress: 0.5 });
  });

  it('names what went wrong with a photo', async () => {
    const read = (overrides: Partial<LetterEngines<string>>) => problemOf(readLetter({ name: 'a.jpg', type: '', bytes: JPEG }, engines(overrides)));
    expect(await read({ imageSize: async () => null })).toBe('unreadable-image');
    expect(await read({ imageSize: async () => Promise.reject(new TypeError('unsupported')) })).toBe('unreadable-image');
    expect(await read({ prepareImage: async () => Promise.reject(new Error('decode')) })).toBe('unreadable-image');
    expect(await read({ ocr: async () => ({ text: '  \n |  ', confidence: 0 }) })).toBe('no-text');
    await expect(readLetter({ name: 'a.jpg', type: '', bytes: JPEG }, engines({ ocr: async () => Promise.reject(new Error('404')) }))).rejects.toBeInstanceOf(OcrUnavailableError);
  });
  it('says the PDF reader is missing, not that the PDF is damaged, when pdf.js could not load', async () => {
    const missing = new OcrUnavailableError({ reader: 'pdf', cause: new TypeError('Failed to fetch dynamically imported module') });
    const failure = await readLetter({ name: 'a.pdf', type: '', bytes: PDF }, engines({ openPdf: async () => Promise.reject(missing) })).catch((error: unknown) => error);
    expect(failure).toBe(missing);
    expect(await problemOf(readLetter({ name: 'a.pdf', type: '', bytes: PDF }, engines({ openPdf: async () => Promise.reject(new Error('Invalid PDF structure')) })))).toBe(
      'corrupt-pdf',
    );
  });
});

describe('readLetter: Chinese pages', () => {
  // What tesseract gives for the same Chinese photo with Latin models, and with Chinese ones.
  const NOISE = { text: 'MassHealth\nDESARME\nWHEN: 2026€11868\nMassHealth 2 RRS: 100298374615\nMEL BRE: SES TEMA NA, ZUMERER, ROCANACEN, ME', confidence: 49 };
  const CHINESE = { text: '通知 日 期 : 2026 年 11 月 6 日\n请 在 2026 年 12 月 3 日 之 前 寄 回\n和\n，', confidence: 87 };
  const chineseOcr = () => vi.fn(async (_image: string, _report: unknown, languages: readonly string[]) => (languages.includes('chi_sim') ? CHINESE : NOISE));
  const photo = { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG };

  it('reads a photo again with Chinese when English and Spanish made noise of it, and keeps the better reading', async () => {
    const ocr = chineseOcr();
    const read = await readLetter(photo, engines({ ocr }));
    expect(ocr.mock.calls.map((call) => call[2])).toEqual([
      ['eng', 'spa'],
      ['eng', 'chi_sim'],
    ]);
    // Written the way Chinese is written: no spaces between characters, a full-width colon, no stray lines.
    expect(read.text).toBe('通知日期：2026年11月6日\n请在2026年12月3日之前寄回');
  });

  it('reads a Chinese reader’s photo with English and Chinese at once', async () => {
    const ocr = chineseOcr();
    const read = await readLetter(photo, engines({ ocr }), undefined, { readerLanguage: 'zh' });
    expect(ocr.mock.calls.map((call) => call[2])).toEqual([['eng', 'chi_sim']]);
    expect(read.text).toContain('2026年12月3日');
  });

  it('reads a Chinese reader’s Spanish photo again with Spanish, for its accents', async () => {
    const spanish = 'Su respuesta debe recibirse a más tardar el 12 de febrero de 2027. Si no responde antes de la fecha límite, decidiremos su caso.';
    const ocr = vi.fn(async (_image: string, _report: unknown, languages: readonly string[]) =>
      languages.includes('spa') ? { text: spanish, confidence: 83 } : { text: spanish.normalize('NFD').replace(/\p{M}/gu, ''), confidence: 78 },
    );
    const read = await readLetter(photo, engines({ ocr }), undefined, { readerLanguage: 'zh' });
    expect(ocr.mock.calls.map((call) => call[2])).toEqual([
      ['eng', 'chi_sim'],
      ['eng', 'spa'],
    ]);
    expect(read.text).toBe(spanish);
  });

  it('keeps the first reading when the Chinese one is no better, or cannot be had', async () => {
    const blurred = { text: 'Yuor MassHeallh renewel is dve by Decenber 21, 2026 or yuor coverage may end. Ca11 us.', confidence: 52 };
    const same = vi.fn(async (_image: string, _report: unknown, languages: readonly string[]) => (languages.includes('chi_sim') ? { ...blurred, confidence: 50 } : blurred));
    expect((await readLetter(photo, engines({ ocr: same }))).text).toBe(blurred.text);
    expect(same).toHaveBeenCalledTimes(2);
    const offline = vi.fn(async (_image: string, _report: unknown, languages: readonly string[]) =>
      languages.includes('chi_sim') ? Promise.reject(new Error('Failed to fetch chi_sim.traineddata')) : blurred,
    );
    expect((await readLetter(photo, engines({ ocr: offline }))).text).toBe(blurred.text);
  });

  it('reads the next scanned page of a Chinese letter in Chinese straight away', async () => {
    const ocr = chineseOcr();
    const renderPdfPage = async () => 'page image';
    const read = await readLetter({ name: 'a.pdf', type: '', bytes: PDF }, engines({ ocr, renderPdfPage }, [[], []]));
    expect(ocr.mock.calls.map((call) => call[2])).toEqual([
      ['eng', 'spa'],
      ['eng', 'chi_sim'],
      ['eng', 'chi_sim'],
    ]);
    expect(read.text.match(/2026年12月3日/g)).toHaveLength(2);
  });
});
