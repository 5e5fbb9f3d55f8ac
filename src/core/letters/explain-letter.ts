// The on-device letter explainer: from a letter's text to the result the screen and the command
// line show. The facts come first, read from the letter itself whatever its kind (facts/); a kind
// is named only when its evidence is strong and agrees with the letterhead (choose-kind.ts), and
// then adds meaning (what the letter is, what usually helps) without replacing any fact. Every date
// comes with the sentence it was found in; a year that had to be guessed is said to be a guess.
import type { Agency, LetterKind, SenderSignals } from '../../content/letters';
import type { FactWords } from '../../content/letters/letter-fact-words';
import type { LETTER_WORDS } from '../../content/letters/letter-words';
import { chooseKind } from './choose-kind';
import { withPhraseLanguages } from './content-packs';
import { addDays, urgencyWithDeadline, type Urgency } from './deadline';
import type { PaperGlossary } from './facts/find-asks';
import type { Grammars } from './facts/language-grammar';
import { findLetterhead } from './facts/find-letterhead';
import type { AmountFact, AppointmentFact, ChoiceFact, DatedFact, LetterFacts, PhoneFact, ReferenceFact } from './facts/letter-facts-types';
import { detectLetterLanguage } from './facts/letter-sentences';
import { readLetterFacts } from './facts/read-letter-facts';
import { legalHelpReasonOf, tenancyEnds, type LegalHelpReason } from './legal-help';
import { phraseLanguagesFor } from './phrase-languages';
import { urgencyFromFacts } from './urgency';
import { writeExplanation } from './write-explanation';
import type { Language } from '../language';
import type { LetterLanguage } from './letter-language';

export interface KeyDate {
  date: string;
  label: string;
  quote: string;
}

export interface ShownDeadline {
  date: string;
  quote: string;
  /** How a date the letter gave as a period was counted. */
  computed?: DatedFact['computed'];
  /** The year was not printed or not readable: the screen asks the person to confirm it. */
  uncertainYear?: boolean;
  asRead?: string | null;
}

export interface ShownAsk {
  /** In the letter's words. */
  text: string;
  /** The glossary's name for it in the reader's language, when it knows the paper. */
  translation: string | null;
  quote: string;
}

export interface LetterExplanation {
  summary: string;
  actionItems: string[];
  urgencyLevel: Urgency;
  requiresInPersonVisit: boolean;
  documentsNeeded: string[];
  additionalNotes: string;
  /** The sender value. */
  sender: string;
  /** Who wrote it, as the letter names them (or the agency's name in the reader's language). */
  senderName: string;
  /** The sender the person chose, when the letter says otherwise. */
  senderMismatch: { chosen: string; found: string } | null;
  kind: string | null;
  deadline: ShownDeadline | null;
  keyDates: KeyDate[];
  appointment: AppointmentFact | null;
  asks: ShownAsk[];
  amounts: AmountFact[];
  phones: PhoneFact[];
  references: ReferenceFact[];
  consequences: string[];
  choices: ChoiceFact[];
  legalHelp: boolean;
  /** Why the legal-help alert shows: the kind of case, or only a close deadline. */
  legalHelpReason: LegalHelpReason | null;
  engine: 'device';
  sources: string[];
  /** The language the letter is written in. */
  letterLanguage: LetterLanguage;
  /** The Book & Prepare task to offer, where the kind has one. */
  appointmentTask: string | null;
}

export interface LetterContent {
  kinds: readonly LetterKind[];
  senderSignals: SenderSignals;
  words: typeof LETTER_WORDS;
  agencies: readonly Agency[];
  glossary: PaperGlossary;
  factWords: FactWords;
}

export interface ExplainOptions {
  readerLanguage: Language;
  /** "Now": relative dates, dates without a year and the deadline's nearness are read from it. */
  today: Date;
  /** The sender the person chose on the form, used when the letter does not say. */
  senderHint?: string;
  /** The date and asking grammar of English and of the letter's language (all-grammars.ts has all). */
  grammars: Grammars;
}

function keyDatesOf(facts: LetterFacts, deadline: ShownDeadline | null, content: LetterContent, reader: Language): KeyDate[] {
  const { words, factWords } = content;
  const keyDates = facts.dates.map((fact) => ({
    date: fact.date,
    label:
      fact === facts.letterDate || (facts.letterDate && fact.offset === facts.letterDate.offset)
        ? words.letterDate[reader]
        : deadline && fact.date === deadline.date && fact.quote === deadline.quote
          ? words.deadline[reader]
          : fact.role === 'appointment'
            ? factWords.roles.appointment[reader]
            : fact.role === 'event'
              ? factWords.roles.event[reader]
              : words.mentioned[reader],
    quote: fact.quote,
  }));
  if (deadline && !keyDates.some((key) => key.date === deadline.date))
    keyDates.push({ date: deadline.date, label: deadline.computed ? factWords.roles.computed[reader] : words.deadline[reader], quote: deadline.quote });
  return keyDates;
}

