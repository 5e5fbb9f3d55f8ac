// Every calendar date a letter states, read by chrono-node in English, Spanish and Chinese, with
// what a letter's dates need beyond that: lists of days ("November 20, 23 and 24, 2026"), statute
// citations that look like dates ("Section 20A 1/2", "37H 3/4") left alone, a year the OCR damaged
// ("20Z6", "20__") kept as read instead of replaced, a stated time of day, and whether the year
// was printed at all. Which date matters is decided elsewhere (date-roles.ts): this only reads.
import type { ParsedResult } from 'chrono-node';
import type { LetterSentence } from './letter-facts-types';
import { grammarFor, type Grammars } from './language-grammar';
import { tidy } from './letter-sentences';
import type { LetterLanguage } from '../letter-language';

export interface ReadDate {
  /** YYYY-MM-DD; for a date whose year was not printed, chrono's forward guess (fixed later). */
  date: string;
  text: string;
  quote: string;
  sentence: string;
  sentenceIndex: number;
  /** Where the date's words start in the sentence, and in the letter. */
  index: number;
  offset: number;
  time: string | null;
  yearStated: boolean;
  /** The weekday the letter names with the date (0 Sunday … 6 Saturday), when it names one. */
  weekday: number | null;
  /** The words as read when the year was damaged: "November 20, 20Z6". */
  asRead: string | null;
  /** The language whose date grammar read it (a Chinese notice often repeats its dates in English). */
  grammar: LetterLanguage;
}

const pad = (value: number) => String(value).padStart(2, '0');

// OCR reads figures as letters in tokens that are figures otherwise ("2O26", "l5"); mended one
// character for one so offsets hold. A word with no figure in it is left alone.
const OCR_FIGURES: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', '|': '1' };
const mendFigures = (text: string) =>
  text.replace(/\s/g, ' ').replace(/(?<![\p{L}\d])[\dOolI|]*\d[\dOolI|]*(?![\p{L}\d])/gu, (token) => token.replace(/[OolI|]/g, (char) => OCR_FIGURES[char]!));

// A figure pair right after a statute's section or chapter ("Section 20A 1/2", "c. 90 § 7", "37H 3/4",
// "8 CFR 103.2"): law, not a date.
const CITATION_BEFORE =
  /(?:\b(?:section|sec|sections|chapter|ch|c|s|ss|part|art|article|rule|cfr|u\.?s\.?c|m\.?g\.?l|g\.?l|sección|capítulo|artículo|regla|条|款)\.?\s*[\dA-Za-z.()-]*\s*|§+\s*[\dA-Za-z.()-]*\s*|\d+[A-Za-z]\s+)$/iu;
const FIGURES = /^\d{1,2}\s*[/.-]\s*\d{1,2}(?:\s*[/.-]\s*(\d{2}|\d{4}))?$/;
// What follows a yearless date when the year is there but unreadable: "20Z6", "2O_6", "20__", "____".
const DAMAGED_YEAR = /^,?\s*((?:[12][0-9OolIZSsBg_?]{3}|[_?]{2,4}|20[_?]{1,2}))(?![\p{L}\d])/u;

// Figures written month first (US offices do, in Spanish too) unless one can only be day first.
function dayFirst(text: string): boolean {
  for (const [, first, second] of text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})\b/g)) {
    if (Number(first) > 12 && Number(second) <= 12) return true;
    if (Number(second) > 12 && Number(first) <= 12) return false;
  }
  return false;
}

// "November 20, 23 and 24, 2026", "20, 23 y 24 de noviembre de 2026": several days of one month.
const MONTHS_EN = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTHS_ES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const LIST_EN = new RegExp(`\\b(${MONTHS_EN})\\.?\\s+(\\d{1,2}(?:\\s*,\\s*\\d{1,2})*\\s*,?\\s*(?:and|&|or)\\s+\\d{1,2}),?\\s+(\\d{4})\\b`, 'giu');
const LIST_ES = new RegExp(`\\b(\\d{1,2}(?:\\s*,\\s*\\d{1,2})*\\s*,?\\s*(?:y|e|o)\\s+\\d{1,2})\\s+de\\s+(${MONTHS_ES})\\s+(?:de|del)\\s+(\\d{4})\\b`, 'giu');

function listedDays(sentence: string, language: LetterLanguage): { index: number; length: number; month: string; days: number[]; year: number }[] {
  const found = [];
  if (language === 'en')
    for (const match of sentence.matchAll(LIST_EN))
      found.push({ index: match.index, length: match[0].length, month: match[1]!, days: match[2]!.match(/\d+/g)!.map(Number), year: Number(match[3]) });
  if (language === 'es')
    for (const match of sentence.matchAll(LIST_ES))
      found.push({ index: match.index, length: match[0].length, month: match[2]!, days: match[1]!.match(/\d+/g)!.map(Number), year: Number(match[3]) });
  return found;
}

function monthNumber(name: string): number {
  const folded = name.toLowerCase().slice(0, 3);
  const english = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(folded);
  if (english >= 0) return english + 1;
  return ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'].indexOf(folded) + 1 || (folded === 'set' ? 9 : 0);
}

const timeOf = (hour: number | null, minute: number | null) => (hour === null ? null : `${pad(hour)}:${pad(minute ?? 0)}`);

/** A result's start time, HH:MM; "from 5:30 to 7:00 p.m." takes the end's half of the day. */
function startTime(result: ParsedResult): string | null {
  const { start, end } = result;
  if (!start.isCertain('hour')) return null;
  let hour = start.get('hour')!;
  const endHour = end?.isCertain('hour') ? end.get('hour') : null;
  if (endHour !== null && !start.isCertain('meridiem') && end?.isCertain('meridiem') && hour < 12 && endHour >= 12 && hour + 12 <= endHour) hour += 12;
  return timeOf(hour, start.get('minute'));
}

