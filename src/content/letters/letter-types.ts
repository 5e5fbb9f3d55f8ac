// The shape of Explain My Letter's content, as zod schemas the content tests
// validate with; the types come from them. An agency is who writes a letter, with the names its
// letterheads use. A letter kind belongs to one agency and carries the phrases that identify it in
// an English or a Spanish letter (and a Chinese one where known), what it is and what to do about it in the reader's language, its baseline
// urgency, whether legal help is needed, and the phrases that sit next to the date that matters.
// The app imports only the types and the constants (letter-constants.ts), so zod never reaches the
// browser bundle.
import { z } from 'zod';
import { APPOINTMENT_TASK_IDS } from '../appointments/appointment-constants';
import { LocalizedSchema } from '../places/place-types';
import { AGENCY_IDS, LETTER_KIND_IDS, LETTER_LANGUAGES, PERIOD_STARTS, SENDERS, SIGNAL_SENDERS, URGENCY } from './letter-constants';

export { AGENCY_IDS, LETTER_KIND_IDS, LETTER_LANGUAGES, SENDERS, SIGNAL_SENDERS };

const officialUrl = z.url({ protocol: /^https$/ });

/**
 * A phrase as a letter writes it, in lower case, single-spaced, with no quotation marks or
 * apostrophes (OCR reads them many ways). The engine compares whole words, accents folded.
 */
const PhraseSchema = z
  .string()
  .min(3)
  .refine((phrase) => phrase === phrase.toLowerCase(), 'phrases are lower case')
  .refine((phrase) => phrase === phrase.trim() && !/\s{2,}/.test(phrase), 'phrases are trimmed and single-spaced')
  .refine((phrase) => !/['"‘’“”]/.test(phrase), 'phrases have no quotation marks or apostrophes');

/**
 * A phrase as a Chinese letter writes it (Simplified): two characters can name a thing ("法院"),
 * so the minimum is shorter; Latin letters in it ("i-797") are lower case all the same. Chinese
 * has no spaces between words, so the engine finds these as substrings, not whole words.
 */
const ZhPhraseSchema = z
  .string()
  .min(2)
  .refine((phrase) => phrase === phrase.toLowerCase(), 'phrases are lower case')
  .refine((phrase) => phrase === phrase.trim() && !/\s{2,}/.test(phrase), 'phrases are trimmed and single-spaced')
  .refine((phrase) => !/['"‘’“”「」]/.test(phrase), 'phrases have no quotation marks or apostrophes');

/** Phrases in English letters and in Spanish letters, and in Chinese ones where we know them. */
const phrases = (min: number) =>
  z.strictObject({
    en: z.array(PhraseSchema).min(min),
    es: z.array(PhraseSchema).min(min),
    zh: z.array(ZhPhraseSchema).min(1).optional(),
  });

/** The phrases that identify something in a letter's text: at least four in each language. */
const SignalsSchema = phrases(4);

/**
 * A period that letters of a kind count in days ("within 10 days of receipt", "fourteen (14)
 * days"): the engine applies it only when one of its cues is in the letter, and says what the day
 * it gives means.
 */
const RelativeDeadlineSchema = z.strictObject({
  days: z.number().int().min(1).max(365),
  /** What the days count from: the date on the letter, or the day the reader got it. */
  from: z.enum(PERIOD_STARTS),
  /** Words that show the letter uses this period (at least one in each language). */
  cues: phrases(1),
  /** What the day at the end of the period is, e.g. 'Last day to answer the summons'. */
  label: LocalizedSchema,
});

/** A US phone number as agencies publish it, e.g. '(617) 555-0100' or '(800) 555-0100'. */
const phoneNumber = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/);

/**
 * Who writes letters, as their letterheads and signatures name them. Two agencies may both match
 * one letter (a DOR Child Support Services letter also says "Department of Revenue"): the reader
 * should prefer the longer name that matched.
 */
export const AgencySchema = z.strictObject({
  id: z.enum(AGENCY_IDS),
  /** The sender value for this agency's letters ('notsure' for offices not among the senders). */
  sender: z.enum(SENDERS),
  /** How the screen names the agency in the reader's language. */
  name: LocalizedSchema,
  /** Lower-case names as letters write them, abbreviations included; a name belongs to one agency. */
  names: z.strictObject({
    en: z.array(PhraseSchema).min(1),
    es: z.array(PhraseSchema).min(1),
    zh: z.array(ZhPhraseSchema).min(1),
  }),
  /** The agency's public line, only where an official page (`source`) gives it. */
  phone: z.strictObject({ number: phoneNumber, source: officialUrl }).optional(),
});

export const LetterKindSchema = z.strictObject({
  id: z.enum(LETTER_KIND_IDS),
  /** The sender value this kind belongs to ('notsure' for offices not among the senders). */
  sender: z.enum(SENDERS),
  /** The agency that writes letters of this kind (agencies.ts); its sender is this kind's sender. */
  agency: z.enum(AGENCY_IDS),
  /** A short name for the kind, e.g. 'USCIS request for evidence'. */
  title: LocalizedSchema,
  /** Lower-case phrases that identify this kind in a letter; no phrase is used by two kinds. */
  signals: SignalsSchema,
  /** What this letter is, in one or two plain sentences. */
  summary: LocalizedSchema,
  /** What to do, most important first (the result's actionItems). */
  actions: z.array(LocalizedSchema).min(2).max(5),
  /** What to bring or send (the result's documentsNeeded); empty when nothing. */
  documents: z.array(LocalizedSchema).max(6),
  /** The baseline urgency; the engine raises it when the deadline is near. */
  urgency: z.enum(URGENCY),
  /**
   * Whether this kind of letter calls for legal help whatever its dates (court cases, ICE,
   * eviction, USCIS requests for evidence and denials). The engine still applies the general rule
   * on top: high urgency, a court, ICE or eviction sender, or a deadline 7 or fewer days away.
   */
  legalHelp: z.boolean(),
  /** Whether this kind of letter usually means going somewhere in person (requiresInPersonVisit). */
  inPerson: z.boolean(),
  /**
   * Phrases that sit in the same sentence as the date that matters (the deadline, the hearing, the
   * appointment), e.g. 'respond by', 'a más tardar'. Empty when letters of this kind set no date
   * to act by (an approval, a receipt).
   */
  deadlineCues: phrases(0),
  /** Periods in days that letters of this kind use, when the law or the notice fixes them. */
  relativeDeadlines: z.array(RelativeDeadlineSchema).min(1).optional(),
  /** The Book & Prepare task to offer as the next step, where one fits. */
  appointmentTask: z.enum(APPOINTMENT_TASK_IDS).optional(),
  /** The official pages the facts come from. */
  sources: z.array(officialUrl).min(1),
  /** The day the facts were checked against `sources` (YYYY-MM-DD). */
  lastVerified: z.iso.date(),
});

/** The phrases that name each sender in a letter (its name, its website, its form numbers). */
export const SenderSignalsSchema = z.record(z.enum(SIGNAL_SENDERS), SignalsSchema);

export type Agency = z.infer<typeof AgencySchema>;
export type Signals = z.infer<typeof SignalsSchema>;
export type LetterKind = z.infer<typeof LetterKindSchema>;
export type SenderSignals = z.infer<typeof SenderSignalsSchema>;
