// What the letter-facts reader finds in a letter, whatever its kind: the facts come
// first, from the letter's own words; a letter kind only adds meaning on top. Every fact keeps the
// sentence it was read from (`quote`), so the screen can show where it came from.
import type { LetterLanguage } from '../letter-language';

/** A sentence of the letter and where it starts in the letter's text. */
export interface LetterSentence {
  sentence: string;
  offset: number;
}

/**
 * What a date is for: act by (deadline), be there (appointment, hearing, interview), something
 * happens (coverage ends, benefits stop, shutoff), or a date for reference (the letter's own date,
 * a violation, a birth date).
 */
export type DateRole = 'deadline' | 'appointment' | 'event' | 'reference';

export interface DatedFact {
  /** YYYY-MM-DD. */
  date: string;
  role: DateRole;
  /** The words that name the date, as written (for a computed date, the period's words). */
  text: string;
  /** The sentence, whitespace tidied. */
  quote: string;
  /** Where the date's words start in the letter's text. */
  offset: number;
  /** A time of day stated with it, 24-hour "HH:MM". */
  time: string | null;
  /** When the letter gave a period, not a date: how it was counted. */
  computed: { days: number; business: boolean; from: 'letter-date' | 'receipt' | 'date'; fromDate: string } | null;
  /** True when the year was not printed, or was read badly: never shown as certain. */
  uncertainYear: boolean;
  /** The words as read when they were damaged ("November 20, 20__"), for the person to confirm. */
  asRead: string | null;
}

export interface AppointmentFact {
  date: string;
  time: string | null;
  /** The place as the letter writes it (an address, a room, a court), or null. */
  place: string | null;
  byPhone: boolean;
  online: boolean;
  what: 'hearing' | 'interview' | 'appointment' | 'other';
  quote: string;
  uncertainYear: boolean;
}

export interface AskFact {
  /** The item in the letter's words. */
  text: string;
  /** The glossary paper it is, when the glossary knows it. */
  paperId: string | null;
  quote: string;
}

export type AmountLabel = 'balance' | 'premium' | 'fine' | 'overpayment' | 'fee' | 'payment' | 'benefit' | 'other';

export interface AmountFact {
  cents: number;
  label: AmountLabel;
  text: string;
  quote: string;
}

export interface PhoneFact {
  /** As a person dials it in the US: "(617) 555-0100", or "711". */
  number: string;
  /** For a tel: link: "+16175550100". */
  tel: string;
  /** Whom it reaches, in the letter's words, when the sentence says ("MassHealth Customer Service"). */
  reaches: string | null;
  tty: boolean;
  quote: string;
}

export type ReferenceLabel = 'member-id' | 'case' | 'docket' | 'receipt' | 'notice' | 'account' | 'citation' | 'claim' | 'ssn-last4' | 'other';

export interface ReferenceFact {
  label: ReferenceLabel;
  value: string;
  /** The label as the letter writes it ("Docket No."). */
  text: string;
}

export type ChoiceId = 'agree' | 'disagree' | 'pay' | 'appeal' | 'hearing' | 'payment-plan' | 'waiver' | 'sign' | 'move-out' | 'reschedule' | 'respond';

export interface ChoiceFact {
  id: ChoiceId;
  quote: string;
}

/** Everything the facts reader finds in one letter. */
export interface LetterFacts {
  language: LetterLanguage;
  /** The letter's own date, when it has one. */
  letterDate: DatedFact | null;
  /** Who wrote it: the agency found (agencies.ts), the sender value, the name as written. */
  sender: { agency: string | null; value: string; name: string | null; score: number };
  /** Every date, with its role, in reading order. */
  dates: DatedFact[];
  /** The date to act by (or to be there), with the sentence it came from. */
  deadline: DatedFact | null;
  /** How strongly the evidence points at the deadline (0 when there is none). */
  deadlineScore: number;
  appointment: AppointmentFact | null;
  asks: AskFact[];
  amounts: AmountFact[];
  phones: PhoneFact[];
  references: ReferenceFact[];
  consequences: string[];
  choices: ChoiceFact[];
  /** Standing duties in the letter's words ("tell us about any change of address within 10 days"). */
  duties: string[];
}
