// The letter form's checks (spec "Validation rules"): first name, last name, phone, email, sender,
// the date on the letter, the file and the main concern are required; the deadline, city and ZIP
// are optional but must make sense when given. The same rules on every device and in tests.
import { emailProblem } from '../auth-validation';
import { isUsPhone, isZip } from '../contact-checks';
import { LETTER_SENDERS } from './letter-senders';

export interface LetterFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  sender: string;
  /** The date on the letter, YYYY-MM-DD. */
  date: string;
  /** Optional, YYYY-MM-DD. */
  deadline: string;
  concern: string;
  city: string;
  zip: string;
}

export const EMPTY_LETTER_FORM: LetterFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  sender: '',
  date: '',
  deadline: '',
  concern: '',
  city: '',
  zip: '',
};

export type LetterFormField = keyof LetterFormValues | 'file';
type LetterFormProblem = 'required' | 'noFile' | 'email' | 'phone' | 'zip' | 'date';
export type LetterFormProblems = Partial<Record<LetterFormField, LetterFormProblem>>;

const REQUIRED: readonly (keyof LetterFormValues)[] = ['firstName', 'lastName', 'phone', 'email', 'sender', 'date', 'concern'];

/** A real calendar day written YYYY-MM-DD (what a date input gives), not 2026-02-30. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The form's problems, field by field, in the order the form shows them; empty when it can be sent. */
export function validateLetterForm(values: LetterFormValues, hasFile: boolean): LetterFormProblems {
  const problems: LetterFormProblems = {};
  for (const field of REQUIRED) if (values[field].trim() === '') problems[field] = 'required';
  if (!problems.email && emailProblem(values.email)) problems.email = 'email';
  if (!problems.phone && !isUsPhone(values.phone)) problems.phone = 'phone';
  if (!problems.sender && !(LETTER_SENDERS as readonly string[]).includes(values.sender)) problems.sender = 'required';
  if (!problems.date && !isCalendarDate(values.date)) problems.date = 'date';
  if (values.deadline && !isCalendarDate(values.deadline)) problems.deadline = 'date';
  if (values.zip.trim() && !isZip(values.zip)) problems.zip = 'zip';
  if (!hasFile) problems.file = 'noFile';
  return problems;
}

/** Only the file is missing: its own message, "Please upload your letter first", says it all. */
export function onlyFileMissing(problems: LetterFormProblems): boolean {
  const fields = Object.keys(problems);
  return fields.length === 1 && fields[0] === 'file';
}
