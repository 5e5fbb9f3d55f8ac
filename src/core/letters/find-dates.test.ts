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
