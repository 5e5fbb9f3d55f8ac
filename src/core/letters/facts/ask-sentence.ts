// What one sentence asks for (find-asks.ts): each verb of asking ("bring", "envíe", "携带") or need
// head ("we need") that stands in an asking context — an imperative, "please", "you must", or "if
// you do not …" — and is not negated, with the items after it up to where the clause turns to a
// date, a place or a reason. An object like "the following" announces a list instead.
import type { PaperGlossary } from '../../../content/letters/paper-glossary-types';
import { cleanItem, namesSomething, splitItems, stripBullet } from './ask-items';
import type { AskWords } from './ask-words';

export interface SentenceAsks {
  items: string[];
  /** The sentence announces a list on the next lines: asked for, or (negated) not to bring. */
  lead: 'ask' | 'not' | null;
}

interface Head {
  index: number;
  end: number;
  need: boolean;
}

// Where a clause ends: a stop that is not part of an abbreviation ("U.S.", "e.g.", "No."), or a colon.
const CLAUSE_END = /[;:!?。；：！？]|(?<!\b(?:U\.S|e\.g|i\.e|[Nn]o|[Nn]os|St|Dr|Mr|Mrs|Ms|etc|[Aa]pprox|Jr|Sr|vs|a\.m|p\.m|[A-Za-z]))\.(?=\s|$)/u;
const CONTACT = /@|https?:|www\.|\b(?:p\.?\s?o\.?\s+box|street|avenue|road|suite|floor|ma\s+\d{5})\b|\d{3}[-.)\s]+\d{3}[-.\s]\d{4}/iu;
const CLAUSE_START = /[.;:!?,。；：！？，、¿¡]/u;

function headsOf(text: string, words: AskWords): Head[] {
  const heads = [...text.matchAll(words.verb)].map((match) => ({ index: match.index, end: match.index + match[0].length, need: false }));
  for (const match of text.matchAll(words.need)) heads.push({ index: match.index, end: match.index + match[0].length, need: true });
  return heads.sort((a, b) => a.index - b.index);
}

function clauseBefore(text: string, index: number): string {
  let start = index;
  while (start > 0 && !CLAUSE_START.test(text[start - 1]!)) start -= 1;
  return text.slice(start, index).toLowerCase().trim();
}

type Verdict = 'ask' | 'not' | 'none';

function verdict(text: string, head: Head, previous: { end: number; verdict: Verdict } | null, words: AskWords): Verdict {
  const before = clauseBefore(text, head.index);
  if (words.conditional.test(before)) return 'ask';
  const chained = previous !== null && previous.verdict !== 'none' && words.chain.test(text.slice(previous.end, head.index).toLowerCase());
  if (chained) return previous.verdict;
  if (words.negation.test(before)) return 'not';
  if (head.need) return words.hedge.test(before) ? 'none' : 'ask';
  return words.imperative.test(before) && !words.statement.test(before) ? 'ask' : 'none';
}

/** Where a verb's items end: the clause's end, or a later verb that starts a new ask. */
function objectEnd(text: string, from: number, heads: readonly Head[], at: number, words: AskWords): { end: number; colon: boolean } {
  let end = text.length;
  const clause = CLAUSE_END.exec(text.slice(from));
  if (clause) end = from + clause.index;
  for (const later of heads.slice(at + 1)) {
    if (later.index >= end) break;
    const between = text.slice(heads[at]!.end, later.index).toLowerCase();
    if (words.chain.test(between) || words.imperative.test(clauseBefore(text, later.index))) return { end: later.index, colon: false };
  }
  return { end, colon: clause !== null && /[:：]/u.test(text[end] ?? '') };
}

// Chinese sets a list apart with full-width commas too: a comma goes on while what follows is short
// and is not a new clause.
function chineseEnd(text: string, from: number, end: number, words: AskWords): number {
  let stop = end;
  for (let comma = text.slice(from, stop).search(/[，,]/u); comma >= 0; comma = text.slice(from, stop).search(/[，,]/u)) {
    const at = from + comma;
    const next = text.slice(at + 1, end).split(/[，,]/u)[0]!.trim();
    if (next.length === 0 || next.length > 20 || new RegExp(words.verb.source, 'u').test(next) || words.prose.test(next) || words.stop.test(next)) return at;
    from = at + 1;
    stop = end;
  }
  return stop;
}

// A Chinese verb with nothing after it takes its object before it: "请将签好的表格于12月3日前寄回",
// "续期表必须在12月3日前寄回".
function chineseObjectBefore(text: string, index: number): string {
  const before = text.slice(0, index).split(/[。；：！？，]/u).at(-1) ?? '';
  const moved = /(?:将|把)(.+?)(?:于|在|寄|交|提|前|$)/u.exec(before);
  if (moved) return moved[1]!;
  const subject = /^(.+?)(?:必须|须|需要|需|应该|应|务必|请)/u.exec(before.trim());
  return subject && !/^(?:您|你|我们|请)(?!的)/u.test(subject[1]!) ? subject[1]! : '';
}

/** The items a sentence asks for, in its own words. */
export function asksIn(sentence: string, words: AskWords, glossary: PaperGlossary, zh: boolean): SentenceAsks {
  const text = stripBullet(sentence).replace(/\s+/g, ' ').trim();
  const result: SentenceAsks = { items: [], lead: null };
  const heads = headsOf(text, words);
  const passive = words.passive?.exec(text);
  const subject = passive ? (passive[1] ?? passive[2] ?? '') : '';
  if (subject && !words.hedge.test(subject.toLowerCase()) && !words.negation.test(subject.toLowerCase()) && !/^(?:it|this|that|there|which|what|who|nothing|action|a response|your response|payment|you|we|they|esto|eso|nada|el pago|la respuesta)\b/iu.test(subject)) {
    result.items.push(...splitItems(subject, words, glossary));
  }
  let previous: { end: number; verdict: Verdict } | null = null;
  let consumed = 0;
  heads.forEach((head, at) => {
    if (head.index < consumed) return;
    const judged = verdict(text, head, previous, words);
    previous = { end: head.end, verdict: judged };
    if (judged === 'none') return;
    const bounds = objectEnd(text, head.end, heads, at, words);
    const end = zh ? chineseEnd(text, head.end, bounds.end, words) : bounds.end;
    const raw = text.slice(head.end, end).trim().replace(words.placeFirst ?? /^$/u, '');
    // A space in front lets a stop at the very start ("return to the office") leave nothing.
    let object = ` ${raw}`;
    const stop = words.stop.exec(object);
    if (stop) object = object.slice(0, stop.index);
    object = object.trim();
    if (zh && object === '') object = chineseObjectBefore(text, head.index);
    consumed = end;
    const after = bounds.colon ? text.slice(end + 1).trim() : '';
    // What follows a colon is a list of papers, unless it is an address, a phone number or a link.
    const rest = CONTACT.test(after) ? '' : after;
    const announces = words.following.test(object) || (bounds.colon && /^(?:|.*\b(?:of|de)|.*的)$/iu.test(raw));
    if (judged === 'not') {
      if (announces && !after) result.lead = 'not';
      return;
    }
    if (announces && after && !rest) return;
    if (announces && !rest) result.lead = 'ask';
    else result.items.push(...splitItems(announces ? rest : object, words, glossary));
    if (rest) consumed = text.length;
  });
  result.items = result.items.map(cleanItem).filter((item) => namesSomething(item, words));
  return result;
}
