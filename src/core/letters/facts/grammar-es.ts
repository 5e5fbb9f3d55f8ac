// Spanish letters: chrono-node's strict Spanish dates and the Spanish words of asking.
import { strict } from 'chrono-node/es';
import { ES } from './ask-words-es';
import type { LanguageGrammar } from './language-grammar';

export const GRAMMAR_ES: LanguageGrammar = { dates: strict, asks: ES };
