// The explanation is written from the letter's facts: a letter of no known kind still
// says who wrote, what they want, by when, where to be, what to bring and whom to call, in the
// reader's language; a school's own list of papers reaches "What to bring".
import { describe, expect, it } from 'vitest';
import { LETTER_ENGINE_CONTENT } from '../../content/letters/engine-content';
import { explainLetter } from './explain-letter';
import { ALL_GRAMMARS } from './facts/all-grammars';
import type { Language } from '../language';

const TODAY = new Date('2026-11-25T12:00:00-05:00');
const explain = (text: string, readerLanguage: Language = 'en') => explainLetter(text, { readerLanguage, today: TODAY, grammars: ALL_GRAMMARS }, LETTER_ENGINE_CONTENT);

const CLINIC = `Harbor Community Health Center
398 Neponset Ave, Dorchester, MA 02122

November 18, 2026

Dear Ms. Duarte,

Your appointment with Dr. Okafor is on Thursday, December 10, 2026 at 3:15 PM.
Location: 398 Neponset Ave, 2nd floor, Dorchester.

Please bring the following:
- your insurance card
- a list of your medicines
- a photo ID

To change the time, call (617) 555-0144.`;

const SCHOOL = `Lowell Public Schools
Family Resource Center

November 16, 2026

To register your child for kindergarten, please bring these four documents to the Family Resource Center by December 4, 2026:
1. Birth certificate
2. Immunization record
3. Two proofs of Lowell residency (a lease or a utility bill)
4. Your photo ID`;

describe('an explanation written from the letter’s facts', () => {
  it('tells the person everything a letter of no known kind says', () => {
    const result = explain(CLINIC);
    expect(result.kind).toBeNull();
    expect(result.senderName).toBe('Harbor Community Health Center');
    expect(result.appointment).toMatchObject({ date: '2026-12-10', time: '15:15', byPhone: false });
    expect(result.summary).toContain('From: Harbor Community Health Center.');
    expect(result.summary).toContain('December 10, 2026');
    expect(result.documentsNeeded).toEqual(expect.arrayContaining([expect.stringContaining('insurance card'), expect.stringContaining('photo ID')]));
    expect(result.phones[0]).toMatchObject({ number: '(617) 555-0144', tel: '+16175550144' });
    expect(result.actionItems.join('\n')).toContain('(617) 555-0144');
    expect(result.legalHelp).toBe(false);
  });

  it('puts a school’s own list of papers in "What to bring", with translations for a Spanish reader', () => {
    const result = explain(SCHOOL, 'es');
    expect(result.deadline?.date).toBe('2026-12-04');
    expect(result.asks.map((ask) => ask.text)).toEqual(expect.arrayContaining(['Birth certificate', 'Immunization record']));
    expect(result.asks.find((ask) => ask.text === 'Birth certificate')?.translation).toBe('Certificado de nacimiento');
    expect(result.documentsNeeded.length).toBeGreaterThanOrEqual(4);
    expect(result.summary).toContain('De: Lowell Public Schools.');
  });

  it('says a year it had to guess is a guess, and never badges it', () => {
    const result = explain('Harbor Bank\n\nPlease bring your new ID to any branch by Tuesday, December 8.');
    expect(result.deadline).toMatchObject({ date: '2026-12-08' });
    // No letter date and a weekday that matches: still, with no year printed the year is inferred.
    const damaged = explain('Harbor Bank\nDate: November 20, 2026\n\nPlease bring your new ID to any branch by December 8, 20Z6.');
    expect(damaged.deadline).toMatchObject({ uncertainYear: true, asRead: 'December 8, 20Z6' });
    expect(damaged.summary).toContain('December 8, 20Z6');
  });
});
