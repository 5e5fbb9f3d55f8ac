// The on-device assistant (DESIGN.md "On-device assistant"): answers a question from Pali's
// built-in guides, with no network, in the reader's language. Used by the app offline and by the
// ai-assistant function when no model is configured (and, through searchGuides, to ground a model).
// How: the intent rules read the question (in any of the three languages); the facts that answer
// what it asks about its topic lead (pick-facts.ts); the guide index of the question's own
// language finds passages, favouring the guides the intents name; the passages are then shown in
// the reader's language (passage ids are the same in every language).
// The answer is in the language the question is written in (the reader's when that is unclear),
// and "find services" gets the spec's local rule, as on the chat screen.
// A follow-up ("and how much is it?") that names no topic and shows no intent is read with the
// latest earlier message that does. A question that shows nothing Pali knows, whose best passage
// shares few of its words, gets an honest "I can't help with that" and what the assistant can do.
import type { AssistantAnswer, AssistantLanguage, GuidePassage } from './assistant-types';
import { composeAnswer } from './compose-answer';
import { parseReply } from './reply-markup';
import { detectLanguage } from './detect-language';
import { guideIndex, type GuideHit } from './guide-index';
import type { GuidePassageDoc } from './guide-passage-doc';
import { guideMatches, matchIntents, type IntentMatch } from './intent-rules';
import { findServicesReply, isFindServicesRequest } from './find-services-rule';
import { foldQuestion } from './fold-text';
import { findFactTopic, pickFacts, readAsks, type FactAnswer } from './pick-facts';
import { placeAskedAbout } from './place-lead';

export interface AnswerOptions {
  /** The question came with pictures, which the on-device engine cannot read. */
  hasImages?: boolean;
  /** The person's earlier messages in this conversation, oldest first: follow-ups are read with them. */
  history?: readonly string[];
  /** The time "today's hours" are for (now unless told). */
  now?: Date;
}

/** A place answers where and when; and which number to call when no fact does. */
const placeAnswers = (asks: readonly string[], facts: FactAnswer | null) => asks.includes('where-when') || (asks.includes('which-number') && !facts);

/**
 * Off topic: no intent, no fact topic, no earlier message to lean on, and the best passages share
 * less than this share of the question's words (a city or a common word) and score below OFF_TOPIC_SCORE.
 */
const OFF_TOPIC_COVERAGE = 0.5;
const OFF_TOPIC_SCORE = 100;

/** How much more a passage of a guide the intents name weighs. */
const INTENT_GUIDE_BOOST = 2.5;
/** Guides quoted in one answer. */
const MAX_QUOTED = 3;
/** Places quoted in one answer (the map shows them all). */
const MAX_PLACES = 2;
/** A guide is quoted only if it scores at least this share of the best one. */
const RELATIVE_FLOOR = 0.35;

