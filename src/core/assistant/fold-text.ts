// Text as the assistant compares it, in every language: lower case, accents and apostrophes gone
// ("inmigración" and "inmigracion", "driver's" and "drivers" are the same), punctuation turned into
// spaces. Keywords of the intent rules are written folded, so one fold serves both sides.
// Rules: Latin keywords match whole words (with a trailing * any ending), so "ice" never matches
// "notice"; Chinese has no spaces, so a Han keyword matches anywhere in the question.

const HAN = /\p{Script=Han}/u;

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

export function foldText(text: string): string {
  // Most English text is plain ASCII: the same result without Unicode normalisation, much faster.
  if (PLAIN_ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(/['`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A Latin word or a number: what a Latin keyword's words are compared with. */
const LATIN_WORD = /[\p{Script=Latin}\p{N}]+/gu;

/** A question as keywords are compared with it: its Latin words, and its folded text without spaces. */
export interface FoldedQuestion {
  words: string[];
  compact: string;
}

export function foldQuestion(text: string): FoldedQuestion {
  const folded = foldText(text);
  return { words: folded.match(LATIN_WORD) ?? [], compact: folded.replace(/ /g, '') };
}

export type KeywordTest = (question: FoldedQuestion) => boolean;

/**
 * A test for one folded keyword ('notice to quit', 'evict*', '驾照'). Latin keywords compare word
 * by word rather than by regular expression: the engine has a thousand keywords, and compiling a
 * thousand expressions would cost a phone more than a hundred milliseconds on the first question.
 */
export function keywordTest(keyword: string): KeywordTest {
  if (hasHan(keyword)) {
    const needle = keyword.replace(/[ *]/g, '');
    return (question) => question.compact.includes(needle);
  }
  const parts = keyword.split(' ').map((word) => (word.endsWith('*') ? { stem: word.slice(0, -1), anyEnding: true } : { stem: word, anyEnding: false }));
  return ({ words }) => {
    for (let start = 0; start + parts.length <= words.length; start += 1) {
      const found = parts.every((part, offset) => {
        const word = words[start + offset]!;
        return part.anyEnding ? word.startsWith(part.stem) : word === part.stem;
      });
      if (found) return true;
    }
    return false;
  };
}

/**
 * A looser test for a Latin keyword of several words: its content words (not `skip`, the stop
 * words) all in the question, in any order, close together (within `slack` words more than they
 * are), each word whole or, when it is five letters or more, by its first five letters ("inscribir
 * en la escuela" finds "inscribirlo en una escuela"; "sign up for school" finds "sign my daughter up
 * for school"). Null when the keyword has fewer than two content words: then only the exact test
 * means anything.
 */
export function looseKeywordTest(keyword: string, skip: ReadonlySet<string>, slack = 4): KeywordTest | null {
  if (hasHan(keyword)) return null;
  const content = keyword
    .split(' ')
    .filter((word) => word && !skip.has(word.replace(/\*$/, '')))
    .map((word) => word.replace(/\*$/, ''));
  // Numbers and two-letter words are too common to find a keyword by ("2 1 1" in "2/3 + 1/6").
  if (content.length < 2 || content.some((word) => word.length < 3 || !/\p{L}/u.test(word))) return null;
  const matches = (part: string, word: string) => word === part || (part.length >= 5 && word.length >= 5 && word.slice(0, 5) === part.slice(0, 5));
  const span = content.length + slack;
  return ({ words }) => {
    for (let start = 0; start < words.length; start += 1) {
      if (!content.some((part) => matches(part, words[start]!))) continue;
      const window = words.slice(start, start + span);
      if (content.every((part) => window.some((word) => matches(part, word)))) return true;
    }
    return false;
  };
}
