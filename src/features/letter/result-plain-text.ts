// The result as plain text, for Share and Read aloud: who wrote, the date to act by (or what was
// read, when its year is still unsure), the appointment, the summary and what to do, then the
// letter's own facts in brief (what it asks for, amounts, numbers to call, reference numbers, what
// happens if nothing is done, the choices), the legal-help alert and the disclaimer.
import { useTranslation } from 'react-i18next';
import type { LegalHelpReason } from '../../core/letters/legal-help';
import { appointmentWords } from './appointment-words';
import { useDueText } from './due-badge';
import type { ShownAnalysis } from './letter-store';
import { askTranslation, isUnsure, type ResultFacts } from './result-facts-of';
import { formatDay, formatMoney, formatUnsureDay } from './result-format';
import { useLegalText } from './result-legal';

interface TextInput {
  shown: ShownAnalysis;
  facts: ResultFacts;
  senderName: string;
  documents: string[];
  legal: { show: boolean; reason: LegalHelpReason | null };
  now: Date;
}

const bullets = (items: string[]) => items.map((item) => `• ${item}`);

export function useResultText() {
  const { t, i18n } = useTranslation('letter');
  const dueText = useDueText();
  const legalText = useLegalText();
  const locale = i18n.language;

  /** The lines about when: the deadline (or what was read of it) and the appointment. */
  const whenLines = ({ shown, facts, now }: TextInput): string[] => {
    const { deadline } = shown.analysis;
    const lines: string[] = [];
    if (deadline && isUnsure(shown, 'deadline')) lines.push(t('result.unsure.shared', { asRead: deadline.asRead || formatUnsureDay(deadline.date, locale) }));
    else if (deadline) lines.push(`${t('result.deadline', { date: formatDay(deadline.date, locale) })} (${dueText(deadline.date, now)})`);
    else if (!facts.appointment) lines.push(t('result.noDeadline'));
    if (facts.appointment) {
      const words = appointmentWords(t, locale, facts.appointment, isUnsure(shown, 'appointment'));
      lines.push([`${words.title}: ${words.when}`, words.where].filter(Boolean).join(' — '));
    }
    return lines;
  };

  const factLines = ({ facts }: TextInput): string[] => {
    const section = (title: string, items: string[]) => (items.length ? ['', `${title}:`, ...bullets(items)] : []);
    const phone = (each: ResultFacts['phones'][number]) => `${each.reaches ?? t('result.phones.unnamed')}${each.tty ? ` (${t('result.phones.tty')})` : ''}: ${each.number}`;
    return [
      ...section(
        t('result.asks'),
        facts.asks.map((ask) => [ask.text, askTranslation(ask)].filter(Boolean).join(' — ')),
      ),
      ...section(
        t('result.amounts.title'),
        facts.amounts.map((amount) => `${t(`result.amounts.${amount.label}`)}: ${formatMoney(amount.cents, locale)}`),
      ),
      ...section(t('result.phones.title'), facts.phones.map(phone)),
      ...section(
        t('result.references.title'),
        facts.references.map((reference) => `${t(`result.references.${reference.label}`)}: ${reference.value}`),
      ),
      ...section(
        t('result.ifNothing'),
        facts.consequences.map((consequence) => `“${consequence}”`),
      ),
      ...section(
        t('result.choices.title'),
        facts.choices.map((choice) => t(`result.choices.${choice.id}`)),
      ),
    ];
  };

  /** Everything, for Share (and what Print shows in brief). */
  const shareText = (input: TextInput): string => {
    const { analysis } = input.shown;
    return [
      t('result.title'),
      t('result.from', { sender: input.senderName }),
      ...whenLines(input),
      '',
      analysis.summary,
      '',
      `${t('result.whatToDo')}:`,
      ...bullets(analysis.actionItems),
      ...(input.documents.length ? ['', `${t('result.whatToBring')}:`, ...bullets(input.documents)] : []),
      ...factLines(input),
      ...(input.legal.show ? ['', legalText(input.legal.reason)] : []),
      '',
      analysis.engine === 'ai' ? t('result.disclaimerAi') : t('result.disclaimerDevice'),
    ].join('\n');
  };

  /** The parts read aloud, in order. */
  const spokenParts = (input: TextInput): string[] => {
    const { analysis } = input.shown;
    const asks = input.facts.asks.map((ask) => askTranslation(ask) ?? ask.text);
    return [
      t('result.from', { sender: input.senderName }),
      ...whenLines(input),
      analysis.summary,
      t('result.whatToDo'),
      ...analysis.actionItems,
      ...(asks.length ? [t('result.asks'), ...asks] : []),
      ...(input.documents.length ? [t('result.whatToBring'), ...input.documents] : []),
    ];
  };

  return { shareText, spokenParts };
}
