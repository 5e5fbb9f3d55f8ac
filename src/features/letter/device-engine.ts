// Everything the on-device explainer runs before its grammars and content, gathered in one module
// so the phone fetches it as one chunk (explain-on-device.ts loads it when a letter is chosen).
export { explainLetter } from '../../core/letters/explain-letter';
export { grammarLanguagesFor } from '../../core/letters/facts/language-grammar';
export { detectLetterLanguage } from '../../core/letters/facts/letter-sentences';
export { formHints } from '../../core/letters/form-hints';
export { letterContentFor, letterCoreContent } from './letter-content';
