// Writes the on-device assistant's answer (docs/architecture.md "Assistant") in the reader's
// language: emergency numbers first when there is danger, a note when pictures came that the phone
// cannot read, the facts that answer the question with their source and check date, a lead
// sentence, the best guide passages as bullets that name and link their guide,
// "not legal advice" where law is involved, then the markup lines the screen turns into links and
// the service alert. With nothing found it says so and offers the help hub; off topic, it says
// what it can help with.
// Rules: the parsed fields come from parsing the text itself, so they can never disagree with it.
import { ASSISTANT_WORDS } from '../../content/assistant/assistant-words';
import type { EmergencyContact } from '../../content/rights/rights-types';
import { hostOf } from '../../content/provenance';
import type { AssistantAnswer, GuideSource, ServiceSuggestion } from './assistant-types';
import type { GuidePack, LeadPlace } from './guide-pack';
import { fill, type GuidePassageDoc } from './guide-passage-doc';
import type { IntentMatch } from './intent-rules';
import type { FactAnswer } from './pick-facts';
import { placeLines } from './place-lead';
import { readerDate } from './reader-dates';
import { redirectReason } from './redirect-reasons';
import { parseReply, redirectMarkup, serviceMarkup } from './reply-markup';
import type { Language } from '../language';

const WORDS = ASSISTANT_WORDS;
/** Screens offered in one answer: more would bury the one that matters. */
const MAX_REDIRECTS = 3;
/** A quoted passage longer than this is cut at a sentence (or a word) before it; Chinese says more per character. */
const MAX_QUOTE: Record<Language, number> = { en: 320, es: 320, zh: 140, pt: 320, ht: 320 };

export interface AnswerParts {
  language: Language;
  match: IntentMatch;
  /** The passages to quote, best first, at most one per guide. */
  passages: GuidePassageDoc[];
  hasImages: boolean;
  /** The facts that answer the question, to lead with. */
  facts: FactAnswer | null;
  /** The question is about something Pali does not cover. */
  offTopic: boolean;
  /** The place the question asks about, to lead with its address and hours. */
  place?: LeadPlace;
  /** When "today" is, for the place's hours. */
  now: Date;
  /** The emergency contacts and the screens' titles come from the guides. */
  guides: GuidePack;
}

/** "Source: [mass.gov](…) (checked November 26, 2026)." or, unchecked, that it could not be confirmed. */
function sourceLine(url: string, checked: string | null, language: Language): string {
  const link = `[${hostOf(url)}](${url})`;
  if (!checked) return fill(WORDS.factUnchecked[language], { link });
  return fill(WORDS.factSource[language], { link, date: readerDate(checked, language) });
}

/** Each fact, then its source with the day it was checked (or that it could not be). */
export function factLines({ facts }: FactAnswer, language: Language): string[] {
  return facts.map((fact) => `${fact.text[language]}\n${sourceLine(fact.source, fact.checked, language)}`);
}

/** A passage short enough to read in a chat bubble: whole sentences where they fit. */
function shortenQuote(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('。'), head.lastIndexOf('; '), head.lastIndexOf('；'));
  if (sentenceEnd > limit / 2) return `${head.slice(0, sentenceEnd + 1).trimEnd()} …`;
  if (!head.includes(' ')) return `${head}…`;
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > limit / 2 ? space : limit).trimEnd()} …`;
}

function guideBullet(doc: GuidePassageDoc, language: Language): string {
  const link = `[${doc.source.title.replace(/[[\]]/g, '')}](${doc.source.path})`;
  return `- ${fill(WORDS.fromGuide[language], { link, text: shortenQuote(doc.text, MAX_QUOTE[language]) })}`;
}

/** The emergency contacts to lead with, by the numbers dialled, in their order. */
export function emergencyContacts(numbers: readonly string[], contacts: readonly EmergencyContact[]): EmergencyContact[] {
  return numbers.flatMap((number) => contacts.filter((contact) => contact.number === number).slice(0, 1));
}

function emergencyLines(numbers: string[], language: Language, contacts: readonly EmergencyContact[]): string[] {
  const lines = emergencyContacts(numbers, contacts).map(
    (contact) => `- ${fill(WORDS.callContact[language], { display: contact.display, label: contact.label[language], when: contact.when[language] })}`,
  );
  return lines.length ? [WORDS.emergencyLead[language], ...lines] : [];
}

/** The source an answer names for the place it leads with. */
export function placeSource(place: LeadPlace): GuideSource {
  return { id: `place/${place.id}`, title: place.name, path: `/map?category=${place.category}`, url: place.source };
}

/** The sources an answer names for its facts, one per fact. */
export function factSources({ topic, facts }: FactAnswer): GuideSource[] {
  return facts.map((fact) => ({ id: `fact/${topic.id}#${topic.facts.indexOf(fact)}`, title: hostOf(fact.source), path: topic.path, url: fact.source }));
}

