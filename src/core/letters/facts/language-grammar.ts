// The grammar of one letter language: its date reader (chrono-node's locale) and its words of
// asking. Kept apart from the rules, so a phone loads only the languages a letter is written in
// (English always: Spanish and Chinese letters quote English dates and names).
import type { Chrono } from 'chrono-node';
import type { AskWords } from './ask-words-types';
import type { LetterLanguage } from '../letter-language';

export interface LanguageGrammar {
  /** Reads dates and times, with chrono-node's grammar for this language. */
  dates: Chrono;
  asks: AskWords;
}

export type Grammars = { en: LanguageGrammar } & Partial<Record<LetterLanguage, LanguageGrammar>>;

export function grammarFor(grammars: Grammars, language: LetterLanguage): LanguageGrammar {
  const grammar = grammars[language];
  if (!grammar) throw new Error(`The ${language} letter grammar is not loaded`);
  return grammar;
}

/** The languages whose grammar reading a letter in `language` takes. */
export const grammarLanguagesFor = (language: LetterLanguage): LetterLanguage[] => (language === 'en' ? ['en'] : ['en', language]);
