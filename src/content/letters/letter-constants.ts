// The fixed lists of Explain My Letter's content: the kinds of letter the on-device
// engine knows, who sends them, and the urgency levels, as plain constants with no zod, so the
// engine and the screen can use them without pulling zod into the browser bundle.
// letter-types.ts re-exports them next to the schemas.

/**
 * Who a letter comes from, as the sender options name them. Content must not import
 * core, so the values are written out here: src/core/letters/letter-senders.ts must list the same
 * ones, in the same order (letters-content.test.ts checks it).
 */
export const SENDERS = ['rmv', 'masshealth', 'school', 'court', 'uscis', 'ice', 'eviction', 'notsure'] as const;

/** The senders a letter's own words can name: 'notsure' is what is left when none of them is found. */
export const SIGNAL_SENDERS = ['rmv', 'masshealth', 'school', 'court', 'uscis', 'ice', 'eviction'] as const;

/** The urgency levels (the result's urgencyLevel). */
export const URGENCY = ['low', 'medium', 'high'] as const;

/**
 * The languages every phrase list comes in. Lists may also carry Chinese phrases (`zh`), optional
 * while the engine learns to read Chinese letters.
 */
export const LETTER_LANGUAGES = ['en', 'es'] as const;

/** What a "within N days" period counts from. */
export const PERIOD_STARTS = ['letter-date', 'receipt'] as const;

/**
 * Who writes letters, as a letterhead or a signature names them (agencies.ts): finer than the
 * spec's senders, so a Health Connector bill is not taken for MassHealth, nor the IRS for DTA.
 */
export const AGENCY_IDS = [
  'rmv',
  'masshealth',
  'health-connector',
  'uscis',
  'ice',
  'eoir',
  'irs',
  'ssa',
  'dta',
  'dua',
  'dor-child-support',
  'dor',
  'housing-authority',
  'landlord',
  'school',
  'trial-court',
  'jury-commissioner',
  'utility',
  'city-parking',
  'police',
  'dcf',
] as const;

/** The kinds of letter, in the order the content lists them (kinds.ts, then kinds-*.ts). */
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
  // The later kinds, in the order of kinds-tax, -benefits, -notices, -housing and -family.
  'irs-proposed-change',
  'irs-balance-due',
  'ssa-overpayment',
  'dta-recertification',
  'dta-benefits-ending',
  'dua-fact-finding',
  'dua-determination',
  'uscis-approval',
  'parking-citation',
  'utility-past-due',
  'lease-nonrenewal',
  'rent-increase',
  'housing-recertification',
  'school-discipline-hearing',
  'clerk-magistrate-hearing',
  'health-connector-premium',
  'child-support',
] as const;

/** The languages a letter is classified in (a subset of Language, src/core/language.ts). */
export type LetterTextLanguage = (typeof LETTER_LANGUAGES)[number];
