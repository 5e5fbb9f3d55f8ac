// Explain My Letter's content (issue 7): the letter kinds, the words that name each sender, and
// the fixed lists and types the engine and the screen need. No zod here: the schemas stay in
// letter-types.ts, for the content tests.
export { LETTER_KINDS } from './kinds';
export { SENDER_SIGNALS } from './sender-signals';
export { LETTER_KIND_IDS, LETTER_LANGUAGES, PERIOD_STARTS, SENDERS, SIGNAL_SENDERS, URGENCY } from './letter-constants';
export type { LetterKindId, LetterLanguage, PeriodStart, Sender, SignalSender, Urgency } from './letter-constants';
export type { LetterKind, RelativeDeadline, SenderSignals, Signals } from './letter-types';
export { LETTER_WORDS } from './letter-words';
