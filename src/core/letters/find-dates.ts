// Every date a letter states, with the sentence it comes from, so the reader can see where a date
// was found; and the "within N days" periods that count from one. Dates are read by chrono-node
// (English and Spanish letters); sentences are cut by Intl.Segmenter. Nothing here guesses which
// date matters: that is the letter kind's job (its deadline cues).
import * as chrono from 'chrono-node';

export type LetterLanguage = 'en' | 'es';

export interface FoundDate {
  /** The calendar day, YYYY-MM-DD, as the letter writes it (no time zone involved). */
  date: string;
  /** The words that name the date, as written. */
  text: string;
  /** The whole sentence the date sits in, whitespace tidied: what the screen quotes. */
  quote: string;
  /** Where the sentence starts in the letter's text. */
  offset: number;
}

export interface FoundPeriod {
  days: number;
  /** 'business' when the letter counts business days. */
  kind: 'calendar' | 'business';
  quote: string;
  offset: number;
}

const PARSERS = { en: chrono.en.strict, es: chrono.es.strict } as const;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
// What chrono reads: line breaks as spaces, and OCR's letters-for-figures mended in tokens that
// are figures otherwise ("2O26", "l5", "1O/3O/2026" → "2026", "15", "10/30/2026"); both one
// character for one, so offsets stay the sentence's. A word with no figure in it is left alone.
const OCR_FIGURES: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', '|': '1' };
const oneLine = (text: string) =>
  text.replace(/\s/g, ' ').replace(/(?<![\p{L}\d])[\dOolI|]*\d[\dOolI|]*(?![\p{L}\d])/gu, (token) => token.replace(/[OolI|]/g, (char) => OCR_FIGURES[char]!));
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The text with the line breaks a page wraps a sentence at turned into spaces (one for one, so
 * offsets hold): a PDF's lines and a photo's OCR break sentences wherever the paper ends ("el 18\n
 * de diciembre", "December 1,\n2026"), and a line break always ends a sentence for
 * Intl.Segmenter. A break is a wrap when the line does not end a sentence and the next one goes
 * on with a small letter, or with a figure after a comma or a small-letter word.
 */
export function unwrapLines(text: string): string {
  return text.replace(/(?<=([^\n]))\n(?=[ \t]*([^\s]))/gu, (newline, before: string, after: string) => {
    if (/[.:;!?]/.test(before)) return newline;
    if (/\p{Ll}/u.test(after)) return ' ';
    if (/\d/.test(after) && /[,\p{Ll}]/u.test(before)) return ' ';
    return newline;
  });
}

/** The letter cut into sentences (and lines: letters put dates on lines of their own). */
export function sentencesOf(text: string, language: LetterLanguage | 'zh'): { sentence: string; offset: number }[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const found: { sentence: string; offset: number }[] = [];
  for (const { segment, index } of segmenter.segment(unwrapLines(text))) {
    let offset = index;
    for (const line of segment.split(/\n{2,}|\n(?=\s*[A-ZÁÉÍÓÚÑ][^\n]{0,60}:)/)) {
      if (tidy(line) !== '') found.push({ sentence: line, offset });
      offset += line.length + 1;
    }
  }
  return found;
}

// Dates in figures ("11/12/2026"). Letters from Massachusetts offices write them month first, in
// Spanish too (their Spanish letters are translations of the English ones), while a reader set to
// Spanish takes 11/12 as the 11th of December. So a letter's figures are read month first unless
// one of them can only be day first (13/11/2026).
const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const NUMERIC_DATES = /\b(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})\b/g;

function dayFirst(text: string): boolean {
  for (const [, first, second] of text.matchAll(NUMERIC_DATES)) {
    if (Number(first) > 12 && Number(second) <= 12) return true;
    if (Number(second) > 12 && Number(first) <= 12) return false;
  }
  return false;
}

/**
 * Every full date in the letter (a day and a month, with or without a year), in reading order.
 * A date without a year is taken as the next one after `today`: letters name coming dates.
 */
