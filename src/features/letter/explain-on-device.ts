// The on-device engine, loaded when a letter is chosen (not with the page): the rules and the
// letter kinds' content in the reader's language.
import type { FormHints } from '../../core/letters/form-hints';
import type { LetterFormValues } from '../../core/letters/letter-form';
import type { ContentLanguage } from '../../i18n/use-content-language';
import type { LetterAnalysis } from './letter-store';

async function loadEngine() {
  const [{ explainLetter }, { formHints }, content] = await Promise.all([
    import('../../core/letters/explain-letter'),
    import('../../core/letters/form-hints'),
    import('../../content/letters/engine-content'),
  ]);
  const letterContent = content.LETTER_ENGINE_CONTENT;
  return { explainLetter, formHints, letterContent };
}

/** What the letter fills in on the form: its sender, its date and its deadline, with their words. */
export async function hintsFromLetter(text: string, reader: ContentLanguage): Promise<FormHints> {
  const { explainLetter, formHints, letterContent } = await loadEngine();
  const explanation = explainLetter(text, { readerLanguage: reader, today: new Date() }, letterContent);
  return formHints(text, explanation, letterContent, reader);
}

/**
 * The explanation made on this phone. The person's own answers count: the sender they chose stands
 * in when the letter does not say, and a deadline they typed stands when the letter gave none.
 */
export async function explainOnDevice(text: string, form: LetterFormValues, reader: ContentLanguage): Promise<LetterAnalysis> {
  const { explainLetter, letterContent } = await loadEngine();
  const explanation = explainLetter(text, { readerLanguage: reader, today: new Date(), senderHint: form.sender || undefined }, letterContent);
  if (!explanation.deadline && form.deadline) return { ...explanation, deadline: { date: form.deadline, quote: '' } };
  return explanation;
}

/** When the guidance for a kind of letter was last checked, or null for a letter of no known kind. */
export async function lastVerifiedOf(kind: string | null): Promise<string | null> {
  if (!kind) return null;
  const { LETTER_KINDS } = await import('../../content/letters/kinds');
  return LETTER_KINDS.find((candidate) => candidate.id === kind)?.lastVerified ?? null;
}
