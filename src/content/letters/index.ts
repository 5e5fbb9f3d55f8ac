// Explain My Letter's content: the agencies that write letters, the letter kinds,
// the words that name each sender, and the fixed lists and types the engine and the screen need.
// No zod here: the schemas stay in letter-types.ts, for the content tests.
export { AGENCIES } from './agencies';
export { LETTER_KINDS } from './kinds';
export { SENDER_SIGNALS } from './sender-signals';
export { LETTER_KIND_IDS, SENDERS } from './letter-constants';
export type { LetterTextLanguage } from './letter-constants';
export type { Agency, LetterKind, SenderSignals } from './letter-types';
