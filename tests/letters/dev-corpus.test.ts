// Keeps the development corpus honest as a fixture: every letter has an expectation and
// every expectation a letter, paraphrases point at a letter that exists and promise the same facts,
// dates are real ISO dates no later than the corpus's "today", and every phone the person is meant to
// tap is printed in the letter. It checks the fixtures only, never the engine.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DevLetterExpectation } from '../fixtures/letters-dev/dev-letter-types';
import { EXPECTED_EN } from '../fixtures/letters-dev/expected-en';
import { EXPECTED_ES_ZH } from '../fixtures/letters-dev/expected-es-zh';

const HERE = fileURLToPath(new URL('../fixtures/letters-dev/', import.meta.url));
/** The corpus is read at noon in Boston on this day. */
const TODAY = '2026-11-25';

const SENDERS = ['rmv', 'masshealth', 'school', 'court', 'uscis', 'ice', 'eviction', 'notsure'];
const AGENCIES = [
  'rmv',
  'masshealth',
  'health-connector',
  'uscis',
  'ice',
  'eoir',
  'irs',
  'ssa',
  'dta',
  'dua',
  'dor-child-support',
  'dor',
  'housing-authority',
  'landlord',
  'school',
  'trial-court',
  'jury-commissioner',
  'utility',
  'city-parking',
  'police',
];
const KINDS = [
  ...['rmv-renewal', 'rmv-suspension', 'rmv-road-test', 'masshealth-renewal', 'masshealth-information-request', 'masshealth-approval', 'masshealth-termination'],
  ...['uscis-receipt', 'uscis-biometrics', 'uscis-rfe', 'uscis-interview', 'uscis-denial', 'ice-notice-to-report', 'immigration-court-hearing', 'notice-to-quit'],
  ...['eviction-summons', 'court-summons', 'jury-summons', 'school-registration', 'school-immunization', 'school-records', 'utility-shutoff', 'benefits-interview'],
  ...['irs-proposed-change', 'irs-balance-due', 'ssa-overpayment', 'dta-recertification', 'dta-benefits-ending', 'dua-fact-finding', 'dua-determination', 'uscis-approval'],
  ...['parking-citation', 'utility-past-due', 'lease-nonrenewal', 'rent-increase', 'school-discipline-hearing', 'housing-recertification', 'clerk-magistrate-hearing'],
  ...['health-connector-premium', 'child-support'],
];

const EXPECTED: Record<string, DevLetterExpectation> = { ...EXPECTED_EN, ...EXPECTED_ES_ZH };
const LETTERS = readdirSync(HERE)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => file.slice(0, -'.txt'.length))
  .sort();
const letterText = (name: string) => readFileSync(join(HERE, `${name}.txt`), 'utf8');

/** `<kebab-name>[--pN].<lang>`: the base name, the paraphrase variant (if any) and the language. */
const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:--(p\d))?\.(en|es|zh)$/;

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The digits of each run of digits and phone punctuation on one line, so "(617) 555-0100", "617-555-0100" and "1-877-623-6765" all count. */
function phoneRuns(text: string): string[] {
  return (text.match(/[\d(（][\d \t().\-（）]*\d/g) ?? []).map((run) => run.replace(/\D/g, ''));
}

/** The facts a paraphrase must share with its letter. */
const facts = ({ paraphraseOf: _of, note: _note, ...rest }: DevLetterExpectation) => rest;

describe('development letter corpus', () => {
  it('has English, Spanish and Chinese letters, with no name in both expectation files', () => {
    const shared = Object.keys(EXPECTED_EN).filter((name) => name in EXPECTED_ES_ZH);
    expect(shared).toEqual([]);
    for (const language of ['en', 'es', 'zh'])
      expect(
        LETTERS.some((name) => name.endsWith(`.${language}`)),
        language,
      ).toBe(true);
  });

  it('has an expectation for every letter and a letter for every expectation', () => {
    expect(LETTERS.filter((name) => !(name in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((name) => !LETTERS.includes(name))).toEqual([]);
  });

  it('names letters in kebab case with their language, which the expectation repeats', () => {
    for (const [name, expectation] of Object.entries(EXPECTED)) {
      const match = NAME.exec(name);
      expect(match, name).not.toBeNull();
      expect(expectation.language, name).toBe(match?.[3]);
    }
  });

  it('points every paraphrase at a letter that exists and gives it the same facts', () => {
    for (const [name, expectation] of Object.entries(EXPECTED)) {
      const [, base, variant, language] = NAME.exec(name) ?? [];
      if (variant === undefined) {
        expect(expectation.paraphraseOf, name).toBeUndefined();
        continue;
      }
      expect(expectation.paraphraseOf, name).toBe(`${base}.${language}`);
      const original = EXPECTED[`${base}.${language}`];
      expect(original, `${name}: base letter`).toBeDefined();
      if (original) expect(facts(expectation), name).toEqual(facts(original));
    }
  });

  it('uses the spec’s senders and the known agencies and kinds', () => {
    for (const [name, expectation] of Object.entries(EXPECTED)) {
      expect(SENDERS, name).toContain(expectation.sender);
      if (expectation.agency !== null) expect(AGENCIES, name).toContain(expectation.agency);
      if (expectation.kind !== null) expect(KINDS, name).toContain(expectation.kind);
      expect(expectation.senderName.trim(), name).not.toBe('');
    }
  });

  it('writes dates as real ISO dates, with letters dated no later than today', () => {
    for (const [name, { letterDate, deadline, appointment }] of Object.entries(EXPECTED)) {
      for (const date of [letterDate, deadline, appointment?.date ?? null]) if (date !== null) expect(isIsoDate(date), `${name}: ${date}`).toBe(true);
      if (letterDate !== null) expect(letterDate <= TODAY, `${name}: letter dated ${letterDate}`).toBe(true);
      if (appointment?.time) expect(appointment.time, name).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
  });

  it('keeps asks in lower case, amounts in whole cents and phones as 10 digits', () => {
    for (const [name, { asks, amounts = [], phones = [] }] of Object.entries(EXPECTED)) {
      for (const ask of asks) expect(ask, name).toBe(ask.toLowerCase());
      for (const amount of amounts) expect(Number.isInteger(amount) && amount > 0, `${name}: ${amount}`).toBe(true);
      for (const phone of phones) expect(phone, name).toMatch(/^\d{10}$/);
    }
  });

  it('prints every expected phone number in its letter', () => {
    for (const [name, { phones = [] }] of Object.entries(EXPECTED)) {
      if (!LETTERS.includes(name)) continue;
      const runs = phoneRuns(letterText(name));
      for (const phone of phones)
        expect(
          runs.some((digits) => digits.includes(phone)),
          `${name}: ${phone}`,
        ).toBe(true);
    }
  });

  it('finds no phone in a letter that does not print it (the check can fail)', () => {
    expect(phoneRuns('Call (617) 555-0100 or 1-877-623-6765.')).toEqual(['6175550100', '18776236765']);
    expect(phoneRuns('Notice date: 11/13/2026. Ticket 7421 8836.').some((digits) => digits.includes('6175550100'))).toBe(false);
  });
});
