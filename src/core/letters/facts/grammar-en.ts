// English letters: chrono-node's strict English dates (no "tomorrow" guesses) and the English
// words of asking.
import { strict } from 'chrono-node/en';
import { EN } from './ask-words';
import type { LanguageGrammar } from './language-grammar';

export const GRAMMAR_EN: LanguageGrammar = { dates: strict, asks: EN };
