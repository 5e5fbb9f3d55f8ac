// The fixed lists of Explain My Letter's content (issue 7): the kinds of letter the on-device
// engine knows, who sends them, and the urgency levels, as plain constants with no zod, so the
// engine and the screen can use them without pulling zod into the browser bundle.
// letter-types.ts re-exports them next to the schemas.

/**
 * Who a letter comes from, as the spec names them (its sender options). Content must not import
 * core, so the values are written out here: src/core/letters/letter-senders.ts must list the same
 * ones, in the same order (letters-content.test.ts checks it).
 */
export const SENDERS = ['rmv', 'masshealth', 'school', 'court', 'uscis', 'ice', 'eviction', 'notsure'] as const;

/** The senders a letter's own words can name: 'notsure' is what is left when none of them is found. */
export const SIGNAL_SENDERS = ['rmv', 'masshealth', 'school', 'court', 'uscis', 'ice', 'eviction'] as const;

/** The spec's urgency levels (the result's urgencyLevel). */
export const URGENCY = ['low', 'medium', 'high'] as const;

/** The languages the engine reads letters in: its phrase lists come in both. */
export const LETTER_LANGUAGES = ['en', 'es'] as const;

/** What a "within N days" period counts from. */
export const PERIOD_STARTS = ['letter-date', 'receipt'] as const;

/** The kinds of letter, grouped by sender, in the order the content lists them. */
export const LETTER_KIND_IDS = [
  'rmv-renewal',
  'rmv-suspension',
  'rmv-road-test',
  'masshealth-renewal',
  'masshealth-information-request',
  'masshealth-approval',
  'masshealth-termination',
  'uscis-receipt',
  'uscis-biometrics',
  'uscis-rfe',
  'uscis-interview',
  'uscis-denial',
  'ice-notice-to-report',
  'immigration-court-hearing',
  'notice-to-quit',
  'eviction-summons',
  'court-summons',
  'jury-summons',
  'school-registration',
  'school-immunization',
  'school-records',
  'utility-shutoff',
  'benefits-interview',
] as const;

export type Sender = (typeof SENDERS)[number];
export type SignalSender = (typeof SIGNAL_SENDERS)[number];
export type Urgency = (typeof URGENCY)[number];
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
export type PeriodStart = (typeof PERIOD_STARTS)[number];
export type LetterKindId = (typeof LETTER_KIND_IDS)[number];
