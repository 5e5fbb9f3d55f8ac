// Everything the on-device letter explainer reads, in one object, so the phone, the command line,
// the analyze-letter function and the tests give it the same content.
import { AGENCIES } from './agencies';
import { LETTER_KINDS } from './kinds';
import { FACT_WORDS } from './letter-fact-words';
import { LETTER_WORDS } from './letter-words';
import { PAPER_GLOSSARY } from './paper-glossary';
import { SENDER_SIGNALS } from './sender-signals';

export const LETTER_ENGINE_CONTENT = {
  kinds: LETTER_KINDS,
  senderSignals: SENDER_SIGNALS,
  words: LETTER_WORDS,
  agencies: AGENCIES,
  glossary: PAPER_GLOSSARY,
  factWords: FACT_WORDS,
};
