// What one sentence asks for (find-asks.ts): each verb of asking ("bring", "envíe", "携带") or need
// head ("we need") that stands in an asking context — an imperative, "please", "you must", "if you
// do not …", an imperative it is chained to — and is not negated, with the items after it up to
// where the clause turns to a date, a place or a reason. An object like "the following", or a
// clause that ends in a colon with nothing after it, announces a list instead.
import type { PaperGlossary } from '../../../content/letters/paper-glossary-types';
import { chineseAfterGive, chineseEnd, chineseObjectBefore } from './ask-chinese';
import { cleanItem, namesSomething, splitItems, stripBullet } from './ask-items';
import { matchPaper } from './ask-papers';
import { alongPapers, pointedPaper } from './ask-refs';
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
// A bare preposition left at the end of an object ("send the documents to:") says where, not what.
const TRAILING = /\s(?:to|at|a|al|en)$/iu;
// What closes a lead-in's object before its colon: "a written request that includes:", "una solicitud que incluya:".
const TAIL = /\s+(?:that|which|que|con|with|including|containing|showing|listing)(?:\s+\S+)?$/iu;

function headsOf(text: string, words: AskWords): Head[] {
  const heads = [...text.matchAll(words.verb)].map((match) => ({ index: match.index, end: match.index + match[0].length, need: false }));
  for (const match of text.matchAll(words.need)) heads.push({ index: match.index, end: match.index + match[0].length, need: true });
  return heads.sort((a, b) => a.index - b.index);
}

// A comma before a year ("January 15, 2027 and bring") does not start a clause.
function clauseStart(text: string, index: number): number {
  let start = index;
  while (start > 0 && !(CLAUSE_START.test(text[start - 1]!) && !(text[start - 1] === ',' && /^\s*\d{4}\b/u.test(text.slice(start))))) start -= 1;
  return start;
}

const clauseBefore = (text: string, index: number) => text.slice(clauseStart(text, index), index).toLowerCase().trim();

type Verdict = 'ask' | 'not' | 'none' | 'offer' | 'choice';

// Whether a clause before `index` in the sentence opens as an imperative ("Please come at 9, and bring …").
const openedBefore = (text: string, index: number, words: AskWords) =>
  text
    .slice(0, index)
    .split(CLAUSE_START)
    .some((clause) => words.opener.test(clause.trim().toLowerCase()));

