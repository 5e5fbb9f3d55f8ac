// The explanation written from the letter's facts, in the reader's language: who wrote,
// what they want, by when, where and when to go, what to bring (the letter's own list first), what
// happens if nothing is done, the choices and whom to call. A known kind adds its summary, its
// advice and its usual papers after the facts; it never replaces them.
import type { FactWords } from '../../content/letters/letter-fact-words';
import type { Localized } from '../../content/places/place-types';
import type { Language } from '../language';
import { readerDateFormat } from '../reader-date-format';
import type { AppointmentFact, LetterFacts } from './facts/letter-facts-types';

// Portuguese with the US clock the letters and offices use (5:00 PM).
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', zh: 'zh-Hans', pt: 'pt-BR-u-hc-h12', ht: 'ht' };

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function formatDay(date: string, reader: Language): string {
  return readerDateFormat(LOCALES[reader], { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

function formatTime(time: string, reader: Language): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return readerDateFormat(LOCALES[reader], { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, hour, minute)));
}

function formatMoney(cents: number, reader: Language): string {
  return new Intl.NumberFormat(LOCALES[reader], { style: 'currency', currency: 'USD' }).format(cents / 100);
}

const whenOf = (appointment: AppointmentFact, reader: Language) =>
  appointment.time ? `${formatDay(appointment.date, reader)}, ${formatTime(appointment.time, reader)}` : formatDay(appointment.date, reader);

export interface KindAdvice {
  summary: string;
  actions: string[];
  documents: string[];
}

export interface WrittenExplanation {
  summary: string;
  actionItems: string[];
  documentsNeeded: string[];
  additionalNotes: string;
}

const MAX_ACTIONS = 7;

/** The explanation of `facts` for a reader, with a kind's advice after the facts when there is one. */
export function writeExplanation(
  facts: LetterFacts,
  senderName: string,
  words: FactWords,
  reader: Language,
  kind: KindAdvice | null,
  paperName: (id: string) => string | null,
): WrittenExplanation {
  const say = (localized: Localized, values: Record<string, string> = {}) => fill(localized[reader], values);
  const summary: string[] = [say(words.from, { sender: senderName })];
  const { appointment, deadline } = facts;
  const asks = facts.asks.map((ask) => {
    const name = ask.paperId ? paperName(ask.paperId) : null;
    return name && name.toLowerCase() !== ask.text.toLowerCase() ? `${ask.text} (${name})` : ask.text;
  });
  const main = facts.amounts.find((amount) => ['balance', 'premium', 'fine', 'overpayment'].includes(amount.label));

  if (kind) summary.push(kind.summary);
  if (appointment) {
    const what = say(words.what[appointment.what]);
    summary.push(say(appointment.byPhone ? words.wantsPhoneAppointment : words.wantsAppointment, { what, when: whenOf(appointment, reader) }));
  }
  if (asks.length > 0) summary.push(say(words.wantsPapers, { items: asks.slice(0, 6).join('; ') }));
  if (main) summary.push(say(words.wantsMoney, { label: say(words.amountLabels[main.label]), amount: formatMoney(main.cents, reader) }));
  if (deadline && !deadline.uncertainYear) {
    summary.push(
      deadline.computed
        ? say(words.actByComputed, { date: formatDay(deadline.date, reader), days: String(deadline.computed.days), from: formatDay(deadline.computed.fromDate, reader) })
        : say(words.actBy, { date: formatDay(deadline.date, reader) }),
    );
  } else if (deadline?.asRead) summary.push(say(words.actByUnsureYear, { asRead: deadline.asRead }));
  // Without a kind, say so: the explanation is only what the letter itself says.
  if (!kind) summary.push(say(words.noKind));

  const actions: string[] = [];
  if (deadline && (!appointment || deadline.date !== appointment.date)) actions.push(say(words.doAsked, { date: formatDay(deadline.date, reader), quote: deadline.quote }));
  if (appointment) {
    const when = whenOf(appointment, reader);
    const what = say(words.what[appointment.what]);
    actions.push(
      appointment.byPhone ? say(words.beReadyPhone, { when }) : say(words.goTo, { what, when, place: appointment.place ? say(words.placeAt, { place: appointment.place }) : '' }),
    );
  }
  if (asks.length > 0) actions.push(say(words.gather));
  if (facts.choices.length > 0) actions.push(say(words.choices, { choices: facts.choices.map((choice) => say(words.choiceNames[choice.id])).join(', ') }));
  for (const duty of facts.duties) actions.push(say(words.duty, { quote: duty }));
  for (const action of kind?.actions ?? []) if (actions.length < MAX_ACTIONS - 1) actions.push(action);
  const phone = facts.phones.find((each) => !each.tty);
  if (phone) actions.push(phone.reaches ? say(words.callFor, { who: phone.reaches, number: phone.number }) : say(words.callNumber, { number: phone.number }));

  const documents = [...asks];
  for (const document of kind?.documents ?? []) if (!documents.some((each) => each.toLowerCase() === document.toLowerCase())) documents.push(document);

  const notes: string[] = [];
  for (const consequence of facts.consequences.slice(0, 2)) notes.push(say(words.ifNothing, { quote: consequence }));
  for (const amount of facts.amounts.slice(0, 4)) notes.push(`${say(words.amountLabels[amount.label])}: ${formatMoney(amount.cents, reader)} — “${amount.quote}”`);
  const reference = facts.references[0];
  if (reference) notes.push(say(words.reference, { label: reference.text, value: reference.value }));

  return { summary: summary.join(' '), actionItems: actions, documentsNeeded: documents, additionalNotes: notes.join('\n') };
}
