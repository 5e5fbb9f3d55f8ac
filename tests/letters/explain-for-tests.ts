// The on-device explainer as the app runs it, for the accuracy tests and the evaluation script:
// all of the letter content, an English reader, a fixed "today".
import { LETTER_ENGINE_CONTENT } from '../../src/content/letters/engine-content';
import { explainLetter, type LetterExplanation, type ReaderLanguage } from '../../src/core/letters/explain-letter';

export function explainLetterForTests(text: string, today: Date, reader: ReaderLanguage = 'en', senderHint?: string): LetterExplanation {
  return explainLetter(text, { readerLanguage: reader, today, senderHint }, LETTER_ENGINE_CONTENT);
}