/** The place asked about: its details and hours, then its source. */
export function placeBlock(place: LeadPlace, language: Language, now: Date): string {
  return [...placeLines(place, language, now), sourceLine(place.source, place.lastVerified, language)].join('\n');
}

export function composeAnswer({ language, match, passages, hasImages, facts, offTopic, place, now, guides }: AnswerParts): AssistantAnswer {
  const blocks: string[] = [];
  const paths: string[] = [];
  const offer = (path: string) => {
    if (paths.length < MAX_REDIRECTS && !paths.includes(path) && redirectReason(path, language, guides.titles)) paths.push(path);
  };

  const emergency = emergencyLines(match.emergency, language, guides.emergencyContacts);
  if (emergency.length) blocks.push(emergency.join('\n'));
  if (hasImages) {
    blocks.push(WORDS.images[language]);
    offer('/letter');
  }
  if (match.services.some((service) => service.type === 'LEGAL_SERVICE_NEEDED' && service.urgency === 'URGENT')) blocks.push(WORDS.urgentLegal[language]);
  if (place) blocks.push(placeBlock(place, language, now));
  if (facts) blocks.push(...factLines(facts, language));
  if (passages.length) {
    blocks.push([(facts || place ? WORDS.leadAfterFacts : WORDS.lead)[language], ...passages.map((doc) => guideBullet(doc, language))].join('\n'));
  } else if (offTopic) {
    blocks.push(WORDS.offTopic[language]);
    offer('/help-hub');
  } else if (!emergency.length && !facts && !place) {
    blocks.push(WORDS.noMatch[language]);
    offer('/help-hub');
  }
  const legal =
    passages.some((doc) => doc.legal) ||
    match.services.some((service) => service.type === 'LEGAL_SERVICE_NEEDED') ||
    Boolean(facts?.facts.some((fact) => fact.asks.includes('law')));
  if (legal) blocks.push(WORDS.notLegalAdvice[language]);

  // The screen of the place or the topic asked about first: it is where the question leads.
  if (place) offer(`/map?category=${place.category}`);
  if (facts) offer(facts.topic.path);
  match.redirects.forEach(offer);
  // No intent named a screen: offer the screen of the best guide found.
  if (!match.redirects.length && passages[0]) offer(passages[0].source.path);

  const services: ServiceSuggestion[] = match.services.map((service) => ({
    ...service,
    reason: WORDS.services[service.type as keyof typeof WORDS.services][service.urgency as 'URGENT' | 'NORMAL'][language],
  }));
  const markup = [...paths.map((path) => redirectMarkup({ path, reason: redirectReason(path, language, guides.titles)! })), ...services.map(serviceMarkup)];
  const text = [...blocks, markup.join('\n')].filter(Boolean).join('\n\n');
  const parsed = parseReply(text);
  const sources = [...(place ? [placeSource(place)] : []), ...(facts ? factSources(facts) : []), ...new Map(passages.map((doc) => [doc.source.id, doc.source])).values()];
  return { text, redirects: parsed.redirects, services: parsed.services, sources };
}
