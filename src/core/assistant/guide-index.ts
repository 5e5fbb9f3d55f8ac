// The search over all of Pali's built-in guides in one language (docs/architecture.md "Assistant"):
// MiniSearch over passages of rights, eligibility, appointments, the pack, places and letter kinds.
// Built once per language of the guides it is given (guide-pack.ts), on first use, and kept;
// `buildGuideIndex` makes a fresh one (the benchmark times it). Rules: titles weigh most, then a passage's tags, then its text; Chinese is
// indexed by the words Intl.Segmenter cuts, and a question's single characters are searched too
// (as word beginnings, with less weight) in case it was cut differently; prefix and typo-tolerant
// matching only for Latin words long enough that they do not match everything.
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { GuidePassageDoc } from './guide-passage-doc';
import { hasHan } from './fold-text';
import { hanCharacters, searchWords } from './segment-words';
import type { GuidePack } from './guide-pack';
import type { Language } from '../language';

export interface GuideHit {
  doc: GuidePassageDoc;
  score: number;
  /** The share of the question's words (not its single Chinese characters) the passage matched, 0–1. */
  coverage: number;
}

export interface GuideIndex {
  language: Language;
  /** Every passage, by id: the same ids in every language. */
  passages: ReadonlyMap<string, GuidePassageDoc>;
  /** Passages matching the words of `text`, best first; `boost` weighs a passage up (or down) by its doc. */
  search(text: string, boost?: (doc: GuidePassageDoc) => number): GuideHit[];
}

const FIELDS = ['title', 'tags', 'text'];
const BOOST = { title: 2, tags: 1.5, text: 1 };
/** A single Han character of a Chinese question: a fallback for words the segmenter cut differently. */
const CHARACTER_BOOST = 0.3;

const isCharacter = (term: string) => term.length === 1 && hasHan(term);
/**
 * Prefix matching for Latin words of 4 letters or more and for Chinese (a question's 学 finds 学校
 * and 学生; its 驾照 finds 驾照费); one typo in a Latin word of 6 letters or more.
 */
const prefixFor = (term: string) => hasHan(term) || term.length >= 4;
const fuzzyFor = (term: string) => (!hasHan(term) && term.length >= 6 ? 1 : false);

/**
 * Single characters alone say little: 大, 上 and 月 are in half the guides. A Chinese passage
 * counts only when it shares a word of two characters or more (or a Latin word) with the question,
 * or at least half of the question's characters.
 */
function chineseMatchHolds(question: string): (result: SearchResult) => boolean {
  const words = new Set(searchWords(question, 'zh').filter((word) => !hasHan(word) || word.length >= 2));
  const characters = new Set(hanCharacters(question));
  return (result) => {
    if (result.queryTerms.some((term) => words.has(term))) return true;
    return result.queryTerms.filter((term) => characters.has(term)).length * 2 >= characters.size;
  };
}

export function buildGuideIndex(docs: readonly GuidePassageDoc[], language: Language): GuideIndex {
  const passages = new Map(docs.map((doc) => [doc.id, doc]));
  const titled = new Set([...new Map(docs.map((doc) => [doc.source.id, doc.id] as const).reverse()).values()]);
  const chinese = language === 'zh';
  // A guide's title and tags repeat on each of its passages: cut each distinct text once. Each
  // word counts once per field: passages are short, so how often a word repeats in one says little,
  // and fewer terms keep the index quick to build on a phone.
  const cut = new Map<string, string[]>();
  const wordsOf = (text: string) => {
    let words = cut.get(text);
    if (!words) {
      words = [...new Set(searchWords(text, language))];
      cut.set(text, words);
    }
    return words;
  };
  const mini = new MiniSearch<GuidePassageDoc>({
    idField: 'id',
    fields: FIELDS,
    // A guide's title is indexed with its first passage only: the answer quotes one passage per
    // guide anyway, and a title on every passage would be a sixth of the index to build.
    extractField: (doc, field) => (field === 'title' && !titled.has(doc.id) ? undefined : doc[field as keyof GuidePassageDoc]),
    // At indexing MiniSearch names the field; a question (no field) gets its words and, in
    // Chinese, its characters too, weighed less.
    tokenize: (text, field) => {
      if (field !== undefined) return wordsOf(text);
      const words = searchWords(text, language);
      return chinese ? [...new Set([...words, ...hanCharacters(text)])] : words;
    },
    processTerm: (term) => term || null,
    searchOptions: { boost: BOOST, prefix: prefixFor, fuzzy: fuzzyFor, boostTerm: (term) => (isCharacter(term) ? CHARACTER_BOOST : 1) },
  });
  mini.addAll([...docs]);
  return {
    language,
    passages,
    search(text, boost) {
      const options: SearchOptions = boost ? { boostDocument: (id: string) => boost(passages.get(id)!) } : {};
      const found = mini.search(text, options);
      const relevant = chinese ? found.filter(chineseMatchHolds(text)) : found;
      const words = new Set(searchWords(text, language));
      const coverage = (result: SearchResult) => (words.size ? result.queryTerms.filter((term) => words.has(term)).length / words.size : 0);
      return relevant.map((result) => ({ doc: passages.get(result.id as string)!, score: result.score, coverage: coverage(result) }));
    },
  };
}

const built = new WeakMap<readonly GuidePassageDoc[], GuideIndex>();

/**
 * The index of the guides' passages in a language, built on first use and kept for the life of
 * the page or process; null when the guides hold none in that language (a phone's pack holds one).
 */
export function guideIndex(guides: GuidePack, language: Language): GuideIndex | null {
  const docs = guides.passages[language];
  if (!docs) return null;
  let index = built.get(docs);
  if (!index) {
    index = buildGuideIndex(docs, language);
    built.set(docs, index);
  }
  return index;
}
