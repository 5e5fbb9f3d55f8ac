// Explain My Letter's content: the agencies that write letters, the letter kinds,
// the words that name each sender, and the fixed lists and types the engine and the screen need.
// No zod here: the schemas stay in letter-types.ts, for the content tests.
export { AGENCIES } from './agencies';
export { LETTER_KINDS } from './kinds';
export { SENDER_SIGNALS } from './sender-signals';
export { AGENCY_IDS, LETTER_KIND_IDS, LETTER_LANGUAGES, PERIOD_STARTS, SENDERS, SIGNAL_SENDERS, URGENCY } from './letter-constants';
export type { AgencyId, LetterKindId, LetterTextLanguage, PeriodStart, Sender, SignalSender, Urgency } from './letter-constants';
export type { Agency, LetterKind, RelativeDeadline, SenderSignals, Signals } from './letter-types';
export { LETTER_WORDS } from './letter-words';