export function explainLetter(text: string, options: ExplainOptions, wholeContent: LetterContent): LetterExplanation {
  const reader = options.readerLanguage;
  const language = detectLetterLanguage(text);
  // Only the phrases of the letter's languages are looked for, as on the phone (content-packs.ts).
  const content = withPhraseLanguages(wholeContent, phraseLanguagesFor(language));
  const letterhead = findLetterhead(text, language, content.agencies);
  const choice = chooseKind(text, language, content.kinds, letterhead);
  const kind = choice.kind ? content.kinds.find((candidate) => candidate.id === choice.kind) : undefined;
  const cues = kind ? [...kind.deadlineCues[language === 'zh' ? 'en' : language], ...(kind.deadlineCues.zh ?? [])] : [];
  const facts = readLetterFacts(text, { today: options.today, kindCues: cues, language, letterhead, grammars: options.grammars }, content);

  // Only what applies: a date read plainly stays { date, quote }.
  let deadline: ShownDeadline | null = facts.deadline
    ? {
        date: facts.deadline.date,
        quote: facts.deadline.quote,
        ...(facts.deadline.computed ? { computed: facts.deadline.computed } : {}),
        ...(facts.deadline.uncertainYear ? { uncertainYear: true } : {}),
        ...(facts.deadline.asRead ? { asRead: facts.deadline.asRead } : {}),
      }
    : null;
  // No date to act by, but a period the kind knows, counted from the letter's date.
  if (!deadline && kind?.relativeDeadlines && facts.letterDate) {
    const period = kind.relativeDeadlines.find((each) => each.cues[language === 'zh' ? 'en' : language].some((cue) => text.toLowerCase().includes(cue)));
    if (period)
      deadline = {
        date: addDays(facts.letterDate.date, period.days),
        quote: facts.letterDate.quote,
        computed: { days: period.days, business: false, from: period.from, fromDate: facts.letterDate.date },
      };
  }

  const agency = content.agencies.find((each) => each.id === (kind?.agency ?? letterhead.agency));
  // A landlord's letter is the "eviction" sender only when it ends the tenancy.
  let sender = kind?.sender ?? (letterhead.sender === 'eviction' && !tenancyEnds(text, language) ? 'notsure' : letterhead.sender);
  const hint = options.senderHint && options.senderHint !== 'notsure' ? options.senderHint : null;
  const senderMismatch = hint && letterhead.agency && letterhead.sender !== 'notsure' && hint !== sender ? { chosen: hint, found: sender } : null;
  if (sender === 'notsure' && hint && !letterhead.agency) sender = hint;
  const spokenSender = content.words.senders[sender as keyof typeof content.words.senders] ?? content.words.senders.notsure;
  const senderName = facts.sender.name ?? agency?.name[reader] ?? spokenSender[reader];

  const legalHelpReason = legalHelpReasonOf({
    kind,
    agency: kind?.agency ?? letterhead.agency,
    sender,
    text,
    language,
    appointment: facts.appointment,
    deadline: deadline?.date ?? null,
    today: options.today,
  });
  const legalHelp = legalHelpReason !== null && legalHelpReason !== 'deadline';
  const baseUrgency: Urgency = kind?.urgency ?? urgencyFromFacts(facts, legalHelp, deadline?.date ?? null, options.today);
  const urgencyLevel = urgencyWithDeadline(baseUrgency, deadline && !deadline.uncertainYear ? deadline.date : null, options.today);

  const paperName = (id: string) => content.glossary.find((paper) => paper.id === id)?.name[reader] ?? null;
  const written = writeExplanation(
    {
      ...facts,
      deadline:
        facts.deadline ??
        (deadline
          ? { ...(deadline as DatedFact), role: 'deadline', text: '', offset: 0, time: null, computed: deadline.computed ?? null, uncertainYear: false, asRead: null }
          : null),
    },
    senderName,
    content.factWords,
    reader,
    kind ? { summary: kind.summary[reader], actions: kind.actions.map((action) => action[reader]), documents: kind.documents.map((document) => document[reader]) } : null,
    paperName,
  );
  const mismatchNote = senderMismatch
    ? content.factWords.mismatch[reader]
        .replace('{chosen}', (content.words.senders[senderMismatch.chosen as keyof typeof content.words.senders] ?? spokenSender)[reader])
        .replace('{found}', senderName)
    : null;

  // A letter of no known kind also gets the general advice (keep it, ask, legal help if it is a case),
  // without a second "call the number" when the facts already gave one.
  const general = kind ? [] : content.words.unknownActions.filter((_, index) => index !== 1 || facts.phones.length === 0).map((action) => action[reader]);
  return {
    ...written,
    actionItems: [...written.actionItems, ...general],
    additionalNotes: [mismatchNote, written.additionalNotes].filter(Boolean).join('\n'),
    urgencyLevel,
    requiresInPersonVisit: facts.appointment ? !facts.appointment.byPhone && !facts.appointment.online : (kind?.inPerson ?? false),
    sender,
    senderName,
    senderMismatch,
    kind: kind?.id ?? null,
    deadline,
    keyDates: keyDatesOf(facts, deadline, content, reader),
    appointment: facts.appointment,
    asks: facts.asks.map((ask) => ({ text: ask.text, translation: ask.paperId ? paperName(ask.paperId) : null, quote: ask.quote })),
    amounts: facts.amounts,
    phones: facts.phones,
    references: facts.references,
    consequences: facts.consequences,
    choices: facts.choices,
    legalHelp,
    legalHelpReason,
    engine: 'device',
    sources: kind?.sources ?? [],
    letterLanguage: language,
    appointmentTask: kind?.appointmentTask ?? null,
  };
}
