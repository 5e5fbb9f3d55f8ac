import { describe, expect, it } from 'vitest';
import { addDays, findDates, findPeriods } from './find-dates';

const TODAY = new Date('2026-11-22T15:00:00Z');

describe('findDates', () => {
  it('finds every full date in English with its sentence', () => {
    const letter = 'Date: November 20, 2026\n\nDear Ana Pérez,\nYou must send the documents by December 15, 2026. Call us at (617) 555-0100. Your interview is on 01/07/2027 at 9:00 AM.';
    const dates = findDates(letter, 'en', TODAY);
    expect(dates.map((found) => found.date)).toEqual(['2026-11-20', '2026-12-15', '2027-01-07']);
    expect(dates[1]!.quote).toBe('You must send the documents by December 15, 2026.');
    expect(letter.slice(dates[1]!.offset, dates[1]!.offset + dates[1]!.text.length)).toBe(dates[1]!.text);
  });

  it('reads Spanish letters', () => {
    const dates = findDates('Fecha: 18 de noviembre de 2026. Debe presentarse el 3 de diciembre de 2026 a las 10:00.', 'es', TODAY);
    expect(dates.map((found) => found.date)).toEqual(['2026-11-18', '2026-12-03']);
    expect(dates[1]!.quote).toBe('Debe presentarse el 3 de diciembre de 2026 a las 10:00.');
  });

  it('takes a date without a year as the next one, and ignores a month with no day', () => {
    const dates = findDates('Your hearing is on January 9. Your benefits end in June 2027.', 'en', TODAY);
    expect(dates.map((found) => found.date)).toEqual(['2027-01-09']);
  });

  it('leaves "within 10 days" to the periods, not the dates', () => {
    expect(findDates('Answer within 10 days. Responda dentro de 10 días.', 'en', TODAY)).toEqual([]);
    expect(findDates('Responda dentro de 10 días.', 'es', TODAY)).toEqual([]);
  });

  it('finds nothing in a letter without dates', () => {
    expect(findDates('Please call our office if you have questions.', 'en', TODAY)).toEqual([]);
  });
});

describe('findPeriods', () => {
  it('reads "within N days" in digits, words and both', () => {
    const periods = findPeriods('You must move out within fourteen (14) days. Reply within 30 days of the date of this notice. Send it within 10 business days.', 'en');
    expect(periods.map(({ days, kind }) => [days, kind])).toEqual([
      [14, 'calendar'],
      [30, 'calendar'],
      [10, 'business'],
    ]);
    expect(periods[1]!.quote).toBe('Reply within 30 days of the date of this notice.');
  });

  it('reads Spanish periods', () => {
    const periods = findPeriods('Debe responder dentro de 30 días. Tiene un plazo: en un plazo de diez días hábiles.', 'es');
    expect(periods.map(({ days, kind }) => [days, kind])).toEqual([
      [30, 'calendar'],
      [10, 'business'],
    ]);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-11-20', 14)).toBe('2026-12-04');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2028-02-20', 10)).toBe('2028-03-01');
  });
});

describe('findDates on PDFs and photos', () => {
  it('reads a date the page wraps onto the next line', () => {
    const dates = findDates('Su licencia será suspendida el 18\nde diciembre de 2026 si no paga.', 'es', TODAY);
    expect(dates.map((found) => [found.date, found.quote])).toEqual([['2026-12-18', 'Su licencia será suspendida el 18 de diciembre de 2026 si no paga.']]);
    expect(findDates('Your interview date has been changed from December 1,\n2026 to January 20, 2027.', 'en', TODAY).map((found) => found.date)).toEqual([
      '2026-12-01',
      '2027-01-20',
    ]);
    // A line that ends a sentence, or a new line in capitals, still ends it.
    expect(findDates('Notice Date: 11/16/2026\nMassHealth ID: 100455120938', 'en', TODAY).map((found) => found.quote)).toEqual(['Notice Date: 11/16/2026']);
  });

  it('reads both ends of a range, each where it is written', () => {
    const letter = 'Your hearing was moved from December 1, 2026 to January 20, 2027.';
    const dates = findDates(letter, 'en', TODAY);
    expect(dates.map((found) => found.date)).toEqual(['2026-12-01', '2027-01-20']);
    expect(letter.slice(dates[1]!.offset, dates[1]!.offset + dates[1]!.text.length)).toBe('January 20, 2027');
  });

  it('mends OCR’s letters for figures in dates, and nowhere else', () => {
    const dates = findDates('Pay by December l5, 2O26 or by l2/2l/2O26. Call Room lO1 at the Old Colony office.', 'en', TODAY);
    expect(dates.map((found) => found.date)).toEqual(['2026-12-15', '2026-12-21']);
    expect(dates[0]!.quote).toBe('Pay by December l5, 2O26 or by l2/2l/2O26.');
  });

  it('reads figures month first in Spanish letters from Massachusetts offices, unless a date shows otherwise', () => {
    expect(findDates('Fecha: 11/12/2026. Será desconectado a partir del 11/30/2026.', 'es', TODAY).map((found) => found.date)).toEqual(['2026-11-12', '2026-11-30']);
    expect(findDates('Fecha: 13/11/2026. Cita: 02/12/2026.', 'es', TODAY).map((found) => found.date)).toEqual(['2026-11-13', '2026-12-02']);
  });
});
