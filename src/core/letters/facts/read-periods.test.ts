import { describe, expect, it } from 'vitest';
import { letterSentences } from './letter-sentences';
import { addDays } from '../deadline';
import { mailingDays, readPeriods } from './read-periods';
import type { LetterLanguage } from '../letter-language';

const periods = (text: string, language: LetterLanguage = 'en') =>
  readPeriods(letterSentences(text, language), language).map(({ days, business, from }) => ({ days, business, from }));

describe('periods counted in days', () => {
  it('reads what a period counts from', () => {
    expect(periods('You must appeal within 21 days of the date of this notice.')).toEqual([{ days: 21, business: false, from: 'letter-date' }]);
    expect(periods('You have 60 days from the date you receive this letter to ask for a hearing.')).toEqual([{ days: 60, business: false, from: 'receipt' }]);
    expect(periods('Send the papers within ten (10) business days.')).toEqual([{ days: 10, business: true, from: 'unsaid' }]);
    expect(periods('Tiene 30 días a partir de la fecha de este aviso para apelar.', 'es')).toEqual([{ days: 30, business: false, from: 'letter-date' }]);
    expect(periods('请在收到本通知后30天内提出申诉。', 'zh')).toEqual([{ days: 30, business: false, from: 'receipt' }]);
    expect(periods('自本通知日期起十五个工作日内回复。', 'zh')).toEqual([{ days: 15, business: true, from: 'letter-date' }]);
  });

  it('leaves lengths that are not periods to act in', () => {
    expect(periods('Your pay stubs from the last 30 days.')).toEqual([]);
    expect(periods('Bring 2 photos taken 30 days ago.')).toEqual([]);
  });

  it('reads the mailing days an agency adds', () => {
    const text = 'We assume you got this notice 5 days after the date on it, unless you show us you did not.';
    expect(mailingDays(letterSentences(text, 'en'), 'en')).toBe(5);
  });

  it('counts calendar and business days', () => {
    expect(addDays('2026-11-25', 21)).toBe('2026-12-16');
    expect(addDays('2026-11-27', 3, true)).toBe('2026-12-02');
  });
});
