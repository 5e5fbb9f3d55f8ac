import { describe, expect, it } from 'vitest';
import { letterSentences } from './letter-sentences';
import { readDates } from './read-dates';
import { ALL_GRAMMARS } from './all-grammars';
import type { LetterLanguage } from '../letter-language';

const TODAY = new Date('2026-11-25T12:00:00-05:00');
const read = (text: string, language: LetterLanguage = 'en') => readDates(letterSentences(text, language), language, TODAY, ALL_GRAMMARS);
const days = (text: string, language: LetterLanguage = 'en') => read(text, language).map((each) => each.date);

describe('reading the dates a letter states', () => {
  it('reads statute citations as law, not dates', () => {
    expect(days('Under M.G.L. c. 90, Section 20A 1/2, you may request a hearing.')).toEqual([]);
    expect(days('See G.L. c. 71, § 37H 3/4 and 603 CMR 53.00.')).toEqual([]);
    expect(days('Pursuant to 8 CFR 103.2(b)(8), respond by 12/10/2026.')).toEqual(['2026-12-10']);
  });

  it('reads every day of a list of days, in English and in Spanish', () => {
    expect(days('The hearing may continue on November 30, December 1 and 2, 2026.')).toContain('2026-12-01');
    expect(days('Sessions: December 7, 9 and 11, 2026.')).toEqual(['2026-12-07', '2026-12-09', '2026-12-11']);
    expect(days('Las sesiones serán el 7, 9 y 11 de diciembre de 2026.', 'es')).toEqual(['2026-12-07', '2026-12-09', '2026-12-11']);
  });

  it('reads Chinese dates, with their time', () => {
    const found = read('请于2026年12月3日前交回表格。面谈时间：2026年12月8日上午10:30。', 'zh');
    expect(found.map((each) => [each.date, each.time])).toEqual([
      ['2026-12-03', null],
      ['2026-12-08', '10:30'],
    ]);
  });

  it('keeps a damaged year as read, never another year', () => {
    const [found] = read('Your license expires on November 20, 20Z6.');
    expect(found!.yearStated).toBe(false);
    expect(found!.asRead).toBe('November 20, 20Z6');
    expect(read('Due: December 3, 20__')[0]!.asRead).toBe('December 3, 20__');
  });

  it('mends figures OCR read as letters', () => {
    expect(days('Respond by 12/O3/2O26.')).toEqual(['2026-12-03']);
  });

  it('takes a time on its own to the date before it', () => {
    const [found] = read('On: Tuesday, December 8, 2026 At: 9:30 AM');
    expect(found).toMatchObject({ date: '2026-12-08', time: '09:30', weekday: 2 });
  });

  it('does not cut a sentence at an abbreviated month', () => {
    const found = read('Please respond by Dec. 3, 2026, or call us.');
    expect(found).toHaveLength(1);
    expect(found[0]!.quote).toBe('Please respond by Dec. 3, 2026, or call us.');
  });

  it('reads figures month first, unless a date can only be day first', () => {
    expect(days('Date: 11/10/2026. Pay by 12/01/2026.')).toEqual(['2026-11-10', '2026-12-01']);
    expect(days('Fecha: 25/11/2026. Pague antes del 03/12/2026.', 'es')).toEqual(['2026-11-25', '2026-12-03']);
  });
});

// Carried over from the reader this one replaced (the old find-dates.ts): what PDFs and photos do to dates.
describe('dates on PDFs and photos', () => {
  it('reads a date the page wraps onto the next line', () => {
    expect(read('Su licencia será suspendida el 18\nde diciembre de 2026 si no paga.', 'es').map((found) => [found.date, found.quote])).toEqual([
      ['2026-12-18', 'Su licencia será suspendida el 18 de diciembre de 2026 si no paga.'],
    ]);
    expect(days('Your interview date has been changed from December 1,\n2026 to January 20, 2027.')).toEqual(['2026-12-01', '2027-01-20']);
    // A line that ends a sentence, or a new line in capitals, still ends it.
    expect(read('Notice Date: 11/16/2026\nMassHealth ID: 100455120938').map((found) => found.quote)).toEqual(['Notice Date: 11/16/2026']);
  });

  it('reads both ends of a range, each where it is written', () => {
    const letter = 'Your hearing was moved from December 1, 2026 to January 20, 2027.';
    const dates = read(letter);
    expect(dates.map((found) => found.date)).toEqual(['2026-12-01', '2027-01-20']);
    expect(letter.slice(dates[1]!.offset, dates[1]!.offset + dates[1]!.text.length)).toBe('January 20, 2027');
  });

  it('mends OCR’s letters for figures in dates, and nowhere else', () => {
    const dates = read('Pay by December l5, 2O26 or by l2/2l/2O26. Call Room lO1 at the Old Colony office.');
    expect(dates.map((found) => found.date)).toEqual(['2026-12-15', '2026-12-21']);
    expect(dates[0]!.quote).toBe('Pay by December l5, 2O26 or by l2/2l/2O26.');
  });

  it('reads figures month first in Spanish letters from Massachusetts offices, unless a date shows otherwise', () => {
    expect(days('Fecha: 11/12/2026. Será desconectado a partir del 11/30/2026.', 'es')).toEqual(['2026-11-12', '2026-11-30']);
    expect(days('Fecha: 13/11/2026. Cita: 02/12/2026.', 'es')).toEqual(['2026-11-13', '2026-12-02']);
  });
});
