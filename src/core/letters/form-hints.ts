// What the letter itself says about the form's sender, letter date and deadline, each with the
// words it came from, so the screen can fill the fields the person left empty and show why.
import { classifyLetter, fold } from './classify-letter';
import type { LetterContent, LetterExplanation } from './explain-letter';
import { sentencesOf } from './split-sentences';
import type { Language } from '../language';

interface FormHint {
  value: string;
  quote: string;
}

export interface FormHints {
  sender: FormHint | null;
  date: FormHint | null;
  deadline: FormHint | null;
}

const QUOTE_MAX = 160;
const shorten = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1)}…` : line;
};

/** The sentence holding the first phrase that named the sender (or the letterhead's first line). */
function senderQuote(text: string, explanation: LetterExplanation, content: LetterContent): string {
  // The letterhead's line that names the sender, when the facts reader found one.
  const named = explanation.senderName ? text.split('\n').find((line) => line.replace(/\s+/g, ' ').trim() === explanation.senderName) : undefined;
  if (named) return shorten(named);
  if (explanation.letterLanguage === 'zh') return shorten(text.split('\n').find((line) => line.trim() !== '') ?? '');
  const { matched } = classifyLetter(text, explanation.letterLanguage, content.kinds, content.senderSignals);
  const sentences = sentencesOf(text, explanation.letterLanguage);
  for (const phrase of matched) {
    const wanted = fold(phrase);
    const found = sentences.find(({ sentence }) => fold(sentence).includes(wanted));
    if (found) return shorten(found.sentence);
  }
  return shorten(text.split('\n').find((line) => line.trim() !== '') ?? '');
}

export function formHints(text: string, explanation: LetterExplanation, content: LetterContent, reader: Language): FormHints {
  const letterDateLabel = content.words.letterDate[reader];
  const letterDate = explanation.keyDates.find((key) => key.label === letterDateLabel);
  return {
    sender: explanation.sender === 'notsure' ? null : { value: explanation.sender, quote: senderQuote(text, explanation, content) },
    date: letterDate ? { value: letterDate.date, quote: shorten(letterDate.quote) } : null,
    deadline: explanation.deadline ? { value: explanation.deadline.date, quote: shorten(explanation.deadline.quote) } : null,
  };
}