/** Passages for a question, best first, in the reader's language. */
function rankPassages(question: string, language: AssistantLanguage, match: IntentMatch): GuideHit[] {
  const boost = match.guides.length
    ? (doc: GuidePassageDoc) => (match.guides.some((reference) => guideMatches(reference, doc.source.id)) ? INTENT_GUIDE_BOOST : 1)
    : undefined;
  const shown = guideIndex(language);
  const hits = shown.search(question, boost);
  const questionLanguage = detectLanguage(question, language);
  if (questionLanguage === language) return hits;
  // Asked in another language: its own index finds the passages; show them in the reader's, and
  // keep the reader's index's hits too, in case the guess at the question's language was wrong.
  const best = new Map(hits.map((hit) => [hit.doc.id, hit]));
  for (const hit of guideIndex(questionLanguage).search(question, boost)) {
    const doc = shown.passages.get(hit.doc.id);
    if (doc && hit.score > (best.get(doc.id)?.score ?? 0)) best.set(doc.id, { doc, score: hit.score, coverage: hit.coverage });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * The passages worth quoting, best first: the best passage of each guide, then a second one of a
 * guide that has more to say, as long as each scores a fair share of the best. Passages of one
 * guide stay together.
 */
function pickQuotes(pool: GuideHit[]): GuidePassageDoc[] {
  const top = pool[0]?.score ?? 0;
  const perGuide = new Map<string, GuideHit[]>();
  let places = 0;
  for (const hit of pool) {
    if (hit.score < top * RELATIVE_FLOOR) break;
    const list = perGuide.get(hit.doc.source.id);
    if (list) {
      if (list.length < 2) list.push(hit);
      continue;
    }
    // Places of one kind read alike: two of them leave room for a guide that says something else.
    if (hit.doc.source.id.startsWith('place/') && (places += 1) > MAX_PLACES) continue;
    perGuide.set(hit.doc.source.id, [hit]);
  }
  const guides = [...perGuide.values()];
  const chosen = new Set([...guides.map((list) => list[0]!), ...guides.flatMap((list) => list.slice(1))].slice(0, MAX_QUOTED));
  return guides.flatMap((list) => list.filter((hit) => chosen.has(hit))).map((hit) => hit.doc);
}

/**
 * What to quote. When intents name guides, only those guides: the question's words also find
 * passages that merely share a word ("home", "paid"). Emergency contacts the answer already
 * leads with are not quoted again.
 */
function quotedPassages(hits: GuideHit[], match: IntentMatch, language: AssistantLanguage): GuidePassageDoc[] {
  const inLead = new Set(match.emergency.map((number) => `emergency/${number}`));
  const usable = hits.filter((hit) => !inLead.has(hit.doc.source.id));
  if (!match.guides.length) return pickQuotes(usable);
  const named = (doc: GuidePassageDoc) => match.guides.some((reference) => guideMatches(reference, doc.source.id));
  const fromIntents = usable.filter((hit) => named(hit.doc));
  if (fromIntents.length) return pickQuotes(fromIntents);
  // The words found none of them, but the intent is clear: quote the first passage of its guides.
  const passages = [...guideIndex(language).passages.values()].filter((doc) => !inLead.has(doc.source.id));
  return match.guides
    .map((reference) => passages.find((doc) => guideMatches(reference, doc.source.id)))
    .filter((doc): doc is GuidePassageDoc => Boolean(doc))
    .slice(0, 2);
}

interface ReadQuestion {
  /** The question, with the earlier message it follows up on when it cannot stand alone. */
  text: string;
  match: IntentMatch;
  facts: FactAnswer | null;
  /** It leaned on an earlier message. */
  followsUp: boolean;
}

/** The question as it stands, or as the follow-up of the latest earlier message that names what it is about. */
function readQuestion(question: string, history: readonly string[]): ReadQuestion {
  const match = matchIntents(question);
  const topic = findFactTopic(foldQuestion(question));
  if (match.intents.length || topic) return { text: question, match, facts: topic ? pickFacts(question, topic) : null, followsUp: false };
  for (const earlier of [...history].reverse()) {
    const earlierMatch = matchIntents(earlier);
    const earlierTopic = findFactTopic(foldQuestion(earlier));
    if (!earlierMatch.intents.length && !earlierTopic) continue;
    const text = `${earlier} ${question}`;
    return { text, match: matchIntents(text), facts: earlierTopic ? pickFacts(question, earlierTopic) : null, followsUp: true };
  }
  return { text: question, match, facts: null, followsUp: false };
}

/**
 * The answer to `question` for a reader of `readerLanguage`, in the question's own language (the
 * reader's when the words do not tell).
 */
export function answerQuestion(question: string, readerLanguage: AssistantLanguage, options: AnswerOptions = {}): AssistantAnswer {
  const language = detectLanguage(question, readerLanguage);
  const hasImages = options.hasImages ?? false;
  if (!hasImages && isFindServicesRequest(question)) {
    const text = findServicesReply(language);
    const parsed = parseReply(text);
    return { text, redirects: parsed.redirects, services: parsed.services, sources: [] };
  }
  const read = readQuestion(question, options.history ?? []);
  const hits = rankPassages(read.text, language, read.match);
  const offTopic =
    !hasImages &&
    !read.followsUp &&
    !read.facts &&
    !read.match.intents.length &&
    !hits.slice(0, MAX_QUOTED).some((hit) => hit.coverage >= OFF_TOPIC_COVERAGE || hit.score >= OFF_TOPIC_SCORE);
  const asks = readAsks(foldQuestion(question));
  const place = !offTopic && placeAnswers(asks, read.facts) ? placeAskedAbout(foldQuestion(read.text), hits, read.match.redirects) : undefined;
  // A question only about where and when is answered by the place; facts stay for anything else it asks.
  const facts = place && asks.every((ask) => ask === 'where-when') ? null : read.facts;
  // The place leads with its details: its passages are not quoted again.
  const passages = offTopic ? [] : quotedPassages(place ? hits.filter((hit) => hit.doc.source.id !== `place/${place.id}`) : hits, read.match, language);
  return composeAnswer({ language, match: read.match, passages, hasImages, facts, offTopic, place, now: options.now ?? new Date() });
}

/** The guide passages that best match a question, best first, in the reader's language. */
export function searchGuides(question: string, language: AssistantLanguage, limit = 5): GuidePassage[] {
  return rankPassages(question, language, matchIntents(question))
    .slice(0, limit)
    .map(({ doc, score }) => ({ source: doc.source, text: doc.text, score }));
}
