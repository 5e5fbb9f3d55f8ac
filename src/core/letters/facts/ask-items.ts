// The items of an ask, as the letter writes them (find-asks.ts): a list's bullets taken off (OCR
// reads "•" as "e", "»", "©" or "o"), an inline list cut at its commas, semicolons and at an "and"
// that starts a new item, each item tidied and capped, and the glossary paper it names, if any.
import type { PaperGlossary } from '../../../content/letters/paper-glossary-types';
import { matchPaper } from './ask-papers';
import type { AskWords } from './ask-words';
import type { LetterLanguage } from '../letter-language';

export { foldForMatch } from './ask-papers';

// A list's bullet, numbering or check box, as printed or as OCR reads it.
const BULLET =
  /^\s*(?:[•●▪◦■□☐☑✓✔❑❏▢➢►▶»«·°*+\-–—~>]|\[\s?\]|\(\s?\)|\d{1,2}\s?[.)．、]|\(\d{1,2}\)|[a-hA-H][.)](?=\s)|\([a-h]\)|[①-⑳]|[一二三四五六七八九十]{1,2}、|(?:[eo©®]|eo)(?=\s+[\p{Lu}\p{N}\p{Script=Han}]))\s*/u;

export const startsWithBullet = (line: string) => BULLET.test(line) && line.replace(BULLET, '').trim() !== '';
export const stripBullet = (line: string) => line.replace(BULLET, '');

/** One line of a list cut where OCR ran two bullets together ("… card 1. Photo ID", "… bill) e Immunization"). */
export function splitBulletRun(line: string, language: LetterLanguage): string[] {
  const letterBullet = language === 'en' ? '[eo©®]' : language === 'es' && /^\s*[eo]\s/u.test(line) ? '[eo©®]' : '[©®]';
  // A list lettered "a." runs on at the next "b." only when the line itself starts with such a letter.
  const lettered = /^\s*[a-h][.]\s/u.test(line) ? '|[a-h]\\.' : '';
  const run = new RegExp(`\\s(?=(?:[•●▪◦■□☐☑❑❏▢➢►»«·]|\\d{1,2}[.)．](?!\\d)|[a-h]\\)${lettered}|${letterBullet}(?=\\s+\\p{Lu}))\\s)`, 'u');
  return line.split(run).filter((piece) => piece.trim() !== '');
}

/** An item tidied: no bullet, no joining word at either end, no closing stop; at most ~100 characters. */
export function cleanItem(text: string): string {
  let item = stripBullet(text)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:and|or|also|y|e|o|también|和|及|以及|并|或|还有)(?:\s+|$|(?=\p{Script=Han}))/iu, '')
    .replace(/(?:\s+(?:and|or|y|e|o)|等|等等)?[\s.,;:。；，、！!？?]*$/iu, '')
    .replace(/^["'“‘]+|["'”’]+$/gu, '')
    .trim();
  if (item.length > 100)
    item = item
      .slice(0, 100)
      .replace(/\s+\S*$/u, '')
      .replace(/[\s,;:]+$/u, '');
  return item;
}

const DATE_ONLY =
  /^(?:(?:on|by|el|del)\s+)?(?:\p{L}+,?\s+)?(?:\d{1,2}\s+de\s+\p{L}+(?:\s+de\s+\d{4})?|\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}年\d{1,2}月\d{1,2}日)$/iu;

// An address, a phone number or a link is where to send papers, not a paper.
const CONTACT = /@|https?:|www\.|\.(?:com|org|gov)\b|\bp\.?\s?o\.?\s+box\b|\b(?:ma|massachusetts)\s+\d{5}\b|\d{3}[-.)\s]+\d{3}[-.\s]\d{4}/iu;

// An item that is a way of sending: a label before an address ("Por correo: … P.O. Box …"), or
// an address or a link from its first words on ("MAhealthconnector.org (sign in)"). "The
// documents listed on Mass.gov/REALID" still names papers.
function isContact(item: string): boolean {
  const contact = CONTACT.exec(item);
  return contact !== null && (/^[^:：]{1,24}[:：]/u.test(item) || item.slice(0, contact.index).split(/\s+/u).filter(Boolean).length <= 2);
}

/** Whether an item names something: letters in it, not a pronoun, not only a date, not an aside in brackets, not an address. */
export function namesSomething(item: string, words: AskWords): boolean {
  const aside = /^[(（[][^)）\]]*[)）\]]$/u.test(item);
  return item.length >= 2 && /\p{L}/u.test(item) && !aside && !words.empty.test(item) && !words.following.test(item) && !DATE_ONLY.test(item) && !isContact(item);
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
  const groups = splitOutside(text, /[;；]/u);
  for (const group of groups) {
    const pieces: string[] = [];
    // Items set apart by semicolons may hold commas of their own ("SSI、SSI 或 DTA 的福利信；").
    for (const piece of groups.length > 1 ? [group] : splitOutside(group, /[,，、]/u)) {
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

// A list item that starts with a short heading and a full stop, then describes what is meant
// ("Proof of current employment. A letter from your employer …, and your pay stubs …"). The stop
// must not be an abbreviation's ("U.S.", "No.", a single initial).
const HEADED = /^([^.。]{3,60}?)(?<!\b(?:U\.S|e\.g|i\.e|[Nn]o|[Nn]os|St|Dr|Mr|Mrs|Ms|Jr|Sr|etc|[A-Za-z]))(?:\.\s+|。\s*)(\S.{11,})$/u;

/**
 * A list item's parts: a long item's heading, the description's first piece when it says what the
 * paper is ("A letter from …"), and the later pieces that name a paper.
 */
export function itemParts(item: string, words: AskWords, glossary: PaperGlossary): string[] {
  const match = HEADED.exec(item.trim());
  if (!match || match[1]!.trim().split(/\s+/u).length > 8) return [item];
  const named = splitItems(match[2]!, words, glossary).filter((piece, at) => matchPaper(piece, glossary) || (at === 0 && words.determiner.test(piece.trim())));
  return [match[1]!, ...named];
}