export function findDates(text: string, language: LetterLanguage, today: Date): FoundDate[] {
  const dates: FoundDate[] = [];
  const dayMonth = dayFirst(text);
  for (const { sentence, offset } of sentencesOf(text, language)) {
    // A date the page wraps ("el 18\nde diciembre de 2026") is still one date: line breaks are
    // read as spaces, one for one, so the offsets stay the sentence's.
    for (const result of PARSERS[language].parse(oneLine(sentence), today, { forwardDate: true })) {
      let day = result.start.get('day');
      let month = result.start.get('month');
      const year = result.start.get('year');
      const figures = NUMERIC_DATE.exec(result.text.trim());
      if (figures) {
        [month, day] = dayMonth ? [Number(figures[2]), Number(figures[1])] : [Number(figures[1]), Number(figures[2])];
        if (month > 12 || day > 31) continue;
      }
      // A month and year alone ("June 2026") names no day to act by; and "within 10 days" is a
      // period from some day the letter names, not a date (findPeriods reads those).
      if (!result.start.isCertain('day') || day === null || month === null || year === null) continue;
      if (result.start.tags().has('result/relativeDate')) continue;
      dates.push({ date: `${year}-${pad(month)}-${pad(day)}`, text: result.text, quote: tidy(sentence), offset: offset + result.index });
      // "changed from December 1, 2026 to January 20, 2027" is one range to chrono: its end is a
      // date of the letter as well (the one a changed appointment moved to).
      const end = result.end;
      if (end && !figures && end.isCertain('day') && end.get('month') !== null && end.get('year') !== null) {
        const separator = [...result.text.matchAll(/\s*(?:[-–—]|\b(?:to|through|until|al|hasta|a)\b)\s*/giu)].at(-1);
        const endAt = separator ? separator.index + separator[0].length : 0;
        dates.push({
          date: `${end.get('year')}-${pad(end.get('month')!)}-${pad(end.get('day')!)}`,
          text: result.text.slice(endAt),
          quote: tidy(sentence),
          offset: offset + result.index + endAt,
        });
      }
    }
  }
  return dates;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, five: 5, seven: 7, ten: 10, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30, sixty: 60, ninety: 90,
  uno: 1, dos: 2, tres: 3, cinco: 5, siete: 7, diez: 10, catorce: 14, quince: 15, veinte: 20, treinta: 30, sesenta: 60, noventa: 90,
};

// "within 14 days", "within fourteen (14) days", "no later than 30 calendar days after",
// "dentro de 10 días hábiles", "en un plazo de 30 días".
const PERIOD = {
  en: /\b(?:within|no later than|not later than|in)\s+(?:([a-z]+)\s+)?(?:\(?(\d{1,3})\)?\s+)?(calendar\s+|business\s+|working\s+)?days?\b/gi,
  es: /\b(?:dentro\s+de|en\s+un\s+plazo\s+de|a\s+más\s+tardar\s+en)\s+(?:los\s+)?(?:([a-záéíóú]+)\s+)?(?:\(?(\d{1,3})\)?\s+)?días?(\s+hábiles|\s+naturales|\s+calendario)?\b/gi,
} as const;

/** Every "within N days" the letter states, with its sentence. */
export function findPeriods(text: string, language: LetterLanguage): FoundPeriod[] {
  const periods: FoundPeriod[] = [];
  for (const { sentence, offset } of sentencesOf(text, language)) {
    for (const match of oneLine(sentence).matchAll(PERIOD[language])) {
      const days = match[2] ? Number(match[2]) : match[1] ? NUMBER_WORDS[match[1].toLowerCase()] : undefined;
      if (!days) continue;
      const business = /business|working|hábiles/i.test(match[3] ?? '');
      periods.push({ days, kind: business ? 'business' : 'calendar', quote: tidy(sentence), offset: offset + (match.index ?? 0) });
    }
  }
  return periods;
}

/** `date` (YYYY-MM-DD) plus `days` calendar days, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}
