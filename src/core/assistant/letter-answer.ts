// The assistant's answer to a photo of a letter, read on the phone (pictures without a
// model): the letter explainer's own reading (its summary in the reader's language, who wrote,
// the date to act by with the sentence it came from, the appointment, what it asks for, whether to
// get legal help), short enough for a chat bubble, then Explain my letter for the whole of it.
// Rules: only what the explainer read is said; a date whose year was not readable is shown as read
// and marked to check, never as a bold date; no text read means an honest "I could not read it".
import { ASSISTANT_WORDS } from '../../content/assistant/assistant-words';
import type { LetterExplanation } from '../letters/explain-letter';
import type { AssistantAnswer } from './assistant-types';
import { fill } from './guide-passage-doc';
import { readerDate } from './reader-dates';
import { NO_TITLES, redirectReason } from './redirect-reasons';
import { parseReply, redirectMarkup, serviceMarkup } from './reply-markup';
import type { Language } from '../language';

const WORDS = ASSISTANT_WORDS;
/** Items of the letter's list named in the answer: the rest are on Explain my letter. */
const MAX_ASKS = 5;

const dayOf = (date: string, language: Language) => readerDate(date, language, 'full');

function letterLines(letter: LetterExplanation, language: Language): string[] {
  const lines = [WORDS.letterRead[language], letter.summary];
  if (letter.senderName) lines.push(`- ${fill(WORDS.letterFrom[language], { sender: letter.senderName })}`);
  const { deadline, appointment } = letter;
  if (deadline) {
    lines.push(
      deadline.uncertainYear
        ? `- ${fill(WORDS.letterActByUnsure[language], { asRead: deadline.asRead ?? deadline.date })}`
        : `- ${fill(WORDS.letterActBy[language], { date: dayOf(deadline.date, language), quote: deadline.quote })}`,
    );
  }
  if (appointment && !appointment.uncertainYear) {
    const when = [dayOf(appointment.date, language), appointment.time].filter(Boolean).join(', ');
    lines.push(`- ${fill(WORDS.letterAppointment[language], { when, place: appointment.place ? ` (${appointment.place})` : '' })}`);
  }
  if (letter.asks.length) {
    const items = letter.asks.slice(0, MAX_ASKS).map((ask) => (ask.translation && ask.translation !== ask.text ? `${ask.text} (${ask.translation})` : ask.text));
    lines.push(`- ${fill(WORDS.letterAsks[language], { items: items.join('; ') })}`);
  }
  return lines;
}

/** Why a photo gave no letter: no words could be read, or the reader's files are not on this phone. */
export type UnreadLetter = 'unreadable' | 'reader-missing';

/** The answer for a photo whose letter was read, or why it was not. */
export function answerFromLetter(reading: LetterExplanation | UnreadLetter, language: Language): AssistantAnswer {
  const letter = typeof reading === 'string' ? null : reading;
  const blocks = letter ? [letterLines(letter, language).join('\n')] : [(reading === 'reader-missing' ? WORDS.letterReaderMissing : WORDS.letterUnreadable)[language]];
  if (letter?.legalHelp) blocks.push(WORDS.urgentLegal[language]);
  if (letter) blocks.push(WORDS.letterMore[language]);
  const markup = [redirectMarkup({ path: '/letter', reason: redirectReason('/letter', language, NO_TITLES)! })];
  if (letter?.legalHelp) markup.push(serviceMarkup({ type: 'LEGAL_SERVICE_NEEDED', urgency: 'URGENT', reason: WORDS.services.LEGAL_SERVICE_NEEDED.URGENT[language] }));
  const text = [...blocks, markup.join('\n')].join('\n\n');
  const parsed = parseReply(text);
  return { text, redirects: parsed.redirects, services: parsed.services, sources: [] };
}
