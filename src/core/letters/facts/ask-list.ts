// The lists of papers on a letter's lines (find-asks.ts): the printed lines, a heading that
// announces a list without a verb ("Required documents:"), and where a list that starts after a
// lead-in ends — its bullets stop, a blank line, or ordinary prose again.
import { splitBulletRun, startsWithBullet, stripBullet } from './ask-items';
import type { AskWords } from './ask-words';
import type { LetterSentence } from './letter-facts-types';
import { tidy } from './letter-sentences';
import type { LetterLanguage } from '../letter-language';

/** A printed line: the sentences on it, and whether a blank line (a paragraph break) comes before it. */
export interface Line {
  text: string;
  sentences: string[];
  breakBefore: boolean;
}

// Sentences follow one another in the letter; a line ends where a sentence ends with a line break,
// and a gap between sentences is where the reader dropped blank lines.
export function linesOf(sentences: readonly LetterSentence[]): Line[] {
  const lines: Line[] = [];
  let open: Line | null = null;
  let end = -1;
  let endedLine = false;
  for (const { sentence, offset } of sentences) {
    const gap = end >= 0 && offset > end;
    if (!open || gap) {
      open = { text: '', sentences: [], breakBefore: gap && endedLine };
      lines.push(open);
    }
    open.text += sentence;
    open.sentences.push(sentence);
    end = offset + sentence.length;
    endedLine = /\n\s*$/u.test(sentence);
    if (endedLine) open = null;
  }
  return lines;
}

const MAX_LIST = 30;

// Papers already in hand ("Documents we received:") are not asked for.
const DONE =
  /\b(?:received|provided|submitted|sent|reviewed|accepted|on\s+file)\b|(?<![\p{L}])(?:recibi(?:mos|do|dos)|proporcion[oó]|enviad[oa]s|envi[oó]|aceptad[oa]s)(?![\p{L}])|已收到|已提交|收到|已经/iu;

// A line wholly in brackets is an aside ("(copias, no originales)"), not an item.
const ASIDE = /^[(（[][^)）\]]*[)）\]]$/u;

/**
 * A heading that announces a list without a verb ("Required documents:", "Lista de documentos
 * requeridos:", "所需文件："): short, and ending with a colon or followed by a bulleted line. A
 * bulleted line is an item, so it is a heading only when it ends with a colon.
 */
export function headingLead(line: Line, next: Line | undefined, words: AskWords): 'ask' | 'not' | null {
  const text = tidy(stripBullet(line.sentences.at(-1) ?? ''));
  const lower = text.toLowerCase();
  const short = text.split(/\s+/u).length <= 8 && text.length <= 80;
  // "Envíe los documentos a:" announces an address, not a list.
  if (!short || !words.heading.test(lower) || DONE.test(lower) || words.destination.test(lower.replace(/[:：]$/u, ''))) return null;
  const colon = /[:：]$/u.test(text);
  if (!colon && (startsWithBullet(tidy(line.text)) || !(next && startsWithBullet(tidy(next.text))))) return null;
  return words.negation.test(lower) ? 'not' : 'ask';
}

// A plain line that reads as prose (a long sentence, a closing), so a list without bullets has ended.
const looksLikeProse = (text: string, words: AskWords) =>
  text.length > 100 || words.prose.test(text) || /[:：]$/u.test(text) || (/[.。]$/u.test(text) && text.split(/\s+/u).length >= 6);

/** The items of the list that starts at `start`, and the first line after it. */
export function listAt(lines: readonly Line[], start: number, words: AskWords, language: LetterLanguage): { items: string[]; end: number } {
  const items: string[] = [];
  let bulleted: boolean | null = null;
  let at = start;
  for (; at < lines.length && items.length < MAX_LIST; at += 1) {
    const line = lines[at]!;
    const text = tidy(line.text);
    if (!text || (items.length === 0 && ASIDE.test(text))) continue;
    const bullet = startsWithBullet(text);
    bulleted ??= bullet;
    if (bulleted && !bullet) {
      // OCR sometimes drops one bullet: a short plain line between bulleted ones stays in the list.
      const next = lines.slice(at + 1).find((each) => tidy(each.text) !== '');
      if (!next || !startsWithBullet(tidy(next.text)) || looksLikeProse(text, words) || text.length > 60) break;
    }
    if (!bulleted && ((line.breakBefore && items.length > 0) || looksLikeProse(text, words))) break;
    items.push(...splitBulletRun(text, language).map((piece) => stripBullet(piece)));
  }
  return { items, end: at };
}
