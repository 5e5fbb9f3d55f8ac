// The items of an ask, as the letter writes them (find-asks.ts): a list's bullets taken off (OCR
// reads "•" as "e", "»", "©" or "o"), an inline list cut at its commas, semicolons and at an "and"
// that starts a new item, each item tidied and capped, and the glossary paper it names, if any.
import type { PaperGlossary } from '../../../content/letters/paper-glossary-types';
import { fold } from '../classify-letter';
import type { AskWords } from './ask-words';
import type { FactsLanguage } from './letter-facts-types';

/**
 * Text folded the way glossary phrases are compared: accents, case and apostrophes dropped, and
 * the possessives that letters put inside a paper's name ("proof of your address", "prueba de sus
 * ingresos", "您的护照") left out on both sides.
 */
export const foldForMatch = (text: string) =>
  fold(text.replace(/['’‘`´]/g, ''))
    .replace(/(?<![\p{L}\p{N}])(?:your|his|her|their|our|my|su|sus|tu|tus)\s+/gu, '')
    .replace(/[您你]的/gu, '')
    .replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '')
    .trim();

interface Entry {
  phrase: string;
  paperId: string;
  han: boolean;
}

const indexes = new WeakMap<PaperGlossary, Entry[]>();

function indexOf(glossary: PaperGlossary): Entry[] {
  let entries = indexes.get(glossary);
  if (!entries) {
    entries = glossary.flatMap((paper) =>
      [...paper.match.en, ...paper.match.es, ...paper.match.zh].map((phrase) => {
        const folded = foldForMatch(phrase);
        return { phrase: folded, paperId: paper.id, han: /\p{Script=Han}/u.test(folded) };
      }),
    );
    indexes.set(glossary, entries);
  }
  return entries;
}

// A Latin phrase matches whole words; Han text has no spaces, so a Han phrase matches anywhere.
const WORD = /[\p{Script=Latin}\p{N}]/u;
function find(text: string, entry: Entry): number {
  for (let at = text.indexOf(entry.phrase); at >= 0; at = text.indexOf(entry.phrase, at + 1)) {
    if (entry.han) return at;
    const before = text[at - 1];
    const after = text[at + entry.phrase.length];
    if ((!before || !WORD.test(before)) && (!after || !WORD.test(after))) return at;
  }
  return -1;
}

/**
 * The glossary paper an item names. English and Spanish put the thing first ("a letter from your
 * employer about your income" is the letter): the phrase that starts first wins, the longest of
 * those that start together ("passport photos"). Chinese puts it last ("所有家庭成员的收入证明" is
 * the proof of income), outside any brackets: there the phrase that ends last wins.
 */
export function matchPaper(text: string, glossary: PaperGlossary): { paperId: string; at: number } | null {
  const han = /\p{Script=Han}/u.test(text);
  const unbracketed = han ? foldForMatch(text.replace(/[(（][^)）]*[)）]/gu, '')) : '';
  return (han && best(unbracketed, glossary, true)) || best(foldForMatch(text), glossary, han);
}

function best(folded: string, glossary: PaperGlossary, last: boolean): { paperId: string; at: number } | null {
  let found: { paperId: string; at: number; length: number } | null = null;
  for (const entry of indexOf(glossary)) {
    const at = find(folded, entry);
    if (at < 0) continue;
    const length = entry.phrase.length;
    const better = !found || (last ? at + length > found.at + found.length || (at + length === found.at + found.length && length > found.length) : at < found.at || (at === found.at && length > found.length));
    if (better) found = { paperId: entry.paperId, at, length };
  }
  return found && { paperId: found.paperId, at: found.at };
}

// A list's bullet, numbering or check box, as printed or as OCR reads it.
const BULLET = /^\s*(?:[•●▪◦■□☐☑✓✔❑❏▢➢►▶»«·°*+\-–—~>]|\[\s?\]|\(\s?\)|\d{1,2}\s?[.)．、]|\(\d{1,2}\)|[a-hA-H][.)](?=\s)|\([a-h]\)|[①-⑳]|[一二三四五六七八九十]{1,2}、|(?:[eo©®]|eo)(?=\s+[\p{Lu}\p{N}\p{Script=Han}]))\s*/u;

