// What an answer is made of, before it is written (docs/architecture.md "Assistant"): the question
// read (with the earlier message it follows up on when it cannot stand alone), its language, the
// intents, the facts that answer what it asks, the place it asks about, the passages to quote, or
// that it is off topic. The on-device answer (compose-answer.ts) and a model's grounding are both
// made from it, so they never disagree.
// Rules: a follow-up ("and how much is it?") that names no topic and shows no intent is read with
// the latest earlier message that does. A question that shows nothing Pali knows, whose best
// passages share few of its words, is off topic. A place leads when the question asks where or
// when (or which number, when no fact says it); a question only about where and when is answered
// by the place alone, and the place's own passages are not quoted again.
import type { FactTopic } from '../../content/assistant/fact-types';
import { detectLanguage } from './detect-language';
import { foldQuestion } from './fold-text';
import type { GuideHit } from './guide-index';
import type { GuidePack, LeadPlace } from './guide-pack';
import type { GuidePassageDoc } from './guide-passage-doc';
import { matchIntents, type IntentMatch } from './intent-rules';
import { findFactTopic, pickFacts, readAsks, type FactAnswer } from './pick-facts';
import { placeAskedAbout } from './place-lead';
import { MAX_QUOTED, quotedPassages, rankPassages } from './rank-passages';
import type { Language } from '../language';

export interface AnswerOptions {
  /**
   * The facts to answer from: the whole content (FACT_TOPICS) in Node and Deno, the packs of the
   * answer's language on the phone (src/features/assistant/device-content.ts).
   */
  facts: readonly FactTopic[];
  /**
   * The guides to answer from: the whole content (wholeAssistantContent) in Node and Deno, the
   * pack of the answer's language on the phone.
   */
  guides: GuidePack;
  /** The question came with pictures, which the on-device engine cannot read. */
  hasImages?: boolean;
  /** The person's earlier messages in this conversation, oldest first: follow-ups are read with them. */
  history?: readonly string[];
  /** The time "today's hours" are for (now unless told). */
  now?: Date;
  /**
   * The language to answer in when it cannot be the question's: the phone holds no words in the
   * question's language (it never kept that language), so it answers in the reader's.
   */
  answerLanguage?: Language;
}

/**
 * Off topic: no intent, no fact topic, no earlier message to lean on, and the best passages share
 * less than this share of the question's words (a city or a common word) and score below OFF_TOPIC_SCORE.
 */
const OFF_TOPIC_COVERAGE = 0.5;
const OFF_TOPIC_SCORE = 100;

/** A place answers where and when; and which number to call when no fact does. */
const placeAnswers = (asks: readonly string[], facts: FactAnswer | null) => asks.includes('where-when') || (asks.includes('which-number') && !facts);

interface ReadQuestion {
  /** The question, with the earlier message it follows up on when it cannot stand alone. */
  text: string;
  match: IntentMatch;
  facts: FactAnswer | null;
  /** It leaned on an earlier message. */
  followsUp: boolean;
}

/**
 * The question as it stands, or as the follow-up of the latest earlier message that names what it
 * is about; its facts from the latest earlier message that names a fact topic (a message between
 * them, "the apartment was clean", may show an intent and no topic).
 */
function readQuestion(question: string, history: readonly string[], topics: readonly FactTopic[]): ReadQuestion {
  const match = matchIntents(question);
  const topic = findFactTopic(foldQuestion(question), topics);
  if (match.intents.length || topic) return { text: question, match, facts: topic ? pickFacts(question, topic) : null, followsUp: false };
  // Newest first, each message read once, until both are found.
  let earlier: string | undefined;
  let earlierTopic: FactTopic | undefined;
  for (const message of [...history].reverse()) {
    const messageTopic = findFactTopic(foldQuestion(message), topics);
    earlierTopic ??= messageTopic;
    if (earlier === undefined && (messageTopic || matchIntents(message).intents.length)) earlier = message;
    if (earlier !== undefined && earlierTopic) break;
  }
  if (earlier === undefined) return { text: question, match, facts: null, followsUp: false };
  const text = `${earlier} ${question}`;
  return { text, match: matchIntents(text, question), facts: earlierTopic ? pickFacts(question, earlierTopic) : null, followsUp: true };
}

export interface AnswerPlan {
  /** The answer's language: the question's own (the reader's when the words do not tell). */
  language: Language;
  match: IntentMatch;
  facts: FactAnswer | null;
  place: LeadPlace | undefined;
  /** The passages to quote, best first, at most one or two per guide. */
  passages: GuidePassageDoc[];
  /** The question is about something Pali does not cover. */
  offTopic: boolean;
}

export function planAnswer(question: string, readerLanguage: Language, options: AnswerOptions): AnswerPlan {
  const language = options.answerLanguage ?? detectLanguage(question, readerLanguage);
  const read = readQuestion(question, options.history ?? [], options.facts);
  const hits: GuideHit[] = rankPassages(read.text, language, read.match, options.guides);
  const offTopic =
    !options.hasImages &&
    !read.followsUp &&
    !read.facts &&
    !read.match.intents.length &&
    !hits.slice(0, MAX_QUOTED).some((hit) => hit.coverage >= OFF_TOPIC_COVERAGE || hit.score >= OFF_TOPIC_SCORE);
  const asks = readAsks(foldQuestion(question));
  const place = !offTopic && placeAnswers(asks, read.facts) ? placeAskedAbout(foldQuestion(read.text), hits, read.match.redirects, options.guides.places) : undefined;
  const facts = place && asks.every((ask) => ask === 'where-when') ? null : read.facts;
  const passages = offTopic ? [] : quotedPassages(place ? hits.filter((hit) => hit.doc.source.id !== `place/${place.id}`) : hits, read.match, language, options.guides);
  return { language, match: read.match, facts, place, passages, offTopic };
}
