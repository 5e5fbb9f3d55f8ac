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
const pad = (value: number) => String(value).padStart(2, '0');

/** The letter cut into sentences (and lines: letters put dates on lines of their own). */
export function sentencesOf(text: string, language: LetterLanguage): { sentence: string; offset: number }[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const found: { sentence: string; offset: number }[] = [];
  for (const { segment, index } of segmenter.segment(text)) {
    let offset = index;
    for (const line of segment.split(/\n{2,}|\n(?=\s*[A-ZÁÉÍÓÚÑ][^\n]{0,60}:)/)) {
      if (tidy(line) !== '') found.push({ sentence: line, offset });
      offset += line.length + 1;
    }
  }
  return found;
}

/**
 * Every full date in the letter (a day and a month, with or without a year), in reading order.
 * A date without a year is taken as the next one after `today`: letters name coming dates.
 */
export function findDates(text: string, language: LetterLanguage, today: Date): FoundDate[] {
  const dates: FoundDate[] = [];
  for (const { sentence, offset } of sentencesOf(text, language)) {
    for (const result of PARSERS[language].parse(sentence, today, { forwardDate: true })) {
      const day = result.start.get('day');
      const month = result.start.get('month');
      const year = result.start.get('year');
      // A month and year alone ("June 2026") names no day to act by; and "within 10 days" is a
      // period from some day the letter names, not a date (findPeriods reads those).
      if (!result.start.isCertain('day') || day === null || month === null || year === null) continue;
      if (result.start.tags().has('result/relativeDate')) continue;
      dates.push({ date: `${year}-${pad(month)}-${pad(day)}`, text: result.text, quote: tidy(sentence), offset: offset + result.index });
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
    for (const match of sentence.matchAll(PERIOD[language])) {
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
