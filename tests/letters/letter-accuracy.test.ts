// @vitest-environment node
// Explain My Letter's accuracy on the sample letters (tests/fixtures/letters): every letter kind
// in English and in Spanish, and a few tricky ones (no known kind, a changed date, an overdue
// letter). With today fixed at 2026-11-22 and an English reader, the on-device engine must get
// every field right (sender, kind, the date to act by, legal help, urgency, key documents) on
// every letter: first on the letter's text, then on its text PDF read by the app's real reader
// (src/node/letter-engines.ts → src/core/letters/read-letter.ts, pdf.js), whose lines wrap where
// the page ends. Photos are in letter-photo-accuracy.test.ts (OCR is slow).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { LETTER_KIND_IDS } from '../../src/content/letters';
import { closeNodeOcr, readLetterFileInNode } from '../../src/node/letter-engines';
import { PHOTOGRAPHED } from '../fixtures/letters/expected';
import { DEV_EXPECTED } from './dev-eval.shared';
import { accuracyTable, EXPECTED, explain, fixture, fixtureBytes, fixtureFiles, NAMES, score, type Field } from './letter-accuracy.shared';

describe('the sample letters', () => {
  it('cover every letter kind, here or in the development corpus, each with its expectations, text and PDF', () => {
    // The sample letters were written for the first kinds (English and Spanish); the later kinds
    // are in tests/fixtures/letters-dev, with their paraphrases.
    const expectedKinds = new Set([...Object.values(EXPECTED), ...Object.values(DEV_EXPECTED)].map((each) => each.kind));
    for (const kind of LETTER_KIND_IDS) expect(expectedKinds.has(kind), kind).toBe(true);
    const files = fixtureFiles();
    const letters = files.filter((file) => file.endsWith('.txt')).map((file) => file.slice(0, -4));
    expect(letters).toEqual(NAMES);
    for (const name of NAMES) expect(files, name).toContain(`${name}.pdf`);
    expect(NAMES.filter((name) => EXPECTED[name]!.kind === null).length).toBeGreaterThanOrEqual(1);
  });

  it('have a photo of one language of every kind, and stay small', () => {
    const files = fixtureFiles();
    // Every kind these letters hold (the later kinds are photographed with the development corpus).
    const kinds = new Set(NAMES.map((name) => name.split('.')[0]!).filter((stem) => (LETTER_KIND_IDS as readonly string[]).includes(stem)));
    for (const kind of kinds)
      expect(
        PHOTOGRAPHED.some((name) => name.startsWith(`${kind}.`)),
        kind,
      ).toBe(true);
    const photos = files.filter((file) => file.endsWith('.jpg'));
    expect(photos).toEqual(PHOTOGRAPHED.map((name) => `${name}.jpg`).sort());
    for (const photo of photos) expect(fixtureBytes([photo]), photo).toBeLessThan(400_000);
    expect(fixtureBytes(files)).toBeLessThan(8_000_000);
  });

  it('are dated so that the deadlines are ahead of today, but for the overdue one', () => {
    const ahead = NAMES.filter((name) => EXPECTED[name]!.deadline !== null && EXPECTED[name]!.deadline! >= '2026-11-22');
    const passed = NAMES.filter((name) => EXPECTED[name]!.deadline !== null && EXPECTED[name]!.deadline! < '2026-11-22');
    expect(passed).toEqual(['overdue.en']);
    expect(ahead.length).toBeGreaterThan(40);
  });
});

const textScores = new Map<string, Record<Field, string | null>>();
const pdfScores = new Map<string, Record<Field, string | null>>();

afterAll(async () => {
  // The accuracy table, for the record (npx vitest run tests/letters shows it).
  console.log(`${accuracyTable('Explain My Letter on the letters’ text', textScores)}\n${accuracyTable('Explain My Letter on the text PDFs', pdfScores)}`);
  await closeNodeOcr();
});

describe('the engine on each letter’s text', () => {
  it.each(NAMES)('%s', (name) => {
    const result = explain(readFileSync(fixture(`${name}.txt`), 'utf8'));
    const scored = score(result, EXPECTED[name]!);
    textScores.set(name, scored);
    expect(scored).toEqual({ sender: null, kind: null, deadline: null, legalHelp: null, urgency: null, documents: null, language: null });
    const letterDate = EXPECTED[name]!.letterDate;
    if (letterDate) expect(result.keyDates.find((key) => key.label === 'Date of the letter')?.date).toBe(letterDate);
    // The deadline is quoted from the letter, so the reader can check it.
    if (result.deadline) expect(readFileSync(fixture(`${name}.txt`), 'utf8').replace(/\s+/g, ' ')).toContain(result.deadline.quote.slice(0, 20));
  });
});

describe('the engine on each letter’s PDF, through the app’s reader', () => {
  it.each(NAMES)('%s', async (name) => {
    const read = await readLetterFileInNode(fixture(`${name}.pdf`));
    expect(read.source).toBe('pdf-text');
    if (EXPECTED[name]!.note === 'two pages') expect(read.pages).toBe(2);
    const scored = score(explain(read.text), EXPECTED[name]!);
    pdfScores.set(name, scored);
    expect(scored).toEqual({ sender: null, kind: null, deadline: null, legalHelp: null, urgency: null, documents: null, language: null });
  });
});