function verdict(text: string, head: Head, previous: { end: number; verdict: Verdict } | null, words: AskWords): Verdict {
  const before = clauseBefore(text, head.index);
  if (words.conditional.test(before)) return 'ask';
  const chained = previous !== null && (previous.verdict === 'ask' || previous.verdict === 'not') && words.chain.test(text.slice(previous.end, head.index).toLowerCase());
  if (chained) return previous.verdict;
  // Verbs listed after a choice ("Puede traerlos a la oficina, enviarlos por correo") ask nothing either.
  if (previous?.verdict === 'choice' && !head.need && before === '' && words.chain.test(text.slice(previous.end, head.index).toLowerCase())) return 'choice';
  if (words.negation.test(before)) return 'not';
  if (head.need) return words.hedge.test(before) ? 'none' : 'ask';
  if (words.offer.test(before)) return 'offer';
  const verb = text.slice(head.index, head.end).toLowerCase();
  if (words.gerund.test(verb)) return (before === '' || words.chain.test(before)) && !words.firstPerson.test(text) ? 'ask' : 'none';
  if (words.modal.test(before)) return 'choice';
  if (words.statement.test(before)) return 'none';
  if (words.imperative.test(before)) return 'ask';
  if (words.imperativeForm?.test(verb) && !words.hedge.test(before)) return 'ask';
  if (words.chain.test(before) && words.opener.test(before)) return 'ask';
  return words.carry.test(before) && openedBefore(text, clauseStart(text, head.index), words) ? 'ask' : 'none';
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

/** An object cut where it turns to a date, a place, a reason or a way of sending; `cut` is what was left off. */
function cutObject(raw: string, words: AskWords): { object: string; cut: string } {
  // A space in front lets a stop at the very start ("return to the office") leave nothing.
  const spaced = ` ${raw}`;
  const at = Math.min(words.stop.exec(spaced)?.index ?? spaced.length, words.channel?.exec(spaced)?.index ?? spaced.length);
  let object = spaced.slice(0, at).trim();
  let cut = spaced.slice(at).trim();
  const trailing = TRAILING.exec(object);
  if (trailing) [object, cut] = [object.slice(0, trailing.index), `${trailing[0].trim()} ${cut}`.trim()];
  return { object, cut };
}

/** The items a sentence asks for, in its own words; `previous` is the sentence before, for "return it". */
export function asksIn(sentence: string, words: AskWords, glossary: PaperGlossary, zh: boolean, previous = ''): SentenceAsks {
  const text = stripBullet(sentence).replace(/\s+/g, ' ').trim();
  const result: SentenceAsks = { items: [], lead: null };
  const heads = headsOf(text, words);
  const passive = words.passive?.exec(text);
  const subject = passive ? (passive[1] ?? passive[2] ?? '') : '';
  if (
    subject &&
    !words.hedge.test(subject.toLowerCase()) &&
    !words.negation.test(subject.toLowerCase()) &&
    !/^(?:it|this|that|there|which|what|who|nothing|action|a response|your response|payment|you|we|they|esto|eso|nada|el pago|la respuesta)\b/iu.test(subject)
  ) {
    result.items.push(...splitItems(subject, words, glossary));
  }
  let last: { end: number; verdict: Verdict } | null = null;
  let consumed = 0;
  heads.forEach((head, at) => {
    if (head.index < consumed) return;
    const judged = verdict(text, head, last, words);
    last = { end: head.end, verdict: judged };
    if (judged === 'none' || judged === 'choice') return;
    const bounds = objectEnd(text, head.end, heads, at, words);
    const end = zh ? chineseEnd(text, head.end, bounds.end, words) : bounds.end;
    const verb = text.slice(head.index, head.end);
    const given = zh ? chineseAfterGive(verb, text.slice(head.end, end).trim(), words, glossary) : null;
    const raw =
      given ??
      text
        .slice(head.end, end)
        .trim()
        .replace(words.placeFirst ?? /^$/u, '');
    const cut = cutObject(raw, words);
    let object = cut.object;
    if (zh && object === '') object = chineseObjectBefore(text, head.index, glossary);
    // "envíelo con su pago", "send it with your payment": the object is the pronoun; what goes along is taken below.
    const along = new RegExp(`^(\\S*?)\\s*${words.along.source}`, 'iu').exec(object);
    if (along && (along[1] === '' || words.pronoun.test(along[1]!))) object = along[1]!;
    consumed = end;
    const after = bounds.colon ? text.slice(end + 1).trim() : '';
    // What follows a colon is a list of papers, unless it is an address, a phone number or a link.
    const rest = CONTACT.test(after) ? '' : after;
    const announces = words.following.test(object) || (bounds.colon && /^(?:|.*\b(?:of|de)|.*的)$/iu.test(raw));
    // A clause that ends in a colon with nothing after it opens a list on the next lines, unless
    // what was cut off says where to send ("to:", "a:"): then an address follows.
    const opensList = bounds.colon && after === '' && !words.destination.test(cut.cut);
    if (judged === 'not') {
      if ((announces || opensList) && !after) result.lead = 'not';
      return;
    }
    if (judged === 'offer') {
      if (announces && !rest) result.lead = 'ask';
      return;
    }
    const start = clauseStart(text, head.index);
    const prior = start > 0 ? text.slice(clauseStart(text, start - 1), start - 1) : '';
    if (!words.hedge.test(prior.toLowerCase())) result.items.push(...alongPapers(prior, words, glossary, true));
    // In reading order: what goes along said before the verb, the object, what goes along after it.
    result.items.push(...alongPapers(text.slice(start, head.index), words, glossary, false));
    const pronoun = words.pronoun.test(object) || (!zh && cleanItem(object) === '' && /(?:lo|la|los|las)$/iu.test(verb));
    const pointed = pronoun ? pointedPaper(text.slice(0, head.index), previous, glossary) : null;
    if (pointed) result.items.push(pointed);
    else if (announces && after && !rest) return;
    else if (announces && !rest) result.lead = 'ask';
    else if (opensList) {
      result.lead = 'ask';
      const named = object
        .replace(/[(（][^)）]*[)）]/gu, '')
        .replace(TAIL, '')
        .trim();
      // "Envíe con el formulario:" — the paper it goes along with was taken above.
      if (matchPaper(named, glossary) && !new RegExp(`^${words.along.source}`, 'iu').test(named)) result.items.push(named);
    } else result.items.push(...splitItems(announces ? rest : object, words, glossary));
    result.items.push(...alongPapers(text.slice(head.end, end), words, glossary, false));
    if (rest) consumed = text.length;
  });
  result.items = result.items.map(cleanItem).filter((item) => namesSomething(item, words));
  return result;
}
