// Which of the assistant's facts answer a question (answer with the fact first): what
// the question asks (cost, documents, hours, …: question-asks.ts) and about what (the fact topics'
// keywords), then the facts of that topic that answer those asks.
// Rules: the topic whose keywords weigh most wins (a keyword weighs its letters, a Chinese one twice
// its characters: longer names are more specific); only when no keyword is found as written, the
// topic of the heaviest keyword whose content words are all in the question close together (people
// put words between: "inscribir al niño en la escuela"), unless a topic that weighs at least half as
// much has a fact that answers the question's first ask directly; asks are answered in
// FACT_ASKS_BY_PRIORITY order, at most two facts: those that name the ask first, then those that
// name it at all, then the next ask's. A broad question (what the law says, who can, how
// to, or nothing recognisable) gets the topic's next fact too, so it reads more than one side.
import type { Fact, FactAsk, FactTopic } from '../../content/assistant/fact-types';
import type { Keywords } from '../../content/assistant/intent-types';
import { FACT_ASKS_BY_PRIORITY, QUESTION_ASKS } from '../../content/assistant/question-asks';
import { foldQuestion, hasHan, keywordTest, looseKeywordTest, type FoldedQuestion, type KeywordTest } from './fold-text';
import { LATIN_STOP_WORDS } from './segment-words';

/** Facts quoted in one answer: more would bury the one asked for. */
const MAX_FACTS = 2;

interface WeighedKeyword {
  test: KeywordTest;
  weight: number;
}

const allKeywords = (keywords: Keywords) => Object.values(keywords).flat();

function weighed(keyword: string): WeighedKeyword {
  const letters = keyword.replace(/[ *]/g, '').length;
  return { test: keywordTest(keyword), weight: hasHan(keyword) ? 2 * letters : letters };
}

/** The loose test of a keyword (its content words close together), for Latin keywords of two words or more. */
function loosely(keyword: string): WeighedKeyword[] {
  const test = looseKeywordTest(keyword, LATIN_STOP_WORDS);
  return test ? [{ test, weight: keyword.replace(/[ *]/g, '').length }] : [];
}

/** Each list of topics compiled once: the whole content in Node, the packs joined on the phone. */
interface CompiledTopic {
  topic: FactTopic;
  keywords: WeighedKeyword[];
  loose: WeighedKeyword[];
}
const compiledTopics = new WeakMap<readonly FactTopic[], CompiledTopic[]>();
let compiledAsks: { ask: Exclude<FactAsk, 'what'>; tests: KeywordTest[] }[] | undefined;

/** What the question asks for, most specific first (none: it asks nothing recognisable). */
export function readAsks(question: FoldedQuestion): FactAsk[] {
  compiledAsks ??= FACT_ASKS_BY_PRIORITY.map((ask) => ({ ask, tests: allKeywords(QUESTION_ASKS[ask]).map(keywordTest) }));
  return compiledAsks.filter(({ tests }) => tests.some((test) => test(question))).map(({ ask }) => ask);
}

/** The topic of `topics` the question is about, if any. */
export function findFactTopic(question: FoldedQuestion, topics: readonly FactTopic[]): FactTopic | undefined {
  let compiled = compiledTopics.get(topics);
  if (!compiled) {
    compiled = topics.map((topic) => ({ topic, keywords: allKeywords(topic.keywords).map(weighed), loose: allKeywords(topic.keywords).flatMap(loosely) }));
    compiledTopics.set(topics, compiled);
  }
  // Array.prototype.sort is stable: on equal weight, the content's order stays.
  const rank = (entries: CompiledTopic[], weigh: (entry: CompiledTopic) => number) =>
    entries
      .map((entry) => ({ topic: entry.topic, weight: weigh(entry) }))
      .filter(({ weight }) => weight > 0)
      .sort((a, b) => b.weight - a.weight);
  let found = rank(compiled, ({ keywords }) => keywords.reduce((sum, keyword) => (keyword.test(question) ? sum + keyword.weight : sum), 0));
  // No keyword as written: the one found loosely that weighs most (one per topic, so near-copies
  // of a keyword do not add up).
  if (!found.length) found = rank(compiled, ({ loose }) => Math.max(0, ...loose.filter((keyword) => keyword.test(question)).map((keyword) => keyword.weight)));
  const best = found[0];
  const ask = readAsks(question)[0];
  if (!best || !ask) return best?.topic;
  const answers = found.find(({ topic, weight }) => weight * 2 >= best.weight && topic.facts.some((fact) => fact.asks[0] === ask));
  return (answers ?? best).topic;
}

/** Asks whose answer is wider than one fact. */
const BROAD_ASKS: readonly FactAsk[] = ['law', 'eligibility', 'how-to'];

export interface FactAnswer {
  topic: FactTopic;
  /** The facts to lead with, most direct first. */
  facts: Fact[];
}

/** The facts that answer `question` about `topic` (the question's own topic, or the conversation's). */
export function pickFacts(question: string, topic: FactTopic): FactAnswer {
  const asks = readAsks(foldQuestion(question));
  const facts: Fact[] = [];
  // The facts that answer the first ask directly, then those that answer it too, then the next ask's.
  const candidates = asks.flatMap((ask) => [
    ...topic.facts.filter((candidate) => candidate.asks[0] === ask),
    ...topic.facts.filter((candidate) => candidate.asks.slice(1).includes(ask)),
  ]);
  for (const fact of candidates) {
    if (!facts.includes(fact)) facts.push(fact);
    if (facts.length === MAX_FACTS) break;
  }
  if (!facts.length) facts.push(topic.facts[0]!);
  const broad = asks.every((ask) => BROAD_ASKS.includes(ask));
  const next = topic.facts.find((fact) => !facts.includes(fact));
  if (broad && next && facts.length < MAX_FACTS) facts.push(next);
  return { topic, facts };
}
