// The on-device explainer as the app runs it, for the accuracy tests and the evaluation script:
// all of the letter content, an English reader, a fixed "today".
import { LETTER_ENGINE_CONTENT } from '../../src/content/letters/engine-content';
import { explainLetter, type LetterExplanation } from '../../src/core/letters/explain-letter';
import { ALL_GRAMMARS } from '../../src/core/letters/facts/all-grammars';
import type { Language } from '../../src/core/language';

export function explainLetterForTests(text: string, today: Date, reader: Language = 'en', senderHint?: string): LetterExplanation {
  return explainLetter(text, { readerLanguage: reader, today, senderHint, grammars: ALL_GRAMMARS }, LETTER_ENGINE_CONTENT);
}
