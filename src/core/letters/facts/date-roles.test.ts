import { describe, expect, it } from 'vitest';
import { weighDates } from './date-roles';
import { letterSentences } from './letter-sentences';
import { readDates } from './read-dates';
import { ALL_GRAMMARS } from './all-grammars';
import type { LetterLanguage } from '../letter-language';

const TODAY = new Date('2026-11-25T12:00:00-05:00');
function weigh(text: string, language: LetterLanguage = 'en') {
  const sentences = letterSentences(text, language);
  return weighDates(readDates(sentences, language, TODAY, ALL_GRAMMARS), sentences, language, '2026-11-25');
}
const deadlineOf = (text: string, language: LetterLanguage = 'en') => weigh(text, language).deadline.deadline?.date ?? null;

describe('the date to act by, from general evidence', () => {
  it('finds act-by dates however the sentence is built', () => {
    const head = 'Date: November 10, 2026\n\n';
    expect(deadlineOf(`${head}Please return the enclosed form by December 4, 2026.`)).toBe('2026-12-04');
    expect(deadlineOf(`${head}Mail your documents so that we receive them by December 7, 2026.`)).toBe('2026-12-07');
    expect(deadlineOf(`${head}Your payment of $45.00 must be postmarked no later than 12/15/2026.`)).toBe('2026-12-15');
    expect(deadlineOf(`${head}The hearing will be held on January 6, 2027 at 9:00 a.m. in Courtroom 3.`)).toBe('2027-01-06');
    expect(deadlineOf(`${head}YOUR INTERVIEW\nOn: Tuesday, December 8, 2026\nAt: 9:30 AM`)).toBe('2026-12-08');
    expect(deadlineOf('Fecha: 10 de noviembre de 2026\n\nDebe presentar los documentos a más tardar el 9 de diciembre de 2026.', 'es')).toBe('2026-12-09');
    expect(deadlineOf('Fecha: 10 de noviembre de 2026\n\nUsted debe desocupar la vivienda a partir del 31 de diciembre de 2026.', 'es')).toBe('2026-12-31');
    expect(deadlineOf('日期：2026年11月10日\n\n请于2026年12月3日前将表格交回学校。', 'zh')).toBe('2026-12-03');
  });

  it('never takes the letter’s own date, a birth date or a violation date', () => {
    const text = 'Notice Date: 11/12/2026\nDate of Birth: 03/04/1990\nViolation date: 11/02/2026\nPay the fine by 12/14/2026 or request a hearing.';
    const { letterDate, deadline, dates } = weigh(text);
    expect(letterDate?.fact.date).toBe('2026-11-12');
    expect(deadline.deadline?.date).toBe('2026-12-14');
    expect(dates.map((each) => each.fact.role)).toEqual(['reference', 'reference', 'reference', 'deadline']);
  });

  it('works out "within N days of the date of this notice" from the letter’s date, labelled computed', () => {
    const { deadline } = weigh('November 12, 2026\n\nIf you disagree, you must file an appeal within 21 days of the date of this notice.');
    expect(deadline.deadline).toMatchObject({ date: '2026-12-03', computed: { days: 21, from: 'letter-date', fromDate: '2026-11-12' } });
  });

  it('adds the mailing days the agency says it assumes', () => {
    const text =
      'Date: October 30, 2026\n\nYou have 60 days to ask for an appeal. The 60 days start the day after you get this letter. We assume you got this letter 5 days after the date on it.';
    expect(weigh(text).deadline.deadline).toMatchObject({ date: '2027-01-03', computed: { days: 65, from: 'receipt' } });
  });

  it('takes the end of coverage when the letter ties it to an action and names no other date', () => {
    expect(deadlineOf('Date: November 5, 2026\n\nYour coverage will end on December 31, 2026 unless you send us the renewal form.')).toBe('2026-12-31');
  });

  it('takes the new date when the letter moves one', () => {
    expect(deadlineOf('Date: November 5, 2026\n\nYour hearing was changed from December 1, 2026 to January 20, 2027.')).toBe('2027-01-20');
    expect(deadlineOf('Date: November 5, 2026\n\nYour interview, previously scheduled for December 1, 2026, will now be held on December 15, 2026.')).toBe('2026-12-15');
  });

  it('works out a year the letter did not print from the letter’s date, and says when it is a guess', () => {
    const { deadline } = weigh('Date: December 20, 2026\n\nReturn the form by January 8.');
    expect(deadline.deadline).toMatchObject({ date: '2027-01-08', uncertainYear: true });
    const confirmed = weigh('Date: December 20, 2026\n\nYour interview is on Friday, January 8 at 10 AM.');
    expect(confirmed.deadline.deadline).toMatchObject({ date: '2027-01-08', uncertainYear: false });
  });

  it('says an overdue letter is overdue instead of moving it a year ahead', () => {
    expect(deadlineOf('Date: October 14, 2026\n\nWe must receive this information by November 13, 2026.')).toBe('2026-11-13');
  });

  it('finds nothing to act on in a letter that asks nothing', () => {
    expect(deadlineOf('Date: November 3, 2026\n\nYour application was approved on October 30, 2026. Your card will arrive in the mail.')).toBeNull();
  });
});

describe('dates in bilingual notices and periods that are not the reader’s to act in', () => {
  it('reads a bilingual label’s first half, and a meeting’s block', () => {
    const text = 'Fecha del aviso / Date: 10 de noviembre de 2026\n\nAUDIENCIA / HEARING\nFecha / Date: miércoles, 3 de febrero de 2027\nHora / Time: 8:30 a. m.';
    expect(weigh(text, 'es').letterDate?.fact.date).toBe('2026-11-10');
    expect(deadlineOf(text, 'es')).toBe('2027-02-03');
  });

  it('does not count a look back, what the office does, or an option to reschedule', () => {
    const head = 'Date: October 21, 2026\n\n';
    expect(deadlineOf(`${head}Bring two proofs of residency dated within the last 60 days. Your new license will arrive within 14 business days.`)).toBeNull();
    expect(deadlineOf(`${head}Your hearing is on November 30, 2026 at 1:30 PM. If you need another date, call us before November 27, 2026.`)).toBe('2026-11-30');
  });

  it('takes the first of two strong dates: an answer due before the first court day', () => {
    expect(deadlineOf('Served on: November 20, 2026\nANSWER DUE: Monday, December 7, 2026\nFIRST COURT EVENT: Thursday, December 10, 2026 at 9:00 a.m.')).toBe('2026-12-07');
  });

  it('takes a licence’s expiry as the date to act by when nothing else is asked', () => {
    expect(deadlineOf('October 21, 2026\n\nYour license expires on your birthday: 12/19/2026. Renew it online or in person.')).toBe('2026-12-19');
  });
});
