// The letter's facts as the result screen reads them. Analyses saved in the older shape (in the
// activity log, or in this tab's storage) have none of these fields, and an AI answer may leave
// some out: every one is read as empty rather than trusted to be there. A date the person has
// confirmed counts as certain; one whose year is still a guess does not.
import type { LetterExplanation, ShownAsk } from '../../core/letters/explain-letter';
import type { LetterAnalysis, ShownAnalysis, UnsureFact } from './letter-store';

export interface ResultFacts {
  senderName: string | null;
  senderMismatch: LetterExplanation['senderMismatch'];
  appointment: LetterExplanation['appointment'];
  asks: LetterExplanation['asks'];
  amounts: LetterExplanation['amounts'];
  phones: LetterExplanation['phones'];
  references: LetterExplanation['references'];
  consequences: string[];
  choices: LetterExplanation['choices'];
  legalHelpReason: LetterExplanation['legalHelpReason'];
}

const list = <T>(value: readonly T[] | undefined | null): T[] => (Array.isArray(value) ? [...value] : []);
// The labels the screen has words for; an answer from elsewhere (the AI path) may carry another.
const AMOUNT_LABELS = new Set(['balance', 'premium', 'fine', 'overpayment', 'fee', 'payment', 'benefit', 'other']);
const REFERENCE_LABELS = new Set(['member-id', 'case', 'docket', 'receipt', 'notice', 'account', 'citation', 'claim', 'ssn-last4', 'other']);
const CHOICES = new Set(['agree', 'disagree', 'pay', 'appeal', 'hearing', 'payment-plan', 'waiver', 'sign', 'move-out', 'reschedule', 'respond']);
const WHATS = new Set(['hearing', 'interview', 'appointment', 'other']);

export function resultFacts(analysis: LetterAnalysis): ResultFacts {
  const saved = analysis as Partial<LetterAnalysis>;
  return {
    senderName: typeof saved.senderName === 'string' && saved.senderName.trim() ? saved.senderName : null,
    senderMismatch: saved.senderMismatch ?? null,
    appointment: saved.appointment?.date ? { ...saved.appointment, what: WHATS.has(saved.appointment.what) ? saved.appointment.what : 'other' } : null,
    asks: list(saved.asks).filter((ask) => ask?.text),
    amounts: list(saved.amounts)
      .filter((amount) => Number.isFinite(amount?.cents))
      .map((amount) => (AMOUNT_LABELS.has(amount.label) ? amount : { ...amount, label: 'other' as const })),
    phones: list(saved.phones).filter((phone) => phone?.tel && phone.number),
    references: list(saved.references)
      .filter((reference) => reference?.value)
      .map((reference) => (REFERENCE_LABELS.has(reference.label) ? reference : { ...reference, label: 'other' as const })),
    consequences: list(saved.consequences).filter((consequence) => typeof consequence === 'string' && consequence.trim() !== ''),
    choices: list(saved.choices).filter((choice) => CHOICES.has(choice?.id)),
    legalHelpReason: saved.legalHelpReason ?? null,
  };
}

/** Whether a date still needs the person to confirm its year. */
export function isUnsure(shown: ShownAnalysis, which: UnsureFact): boolean {
  const fact = which === 'deadline' ? shown.analysis.deadline : resultFacts(shown.analysis).appointment;
  return Boolean(fact?.uncertainYear) && !(shown.confirmed ?? []).includes(which);
}

/** The date reminders start from: the deadline, else the appointment, once each is certain. */
export function reminderDate(shown: ShownAnalysis): { date: string; from: UnsureFact } | null {
  const { deadline } = shown.analysis;
  if (deadline?.date && !isUnsure(shown, 'deadline')) return { date: deadline.date, from: 'deadline' };
  const appointment = resultFacts(shown.analysis).appointment;
  if (appointment && !isUnsure(shown, 'appointment')) return { date: appointment.date, from: 'appointment' };
  return null;
}

/** The translation to show beside an ask, or null when there is none or it is the same words. */
export function askTranslation(ask: ShownAsk): string | null {
  const translation = ask.translation?.trim();
  return translation && translation.toLocaleLowerCase() !== ask.text.trim().toLocaleLowerCase() ? translation : null;
}

/** What to bring beyond what the letter itself asks for (the explainer lists those first, as "text (translation)"). */
export function otherDocuments(documents: string[], facts: ResultFacts): string[] {
  const asked = new Set(
    facts.asks
      .flatMap((ask) => {
        const translation = askTranslation(ask);
        return translation ? [ask.text, `${ask.text} (${translation})`] : [ask.text];
      })
      .map((each) => each.toLocaleLowerCase()),
  );
  return documents.filter((document) => !asked.has(document.toLocaleLowerCase()));
}

/** The explainer's notes, less the lines the screen's own sections show (the letter's sentences, amounts, numbers, the sender notice). */
export function otherNotes(notes: string, facts: ResultFacts): string {
  const shown = [...facts.consequences, ...facts.amounts.map((amount) => amount.quote), ...facts.references.map((reference) => reference.value)].filter(Boolean);
  const mismatch = facts.senderMismatch && facts.senderName;
  return notes
    .split('\n')
    .filter((line) => !shown.some((fact) => line.includes(fact)) && !(mismatch && line.includes(mismatch)))
    .join('\n');
}