// Spanish "de 5:30 a 7:00 p. m.": that "a" means "to", not a.m.; read as a range ("5:30 - 7:00").
const spanishRanges = (text: string) => text.replace(/(?<=\d(?::\d{2})?\s{1,2})a(?=\s{1,2}\d)/gu, '-');

/** The dates of the letter, in reading order. */
export function readDates(sentences: readonly LetterSentence[], language: LetterLanguage, today: Date, grammars: Grammars): ReadDate[] {
  const parser = grammarFor(grammars, language).dates;
  const dates: ReadDate[] = [];
  const dayMonth = dayFirst(sentences.map((each) => each.sentence).join('\n'));
  sentences.forEach(({ sentence, offset }, sentenceIndex) => {
    const line = language === 'es' ? spanishRanges(mendFigures(sentence)) : mendFigures(sentence);
    const quote = tidy(sentence);
    const push = (date: string, index: number, text: string, extra: Partial<ReadDate> = {}) =>
      dates.push({
        date,
        text,
        quote,
        sentence,
        sentenceIndex,
        index,
        offset: offset + index,
        time: null,
        yearStated: true,
        weekday: null,
        asRead: null,
        grammar: language,
        ...extra,
      });
    const lists = listedDays(line, language);
    for (const list of lists)
      for (const day of list.days) push(`${list.year}-${pad(monthNumber(list.month))}-${pad(day)}`, list.index, line.slice(list.index, list.index + list.length));
    const primary = parser.parse(line, today, { forwardDate: true }).map((result) => ({ result, grammar: language }));
    // Chinese notices are often bilingual: their English dates are read by the English grammar.
    const secondary =
      language === 'zh' && /[A-Za-z]{3}|\d{1,2}\/\d{1,2}\/\d{2,4}/.test(line)
        ? grammars.en.dates.parse(line, today, { forwardDate: true }).map((result) => ({ result, grammar: 'en' as const }))
        : [];
    const overlaps = (a: { index: number; text: string }, b: { index: number; text: string }) => a.index < b.index + b.text.length && a.index + a.text.length > b.index;
    const results = [...primary, ...secondary.filter((each) => !primary.some((first) => overlaps(first.result, each.result)))].sort((a, b) => a.result.index - b.result.index);
    results.forEach(({ result, grammar }) => {
      if (lists.some((list) => result.index < list.index + list.length && result.index + result.text.length > list.index)) return;
      const start = result.start;
      if (!start.isCertain('day') || start.tags().has('result/relativeDate')) return;
      // "60天内" is a period, not a date: a Chinese date names its month.
      if (grammar === 'zh' && !/月\s*[\d〇一二三四五六七八九十两]+\s*[日号]|\d\s*[/.-]\s*\d/u.test(result.text)) return;
      let day = start.get('day')!;
      let month = start.get('month')!;
      const year = start.get('year')!;
      const figures = FIGURES.exec(result.text.trim());
      if (figures) {
        // Figures without a year are fractions and section numbers far more often than dates.
        if (!figures[1] || CITATION_BEFORE.test(line.slice(0, result.index))) return;
        const [first, second] = result.text.match(/\d+/g)!.map(Number) as [number, number];
        [month, day] = dayMonth ? [second, first] : [first, second];
        if (month > 12 || day > 31) return;
      }
      // "November 20, 23" is a list whose year chrono took for 2023; no letter writes years so.
      if (!figures && /,\s*\d{2}$/.test(result.text.trim())) return;
      const yearStated = start.isCertain('year');
      const damaged = yearStated ? null : DAMAGED_YEAR.exec(line.slice(result.index + result.text.length));
      const time = startTime(result);
      const weekday = start.isCertain('weekday') ? start.get('weekday') : null;
      push(`${year}-${pad(month)}-${pad(day)}`, result.index, result.text, {
        grammar,
        time,
        yearStated,
        weekday,
        asRead: damaged ? tidy(result.text + line.slice(result.index + result.text.length, result.index + result.text.length + damaged[0].length)) : null,
      });
      // "changed from December 1, 2026 to January 20, 2027": chrono reads one range; its end is a date too.
      const end = result.end;
      if (end && !figures && end.isCertain('day') && end.isCertain('year')) {
        const separator = [...result.text.matchAll(/\s*(?:[-–—]|\b(?:to|through|until|al|hasta|a)\b|至|到)\s*/giu)].at(-1);
        const at = separator ? separator.index + separator[0].length : 0;
        push(`${end.get('year')}-${pad(end.get('month')!)}-${pad(end.get('day')!)}`, result.index + at, result.text.slice(at), {
          time: end.isCertain('hour') ? timeOf(end.get('hour'), end.get('minute')) : null,
        });
      }
    });
    // A time on its own ("At: 9:30 AM", "a las 9:30") belongs to the date before it in the sentence.
    for (const { result } of results) {
      if (result.start.isCertain('day') || !result.start.isCertain('hour')) continue;
      const owner = dates.filter((each) => each.sentenceIndex === sentenceIndex && each.index < result.index && each.time === null).at(-1);
      if (owner) owner.time = startTime(result);
    }
  });
  return dates.sort((a, b) => a.offset - b.offset);
}

/** A standalone time in a line ("Time: 9:30 AM", "Hora: 10:00 a.m.", "时间：上午10:30"), as HH:MM. */
export function readTime(sentence: string, language: LetterLanguage, today: Date, grammars: Grammars): string | null {
  for (const result of grammarFor(grammars, language).dates.parse(mendFigures(sentence), today)) {
    if (result.start.isCertain('hour')) return timeOf(result.start.get('hour'), result.start.get('minute'));
  }
  return null;
}
