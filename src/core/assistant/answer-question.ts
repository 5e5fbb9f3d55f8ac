// The on-device assistant (docs/architecture.md "Assistant"): answers a question from Pali's
// built-in guides and facts, with no network, in the language the question is written in (the
// reader's when that is unclear). Used by the app offline and by the ai-assistant function when no
// model is configured; groundingFor gives a configured model the same facts, place and passages.
// How: plan-answer.ts reads the question and decides what the answer holds; compose-answer.ts
// writes it. "Find services" gets the local-services rule, as on the chat screen.
import type { AssistantAnswer, GuidePassage } from './assistant-types';
import { composeAnswer, emergencyContacts, factLines, factSources, placeBlock, placeSource } from './compose-answer';
import { detectLanguage } from './detect-language';
import { findServicesReply, isFindServicesRequest } from './find-services-rule';
import type { GuidePack } from './guide-pack';
import { matchIntents } from './intent-rules';
import { planAnswer, type AnswerOptions } from './plan-answer';
import { rankPassages } from './rank-passages';
import { parseReply } from './reply-markup';
import type { Language } from '../language';

export type { AnswerOptions } from './plan-answer';
export { answerFromLetter } from './letter-answer';
export { detectLanguage } from './detect-language';

/** The answer to `question` for a reader of `readerLanguage`, in the question's own language. */
export function answerQuestion(question: string, readerLanguage: Language, options: AnswerOptions): AssistantAnswer {
  if (!options.hasImages && isFindServicesRequest(question)) {
    const text = findServicesReply(detectLanguage(question, readerLanguage));
    const parsed = parseReply(text);
    return { text, redirects: parsed.redirects, services: parsed.services, sources: [] };
  }
  return composeAnswer({ ...planAnswer(question, readerLanguage, options), hasImages: options.hasImages ?? false, now: options.now ?? new Date(), guides: options.guides });
}

/** The guide passages that best match a question, best first, in the given language. */
export function searchGuides(question: string, language: Language, guides: GuidePack, limit = 5): GuidePassage[] {
  return rankPassages(question, language, matchIntents(question), guides)
    .slice(0, limit)
    .map(({ doc, score }) => ({ source: doc.source, text: doc.text, score }));
}

/** What a model is given to answer from: the same facts, place and passages as the on-device answer. */
export interface Grounding {
  /** The language to answer in: the question's own. */
  language: Language;
  /** The place asked about, then the facts, then the guides' passages (the best of them). */
  passages: GuidePassage[];
  /** The emergency contacts to lead with, "988 (Suicide & Crisis Lifeline)", when the question shows danger. */
  emergency: string[];
}

export function groundingFor(question: string, readerLanguage: Language, options: AnswerOptions & { limit?: number }): Grounding {
  const plan = planAnswer(question, readerLanguage, options);
  const { language } = plan;
  const now = options.now ?? new Date();
  const leading: GuidePassage[] = [];
  if (plan.place) leading.push({ source: placeSource(plan.place), text: placeBlock(plan.place, language, now), score: Number.POSITIVE_INFINITY });
  if (plan.facts) {
    const sources = factSources(plan.facts);
    factLines(plan.facts, language).forEach((text, index) => leading.push({ source: sources[index]!, text, score: Number.POSITIVE_INFINITY }));
  }
  const guides = plan.passages.slice(0, options.limit ?? 5).map((doc) => ({ source: doc.source, text: doc.text, score: 0 }));
  const emergency = emergencyContacts(plan.match.emergency, options.guides.emergencyContacts).map((contact) => `${contact.display} (${contact.label[language]})`);
  return { language, passages: [...leading, ...guides], emergency };
}
