// A letter's text cut into sentences and lines, the unit the facts reader (facts/) works on: the
// lines a page wraps a sentence at are joined again first, so a PDF's or a photo's line breaks do
// not cut a date or a list item in two. Offsets stay the letter's.
import type { LetterLanguage } from './letter-language';

/** Whitespace tidied: what the screen quotes. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text with the line breaks a page wraps a sentence at turned into spaces (one for one, so
 * offsets hold): a PDF's lines and a photo's OCR break sentences wherever the paper ends ("el 18\n
 * de diciembre", "December 1,\n2026"), and a line break always ends a sentence for
 * Intl.Segmenter. A break is a wrap when the line does not end a sentence and the next one goes
 * on with a small letter, or with a figure after a comma or a small-letter word.
 */
function unwrapLines(text: string): string {
  return text.replace(/(?<=([^\n]))\n(?=[ \t]*([^\s]))/gu, (newline, before: string, after: string) => {
    if (/[.:;!?]/.test(before)) return newline;
    if (/\p{Ll}/u.test(after)) return ' ';
    if (/\d/.test(after) && /[,\p{Ll}]/u.test(before)) return ' ';
    return newline;
  });
}

/** The letter cut into sentences (and lines: letters put dates on lines of their own). */
export function sentencesOf(text: string, language: LetterLanguage): { sentence: string; offset: number }[] {
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
