// The model's answer, checked against the letter before anyone sees it: every date it names must be
// one the letter states (findDates over the letter's text: the PDF's own text, or the model's
// transcription of a photo), quoted with the letter's own sentence; a date the letter does not
// state is dropped, and the deadline then comes from the rules. Sender and kind must be the spec's
// values, urgency and legal help follow the spec's rules, and sources come from Pali's content.
// The on-device result is built the same way, so both engines answer in one shape.
import { LETTER_KINDS, LETTER_WORDS, SENDER_SIGNALS } from '../../../src/content/letters/index.ts';
import { letterLanguage } from '../../../src/core/letters/classify-letter.ts';
import { needsLegalHelp, urgencyWithDeadline } from '../../../src/core/letters/deadline.ts';
import { explainLetter, type KeyDate, type LetterExplanation } from '../../../src/core/letters/explain-letter.ts';
import { findDates, type FoundDate } from '../../../src/core/letters/find-dates.ts';
import { LETTER_SENDERS } from '../../../src/core/letters/letter-senders.ts';
import type { LetterRequest } from './letter-request.ts';
import type { ModelAnswer } from './model-request.ts';

export type LetterAnalysis = Omit<LetterExplanation, 'engine'> & { engine: 'ai' | 'device' };

const CONTENT = { kinds: LETTER_KINDS, senderSignals: SENDER_SIGNALS, words: LETTER_WORDS };
const SENDER_IDS = new Set<string>(LETTER_SENDERS);
const MAX_ITEMS = 12;
const MAX_TEXT = 2000;

const clip = (text: string) => text.trim().slice(0, MAX_TEXT);
const clipList = (items: string[]) => items.map(clip).filter(Boolean).slice(0, MAX_ITEMS);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The rules' explanation, with the person's own deadline standing in when the letter gives none (as on the phone). */
export function deviceAnalysis(text: string, request: LetterRequest): LetterAnalysis {
  const explanation = explainLetter(text, { readerLanguage: request.reader, today: request.today, senderHint: request.sender ?? undefined }, CONTENT);
  if (!explanation.deadline && request.deadline) return { ...explanation, deadline: { date: request.deadline, quote: '' } };
  return explanation;
}

/** The place in the letter that states `date`, preferring the sentence the model quoted. */
function inLetter(found: FoundDate[], date: string, quote: string): FoundDate | undefined {
  const candidates = found.filter((entry) => entry.date === date);
  const quoted = squash(quote);
  return candidates.find((entry) => quoted && (squash(entry.quote).includes(quoted) || quoted.includes(squash(entry.quote)))) ?? candidates[0];
}

/**
 * The analysis from a usable model answer. `text` is what the dates are checked against; `rules`
 * is the on-device explanation of the same text (its deadline replaces one the letter does not state).
 */
export function checkAnswer(answer: ModelAnswer, text: string, request: LetterRequest, rules: LetterAnalysis): LetterAnalysis {
  const found = text ? findDates(text, letterLanguage(text), request.today) : [];
  const kind = LETTER_KINDS.find((candidate) => candidate.id === answer.kind);
  const claimedSender = SENDER_IDS.has(answer.sender) && answer.sender !== 'notsure' ? answer.sender : null;
  const sender = kind?.sender ?? claimedSender ?? rules.sender;

  const stated = answer.deadline ? inLetter(found, answer.deadline.date, answer.deadline.quote) : undefined;
  const deadline = stated ? { date: stated.date, quote: stated.quote } : rules.deadline;

  const keyDates: KeyDate[] = [];
  const seen = new Set<string>();
  const add = (key: KeyDate) => {
    const id = `${key.date}\n${key.quote}`;
    if (seen.has(id)) return;
    seen.add(id);
    keyDates.push(key);
  };
  for (const key of answer.keyDates.slice(0, 30)) {
    const where = inLetter(found, key.date, key.quote);
    if (where) add({ date: where.date, label: clip(key.label) || LETTER_WORDS.mentioned[request.reader], quote: where.quote });
  }
  // Dates the rules found that the model left out, and the deadline, so none goes missing.
  for (const key of rules.keyDates) if (!keyDates.some((entry) => entry.date === key.date)) add(key);
  if (deadline && !keyDates.some((entry) => entry.date === deadline.date)) add({ date: deadline.date, label: LETTER_WORDS.deadline[request.reader], quote: deadline.quote });
  keyDates.sort((a, b) => a.date.localeCompare(b.date));

  const urgencyLevel = urgencyWithDeadline(answer.urgencyLevel, deadline?.date ?? null, request.today);
  // The spec's rule, plus the kind's own flag where Pali's content knows the kind needs a lawyer.
  const legalHelp = needsLegalHelp({ urgency: urgencyLevel, sender, deadline: deadline?.date ?? null }, request.today) || kind?.legalHelp === true;

  return {
    summary: clip(answer.summary),
    actionItems: clipList(answer.actionItems),
    urgencyLevel,
    requiresInPersonVisit: answer.requiresInPersonVisit,
    documentsNeeded: clipList(answer.documentsNeeded),
    additionalNotes: clip(answer.additionalNotes),
    sender,
    kind: kind?.id ?? null,
    deadline,
    keyDates,
    legalHelp,
    engine: 'ai',
    sources: kind?.sources ?? [],
    letterLanguage: text ? letterLanguage(text) : rules.letterLanguage,
    appointmentTask: kind?.appointmentTask ?? null,
  };
}
