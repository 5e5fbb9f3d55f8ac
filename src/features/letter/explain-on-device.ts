// The on-device engine, loaded when a letter is chosen (not with the page): the rules; the date
// and asking grammar of English and of the letter's language; and the content in the reader's
// language and the letter's (letter-content.ts). A phone reading an English letter never loads the
// Spanish or Chinese grammar.
import type { Grammars, LanguageGrammar } from '../../core/letters/facts/language-grammar';
import type { FormHints } from '../../core/letters/form-hints';
import type { LetterFormValues } from '../../core/letters/letter-form';
import type { LetterAnalysis } from './letter-store';
import type { Language } from '../../core/language';
import type { LetterLanguage } from '../../core/letters/letter-language';

// The grammars of the languages letters are read in (a Portuguese or Kreyòl reader's letter is in one of them).
const GRAMMARS: Record<LetterLanguage, () => Promise<LanguageGrammar>> = {
  en: () => import('../../core/letters/facts/grammar-en').then((module) => module.GRAMMAR_EN),
  es: () => import('../../core/letters/facts/grammar-es').then((module) => module.GRAMMAR_ES),
  zh: () => import('../../core/letters/facts/grammar-zh').then((module) => module.GRAMMAR_ZH),
};

async function loadEngine(text: string, reader: Language) {
  const engine = await import('./device-engine');
  const languages = engine.grammarLanguagesFor(engine.detectLetterLanguage(text));
  const [letterContent, ...loaded] = await Promise.all([engine.letterContentFor(text, reader), ...languages.map((language) => GRAMMARS[language]())]);
  const grammars = Object.fromEntries(languages.map((language, index) => [language, loaded[index]])) as Grammars;
  return { explainLetter: engine.explainLetter, formHints: engine.formHints, letterContent, grammars };
}

/** What the letter fills in on the form: its sender, its date and its deadline, with their words. */
export async function hintsFromLetter(text: string, reader: Language): Promise<FormHints> {
  const { explainLetter, formHints, letterContent, grammars } = await loadEngine(text, reader);
  const explanation = explainLetter(text, { readerLanguage: reader, today: new Date(), grammars }, letterContent);
  return formHints(text, explanation, letterContent, reader);
}

/**
 * The explanation made on this phone. The person's own answers count: the sender they chose stands
 * in when the letter does not say, and a deadline they typed stands when the letter gave none.
 */
export async function explainOnDevice(text: string, form: LetterFormValues, reader: Language): Promise<LetterAnalysis> {
  const { explainLetter, letterContent, grammars } = await loadEngine(text, reader);
  const explanation = explainLetter(text, { readerLanguage: reader, today: new Date(), senderHint: form.sender || undefined, grammars }, letterContent);
  if (!explanation.deadline && form.deadline) return { ...explanation, deadline: { date: form.deadline, quote: '' } };
  return explanation;
}

/** When the guidance for a kind of letter was last checked, or null for a letter of no known kind. */
export async function lastVerifiedOf(kind: string | null): Promise<string | null> {
  if (!kind) return null;
  const { letterCoreContent } = await import('./device-engine');
  const { kinds } = await letterCoreContent();
  return kinds.find((candidate) => candidate.id === kind)?.lastVerified ?? null;
}