export const startsWithBullet = (line: string) => BULLET.test(line) && line.replace(BULLET, '').trim() !== '';
export const stripBullet = (line: string) => line.replace(BULLET, '');

/** One line of a list cut where OCR ran two bullets together ("… card 1. Photo ID", "… bill) e Immunization"). */
export function splitBulletRun(line: string, language: FactsLanguage): string[] {
  const letterBullet = language === 'en' ? '[eo©®]' : language === 'es' && /^\s*[eo]\s/u.test(line) ? '[eo©®]' : '[©®]';
  const run = new RegExp(`\\s(?=(?:[•●▪◦■□☐☑❑❏▢➢►»«·]|\\d{1,2}[.)．](?!\\d)|[a-h]\\)|${letterBullet}(?=\\s+\\p{Lu}))\\s)`, 'u');
  return line.split(run).filter((piece) => piece.trim() !== '');
}

/** An item tidied: no bullet, no joining word at either end, no closing stop; at most ~100 characters. */
export function cleanItem(text: string): string {
  let item = stripBullet(text)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:and|or|also|y|e|o|también|和|及|以及|并|或)(?:\s+|$|(?=\p{Script=Han}))/iu, '')
    .replace(/(?:\s+(?:and|or|y|e|o)|等|等等)?[\s.,;:。；，、！!？?]*$/iu, '')
    .replace(/^["'“‘]+|["'”’]+$/gu, '')
    .trim();
  if (item.length > 100) item = item.slice(0, 100).replace(/\s+\S*$/u, '').replace(/[\s,;:]+$/u, '');
  return item;
}

const DATE_ONLY = /^(?:(?:on|by|el|del)\s+)?(?:\p{L}+,?\s+)?(?:\d{1,2}\s+de\s+\p{L}+(?:\s+de\s+\d{4})?|\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}年\d{1,2}月\d{1,2}日)$/iu;

/** Whether an item names something: letters in it, not a pronoun, not only a date. */
export function namesSomething(item: string, words: AskWords): boolean {
  return item.length >= 2 && /\p{L}/u.test(item) && !words.empty.test(item) && !words.following.test(item) && !DATE_ONLY.test(item);
}

/** Cut `text` at separators outside brackets. */
function splitOutside(text: string, separators: RegExp): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if ('([（'.includes(char)) depth += 1;
    else if (')]）'.includes(char)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && separators.test(char)) {
      pieces.push(text.slice(start, at));
      start = at + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * An inline list cut into items: at semicolons and commas (a comma before "such as" or "or" stays
 * inside its item), and at "and" / "y" / "和" when a new item starts after it (a determiner, a
 * number, or a paper the glossary knows): "your I-94, your passport and two recent pay stubs".
 */
export function splitItems(text: string, words: AskWords, glossary: PaperGlossary): string[] {
  const items: string[] = [];
  for (const group of splitOutside(text, /[;；]/u)) {
    const pieces: string[] = [];
    for (const piece of splitOutside(group, /[,，、]/u)) {
      const trimmed = piece.trim();
      if (pieces.length > 0 && (words.continuation.test(trimmed) || trimmed === '')) pieces[pieces.length - 1] += `,${piece}`;
      else pieces.push(piece);
    }
    for (const piece of pieces) items.push(...splitAtConjunctions(piece, words, glossary));
  }
  return items;
}

function splitAtConjunctions(piece: string, words: AskWords, glossary: PaperGlossary): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of piece.matchAll(words.conjunction)) {
    const right = piece.slice(match.index + match[0].length);
    const startsItem = words.determiner.test(right) || matchPaper(right, glossary)?.at === 0;
    const left = piece.slice(start, match.index);
    if (startsItem && left.trim() !== '' && !/[(（][^)）]*$/u.test(left)) {
      parts.push(left);
      start = match.index + match[0].length;
    }
  }
  parts.push(piece.slice(start));
  return parts;
}
