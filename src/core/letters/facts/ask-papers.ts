// Where the glossary's papers are named in a letter's text (find-asks.ts): the paper an item names,
// and the places in a sentence that name one, so that "along with the renewal form", "return it"
// and a Chinese verb with its object left out can give the paper they mean in the letter's words.
import type { PaperGlossary } from '../../../content/letters/paper-glossary-types';
import { fold } from '../classify-letter';

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

interface Index {
  entries: Entry[];
  /** Folded Latin phrase → paper, for finding a phrase that is a run of whole words. */
  latin: Map<string, string>;
}

const indexes = new WeakMap<PaperGlossary, Index>();

function indexOf(glossary: PaperGlossary): Index {
  let index = indexes.get(glossary);
  if (!index) {
    const entries = glossary.flatMap((paper) =>
      // Only the letter's phrase languages are there (content-packs.ts): take whichever lists are.
      Object.values(paper.match)
        .flat()
        .map((phrase) => {
          const folded = foldForMatch(phrase);
          return { phrase: folded, paperId: paper.id, han: /\p{Script=Han}/u.test(folded) };
        }),
    );
    index = { entries, latin: new Map(entries.filter((entry) => !entry.han).map((entry) => [entry.phrase, entry.paperId])) };
    indexes.set(glossary, index);
  }
  return index;
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

export interface PaperMatch {
  paperId: string;
  /** Where the phrase starts in the folded text, and how long it is (a longer phrase names more). */
  at: number;
  length: number;
  /** The glossary phrase, folded. */
  phrase: string;
}

/**
 * The glossary paper an item names. English and Spanish put the thing first ("a letter from your
 * employer about your income" is the letter): the phrase that starts first wins, the longest of
 * those that start together ("passport photos"). Chinese puts it last ("所有家庭成员的收入证明" is
 * the proof of income), outside any brackets: there the phrase that ends last wins.
 */
export function matchPaper(text: string, glossary: PaperGlossary): PaperMatch | null {
  const han = /\p{Script=Han}/u.test(text);
  const unbracketed = han ? foldForMatch(text.replace(/[(（][^)）]*[)）]/gu, '')) : '';
  return (han && best(unbracketed, glossary, true)) || best(foldForMatch(text), glossary, han);
}

// A phrase that starts with an article ("the form", "el formulario") starts, for the race to come
// first, where its noun does: "el formulario de renovación" is the renewal form.
const ARTICLE = /^(?:the|this|el|la|este|esta)\s+/u;

function best(folded: string, glossary: PaperGlossary, last: boolean): PaperMatch | null {
  let found: (PaperMatch & { start: number }) | null = null;
  for (const entry of indexOf(glossary).entries) {
    const at = find(folded, entry);
    if (at < 0) continue;
    const length = entry.phrase.length;
    const start = at + (ARTICLE.exec(entry.phrase)?.[0].length ?? 0);
    const better =
      !found ||
      (last
        ? at + length > found.at + found.length || (at + length === found.at + found.length && length > found.length)
        : start < found.start || (start === found.start && length > found.length));
    if (better) found = { paperId: entry.paperId, at, length, start, phrase: entry.phrase };
  }
  return found && { paperId: found.paperId, at: found.at, length: found.length, phrase: found.phrase };
}

/** A place in the text that names a paper, in the text's own offsets. */
export interface Mention {
  start: number;
  end: number;
  paperId: string;
}

const EDGE = /^[("“‘[]+|[,.;:!?)"”’\]]+$/gu;

/** The places in `text` that name a glossary paper, in reading order, the longest at each place. */
export function mentionsIn(text: string, glossary: PaperGlossary): Mention[] {
  const { entries, latin } = indexOf(glossary);
  const found: Mention[] = [];
  const tokens = [...text.matchAll(/\S+/gu)];
  tokens.forEach((token, first) => {
    let longest: Mention | null = null;
    for (let last = first; last < Math.min(tokens.length, first + 7); last += 1) {
      const end = tokens[last]!.index + tokens[last]![0].length;
      const words = text.slice(token.index, end);
      const paperId = latin.get(foldForMatch(words.replace(EDGE, '')));
      if (paperId) longest = { start: token.index, end: token.index + words.replace(/[,.;:!?)"”’\]]+$/u, '').length, paperId };
    }
    if (longest) found.push(longest);
  });
  const lower = text.toLowerCase();
  for (const entry of entries) {
    if (!entry.han) continue;
    for (let at = lower.indexOf(entry.phrase); at >= 0; at = lower.indexOf(entry.phrase, at + 1)) found.push({ start: at, end: at + entry.phrase.length, paperId: entry.paperId });
  }
  // Of two mentions that overlap ("收入" in "收入证明", "el formulario" and "formulario de
  // renovación"), the longer one names the paper.
  const overlaps = (a: Mention, b: Mention) => a.start < b.end && b.start < a.end;
  const longer = (a: Mention, b: Mention) => a.end - a.start > b.end - b.start || (a.end - a.start === b.end - b.start && a.start < b.start);
  const kept = found.filter((each) => !found.some((other) => other !== each && overlaps(other, each) && longer(other, each)));
  return kept.sort((a, b) => a.start - b.start || b.end - a.end);
}

const DETERMINER = /(?:^|\s)(?:the|your|this|these|a|an|his|her|their|el|la|los|las|su|sus|este|esta|estos|estas|un|una)\s+$/iu;
// A form's number goes with its name: "el formulario SSA-632", "Form I-864".
const FORM_CODE = /^\s+(?:[A-Z]{1,4}-)?\d{2,4}(?:-[A-Z0-9]{1,4})?\b/u;

/** A mention as the letter writes it: with the word that determines it and the form number after it. */
export function mentionText(text: string, mention: Mention): string {
  const determiner = DETERMINER.exec(text.slice(Math.max(0, mention.start - 12), mention.start));
  const start = determiner ? mention.start - determiner[0].trimStart().length : mention.start;
  const code = FORM_CODE.exec(text.slice(mention.end));
  return text.slice(start, mention.end + (code ? code[0].length : 0)).trim();
}
