// @vitest-environment node
// Reading Chinese letters with the app's real reader (src/node/letter-engines.ts: tesseract.js with
// the data from node_modules), on phone photos made by tests/fixtures/letters-zh-photos/generate.ts
// (tilted, unevenly lit, a little blurred, noisy, JPEG): the Chinese data is loaded only when a
// page needs it, and then the letter's words and dates come through.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { closeNodeOcr, nodeOcrLanguagesLoaded, readLetterFileInNode } from '../../src/node/letter-engines';

const zhPhoto = (name: string) => fileURLToPath(new URL(`../fixtures/letters-zh-photos/${name}`, import.meta.url));
const letterPhoto = (name: string) => fileURLToPath(new URL(`../fixtures/letters/${name}`, import.meta.url));

// What the person most needs from each letter, in its own words.
const SCHOOL = ['波士顿公立学校', '出生证明', '疫苗接种记录', '住址证明', '身份证件', '2026年12月3日', '(617) 555-0142'];
const MASSHEALTH = ['MassHealth', '更新表格', '2026年12月21日', '收入证明', '工资单', '医疗保险可能会被终止'];

const times: string[] = [];
async function timed<T>(label: string, read: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await read();
  times.push(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s, loaded ${nodeOcrLanguagesLoaded().join('+')}`);
  return result;
}

// Each case starts with no worker, so what it loaded is its own doing; the first reading of each
// includes starting tesseract (about half a second).
beforeEach(async () => {
  await closeNodeOcr();
});

afterAll(async () => {
  console.log(`Chinese OCR, time per photo in Node (one worker, started afresh for each):\n  ${times.join('\n  ')}`);
  await closeNodeOcr();
});

describe('English and Spanish photos never load the Chinese data', () => {
  it('reads an English photo (printed in a CJK font, through the Chinese photos’ own path) with English and Spanish only', async () => {
    const read = await timed('English photo, English reader', () => readLetterFileInNode(zhPhoto('school-enrolment.en.jpg')));
    expect(read.text).toContain('December 3, 2026');
    expect(read.text).toContain('birth certificate');
    expect(nodeOcrLanguagesLoaded()).toEqual(['eng', 'spa']);
  }, 60_000);

  it.each(['masshealth-termination.en.jpg', 'uscis-rfe.es.jpg'])(
    'reads %s with English and Spanish only',
    async (name) => {
      const read = await timed(`${name}, default reader`, () => readLetterFileInNode(letterPhoto(name)));
      expect(read.text.length).toBeGreaterThan(500);
      expect(read.text).not.toMatch(/\p{Script=Han}/u);
      expect(nodeOcrLanguagesLoaded()).toEqual(['eng', 'spa']);
    },
    60_000,
  );
});

describe('Chinese photos are read in Chinese', () => {
  it.each([
    ['school-enrolment.zh.jpg', SCHOOL],
    ['masshealth-renewal.zh.jpg', MASSHEALTH],
  ])(
    '%s: found to be Chinese after the English-and-Spanish reading, and read again',
    async (name, phrases) => {
      const read = await timed(`${name}, English reader (two readings)`, () => readLetterFileInNode(zhPhoto(name)));
      expect(read.source).toBe('ocr');
      for (const phrase of phrases) expect(read.text, read.text).toContain(phrase);
      expect(nodeOcrLanguagesLoaded()).toContain('chi_sim');
    },
    90_000,
  );

  it('reads a Chinese reader’s photos with English and Chinese at once', async () => {
    const read = await timed('school-enrolment.zh.jpg, Chinese reader (one reading)', () => readLetterFileInNode(zhPhoto('school-enrolment.zh.jpg'), { readerLanguage: 'zh' }));
    for (const phrase of SCHOOL) expect(read.text, read.text).toContain(phrase);
    expect(nodeOcrLanguagesLoaded()).toEqual(['eng', 'chi_sim']);
    // An English letter for the same reader reads as English, in the same one reading.
    const english = await timed('English photo, Chinese reader', () => readLetterFileInNode(zhPhoto('school-enrolment.en.jpg'), { readerLanguage: 'zh' }));
    expect(english.text).toContain('Please come to the');
    expect(english.text).toContain('December 3, 2026');
    expect(nodeOcrLanguagesLoaded()).toEqual(['eng', 'chi_sim']);
  }, 90_000);

  it('reads a Chinese reader’s Spanish photo again with Spanish, for its accents', async () => {
    const read = await timed('uscis-rfe.es.jpg, Chinese reader (two readings)', () => readLetterFileInNode(letterPhoto('uscis-rfe.es.jpg'), { readerLanguage: 'zh' }));
    expect(read.text).toContain('a más tardar el 12 de febrero de 2027');
    expect(nodeOcrLanguagesLoaded()).toEqual(['eng', 'chi_sim', 'spa']);
  }, 90_000);

  it('reads a scanned PDF of a Chinese letter', async () => {
    const document = await PDFDocument.create();
    const image = await document.embedJpg(await readFile(zhPhoto('masshealth-renewal.zh.jpg')));
    document.addPage([612, 816]).drawImage(image, { x: 0, y: 0, width: 612, height: 816 });
    const bytes = await document.save();
    const read = await timed('scanned PDF of masshealth-renewal.zh, English reader', () => readLetterFileInNode({ name: 'scan.pdf', type: 'application/pdf', bytes }));
    expect(read).toMatchObject({ source: 'ocr', pages: 1 });
    for (const phrase of ['更新表格', '2026年12月21日', '工资单']) expect(read.text, read.text).toContain(phrase);
  }, 90_000);
});
