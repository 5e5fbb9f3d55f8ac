// The model's answer, checked against the letter before anyone sees it: every date it names must be
// one the letter states (the facts reader's dates over the letter's text: the PDF's own text, or the model's
// transcription of a photo), quoted with the letter's own sentence; a date the letter does not
// state is dropped, and the deadline then comes from the rules. Sender and kind must be known
// values, urgency and legal help follow the fixed rules, and sources come from Pali's content.
// The on-device result is built the same way, so both engines answer in one shape.
import { LETTER_KINDS } from '../../../src/content/letters/index.ts';
import { LETTER_ENGINE_CONTENT } from '../../../src/content/letters/engine-content.ts';
import { needsLegalHelp, urgencyWithDeadline } from '../../../src/core/letters/deadline.ts';
import { explainLetter, type KeyDate, type LetterExplanation } from '../../../src/core/letters/explain-letter.ts';
import { LETTER_SENDERS } from '../../../src/core/letters/letter-senders.ts';
import { ALL_GRAMMARS } from '../../../src/core/letters/facts/all-grammars.ts';
import type { LetterRequest } from './letter-request.ts';
import type { ModelAnswer } from './model-request.ts';

export type LetterAnalysis = Omit<LetterExplanation, 'engine'> & { engine: 'ai' | 'device' };

const CONTENT = LETTER_ENGINE_CONTENT;
const SENDER_IDS = new Set<string>(LETTER_SENDERS);
const MAX_ITEMS = 12;
const MAX_TEXT = 2000;

const clip = (text: string) => text.trim().slice(0, MAX_TEXT);
const clipList = (items: string[]) => items.map(clip).filter(Boolean).slice(0, MAX_ITEMS);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The rules' explanation, with the person's own deadline standing in when the letter gives none (as on the phone). */
export function deviceAnalysis(text: string, request: LetterRequest): LetterAnalysis {
  const explanation = explainLetter(text, { readerLanguage: request.reader, today: request.today, grammars: ALL_GRAMMARS, senderHint: request.sender ?? undefined }, CONTENT);
  if (!explanation.deadline && request.deadline) return { ...explanation, deadline: { date: request.deadline, quote: '' } };
  return explanation;
}

/** The place in the letter that states `date`, preferring the sentence the model quoted. */
function inLetter(found: readonly KeyDate[], date: string, quote: string): KeyDate | undefined {
  const candidates = found.filter((entry) => entry.date === date);
  const quoted = squash(quote);
  return candidates.find((entry) => quoted && (squash(entry.quote).includes(quoted) || quoted.includes(squash(entry.quote)))) ?? candidates[0];
}

/**
 * The analysis from a usable model answer. `text` is what the dates are checked against; `rules`
 * is the on-device explanation of the same text (its deadline replaces one the letter does not state).
 */
export function checkAnswer(answer: ModelAnswer, text: string, request: LetterRequest, rules: LetterAnalysis): LetterAnalysis {
  // The dates the facts reader found in the same text (English, Spanish and Chinese letters).
  const found = text ? rules.keyDates : [];
  // The model's kind stands only where the letter's own sender agrees with it (as on the phone):
  // a kind whose sender contradicts the letterhead would give confident wrong advice.
  const claimedKind = LETTER_KINDS.find((candidate) => candidate.id === answer.kind);
  const kind =
    claimedKind && (claimedKind.id === rules.kind || rules.sender === 'notsure' || claimedKind.sender === rules.sender)
      ? claimedKind
      : LETTER_KINDS.find((candidate) => candidate.id === rules.kind);
  const claimedSender = SENDER_IDS.has(answer.sender) && answer.sender !== 'notsure' ? answer.sender : null;
  const sender = rules.sender !== 'notsure' ? rules.sender : (kind?.sender ?? claimedSender ?? rules.sender);

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
    if (where) add({ date: where.date, label: clip(key.label) || LETTER_ENGINE_CONTENT.words.mentioned[request.reader], quote: where.quote });
  }
  // Dates the rules found that the model left out, and the deadline, so none goes missing.
  for (const key of rules.keyDates) if (!keyDates.some((entry) => entry.date === key.date)) add(key);
  if (deadline && !keyDates.some((entry) => entry.date === deadline.date))
    add({ date: deadline.date, label: LETTER_ENGINE_CONTENT.words.deadline[request.reader], quote: deadline.quote });
  keyDates.sort((a, b) => a.date.localeCompare(b.date));

  const urgencyLevel = urgencyWithDeadline(answer.urgencyLevel, deadline?.date ?? null, request.today);
  // The legal-help rule (deadline.ts), plus the kind's own flag where Pali's content knows the kind needs a lawyer.
  // Legal help as on the phone: a court, immigration or a tenancy ending (the rules read that from the
  // letter), or a kind that calls for it; a close deadline alone shows the alert with its own reason.
  const legalHelp = rules.legalHelp || kind?.legalHelp === true;
  const closeDeadline = deadline !== null && needsLegalHelp({ urgency: 'low', sender: 'notsure', deadline: deadline.date }, request.today);
  const legalHelpReason = legalHelp ? (rules.legalHelpReason !== 'deadline' && rules.legalHelpReason ? rules.legalHelpReason : 'court') : closeDeadline ? 'deadline' : null;

  return {
    summary: clip(answer.summary),
    actionItems: clipList(answer.actionItems),
    urgencyLevel,
    requiresInPersonVisit: answer.requiresInPersonVisit,
    documentsNeeded: clipList(answer.documentsNeeded),
    additionalNotes: clip(answer.additionalNotes),
    sender,
    senderName: rules.senderName,
    senderMismatch: rules.senderMismatch,
    kind: kind?.id ?? null,
    deadline,
    keyDates,
    // The facts the rules read from the letter's own words: the model adds wording, not facts.
    appointment: rules.appointment,
    asks: rules.asks,
    amounts: rules.amounts,
    phones: rules.phones,
    references: rules.references,
    consequences: rules.consequences,
    choices: rules.choices,
    legalHelp,
    legalHelpReason,
    engine: 'ai',
    sources: kind?.sources ?? [],
    letterLanguage: rules.letterLanguage,
    appointmentTask: kind?.appointmentTask ?? null,
  };
}
