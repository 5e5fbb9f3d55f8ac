// The intake answers and their checks, for the /pack wizard's intake step. Runs in the browser and
// in Node alike (no DOM), so the wizard and the tests judge a value the same way. The letters print
// these values as given (trimmed), so every rule here is about what an office can read on paper.
import { INTAKE_FIELDS, LETTER_PLACEHOLDERS, REQUIRED_INTAKE_FIELDS, type IntakeField, type RequiredIntakeField } from '../../content/pack/pack-constants';
import { isUsPhone, isZip } from '../contact-checks';
import { unprintableCharacters } from './winansi';

/** What the person typed, by field; a field never touched is absent. */
export type Intake = Partial<Record<IntakeField, string>>;

/** The fields the intake asks through <input type="date">, so they arrive as YYYY-MM-DD. */
export const DATE_FIELDS = ['dob', 'moveInDate', 'childDOB'] as const satisfies readonly IntakeField[];

/**
 * The fields a letter prints. preferredLanguage is only for the wizard (letters are in English), so
 * it may be written in any script: "中文" there harms nothing.
 */
const PRINTED_FIELDS = INTAKE_FIELDS.filter((field) => (LETTER_PLACEHOLDERS as readonly string[]).includes(field));

export interface IntakeProblems {
  /** Required fields left empty (or only spaces). */
  missing: RequiredIntakeField[];
  /** A ZIP code was given but is not five digits. */
  zip: boolean;
  /** A phone number was given but is not a 10-digit US number (an optional leading 1). */
  phone: boolean;
  /** Date fields given but not a real calendar date in YYYY-MM-DD (typed as IntakeField, so a form
   * can ask `dates.includes(field)` of any field). */
  dates: IntakeField[];
  /** Printed fields with characters the letters' font cannot print (other scripts, emoji, ễ …). */
  notLatin: IntakeField[];
}

/**
 * A field's value as checked and printed: trimmed, in NFC (an "é" typed as "e" plus a combining
 * accent becomes the one character the font has); '' when absent.
 */
export const intakeValue = (intake: Intake, field: IntakeField): string => (intake[field] ?? '').trim().normalize('NFC');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD date as midnight UTC, or null when it is not a real calendar day. The Date built
 * from the parts rolls an impossible day over (Feb 29, 2027 becomes Mar 1), so reading the parts
 * back tells a real day from an impossible one without a hand-written calendar.
 */
export function parseIntakeDate(value: string): Date | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps a year below 100 as written instead of adding 1900.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function validateIntake(intake: Intake): IntakeProblems {
  const given = (field: IntakeField) => intakeValue(intake, field) !== '';
  return {
    missing: REQUIRED_INTAKE_FIELDS.filter((field) => !given(field)),
    zip: given('zip') && !isZip(intakeValue(intake, 'zip')),
    phone: given('phone') && !isUsPhone(intakeValue(intake, 'phone')),
    dates: DATE_FIELDS.filter((field) => given(field) && parseIntakeDate(intakeValue(intake, field)) === null),
    notLatin: PRINTED_FIELDS.filter((field) => unprintableCharacters(intakeValue(intake, field)).length > 0),
  };
}

export function intakeIsValid(problems: IntakeProblems): boolean {
  return problems.missing.length === 0 && !problems.zip && !problems.phone && problems.dates.length === 0 && problems.notLatin.length === 0;
}
