// Which office sent a letter and what kind of letter it is, from the phrases the letter-kind
// content lists for each (src/content/letters). Each kind scores by the distinct phrases of its
// own found in the text; the sender is the kind's, or else the one whose own phrases (its name,
// its form numbers) appear most. Text and phrases are compared folded: lower case, no accents,
// single spaces, so a photo's OCR ("Notice to  Quit", "AVISO DE DESALOJO") still matches.
import type { LetterTextLanguage } from '../../content/letters';

export interface PhraseLists {
  en: readonly string[];
  es: readonly string[];
}

export interface KindSignals {
  id: string;
  sender: string;
  signals: PhraseLists;
}

export interface Classification {
  /** The kind whose phrases the letter uses most; null when none of any kind appears. */
  kind: string | null;
  sender: string;
  /** The phrases that decided it, as listed in the content (for the result's "how we know"). */
  matched: string[];
}

const UNKNOWN_SENDER = 'notsure';

export function fold(text: string): string {
  return (
    text
      // A word the page (or OCR) hyphenates at a line's end is one word: "renova-\nción".
      .replace(/(\p{L})-[ \t]*\n\s*(\p{Ll})/gu, '$1$2')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}$%/.-]+/gu, ' ')
      // Keep "u.s." and "i-797c", drop the full stop or dash that ends a sentence or a line.
      .replace(/[./-](?=\s|$)/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// A letter's language, for the phrase lists and the date reader. Two languages only, so the
// commonest short words settle it; a tie (or no words) reads as English.
const SPANISH = new Set(['el', 'la', 'los', 'las', 'de', 'del', 'que', 'y', 'en', 'su', 'usted', 'para', 'por', 'con', 'una', 'es', 'debe', 'fecha']);
const ENGLISH = new Set(['the', 'of', 'and', 'to', 'you', 'your', 'is', 'for', 'in', 'on', 'by', 'with', 'this', 'are', 'must', 'date', 'please']);

export function letterLanguage(text: string): LetterTextLanguage {
  let spanish = 0;
  let english = 0;
  for (const word of fold(text).split(' ')) {
    if (SPANISH.has(word)) spanish += 1;
    if (ENGLISH.has(word)) english += 1;
  }
  return spanish > english ? 'es' : 'en';
}

const contains = (haystack: string, phrase: string) => ` ${haystack} `.includes(` ${fold(phrase)} `);

/** Phrases of `lists` found in the folded text: the letter's language first, then the other. */
function found(folded: string, lists: PhraseLists, language: LetterTextLanguage): string[] {
  const other = language === 'en' ? 'es' : 'en';
  return [...new Set([...lists[language], ...lists[other]])].filter((phrase) => contains(folded, phrase));
}

export function classifyLetter(text: string, language: LetterTextLanguage, kinds: readonly KindSignals[], senderSignals: Readonly<Record<string, PhraseLists>>): Classification {
  const folded = fold(text);
  let best: { kind: KindSignals; matched: string[] } | null = null;
  for (const kind of kinds) {
    const matched = found(folded, kind.signals, language);
    // More distinct phrases wins; on a tie the longer phrases (more specific) win.
    const better = !best || matched.length > best.matched.length || (matched.length === best.matched.length && matched.join('').length > best.matched.join('').length);
    if (matched.length > 0 && better) best = { kind, matched };
  }
  if (best) return { kind: best.kind.id, sender: best.kind.sender, matched: best.matched };

  let sender: { id: string; matched: string[] } | null = null;
  for (const [id, lists] of Object.entries(senderSignals)) {
    const matched = found(folded, lists, language);
    if (matched.length > 0 && (!sender || matched.length > sender.matched.length)) sender = { id, matched };
  }
  return sender ? { kind: null, sender: sender.id, matched: sender.matched } : { kind: null, sender: UNKNOWN_SENDER, matched: [] };
}
