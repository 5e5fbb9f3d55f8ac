// E-mail addresses as the auth endpoints accept them: trimmed, lower-cased, one @, a dot in the
// domain, no spaces or control characters (a NUL would make PostgreSQL refuse the query), no broken
// Unicode, at most 255 characters (auth.users.email is varchar(255)).
import { validationFailed } from '../auth/gotrue-errors';
import { fail } from './http-io';
import { isCleanToken } from './input-text';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 255;

function isEmailShaped(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(email) && isCleanToken(email);
}

/** The normalised address, or a 400 validation_failed naming the problem. */
export function requireEmail(value: string | undefined): string {
  if (value === undefined || value.trim() === '') fail(validationFailed('An email address is required'));
  const email = value.trim().toLowerCase();
  if (!isEmailShaped(email)) fail(validationFailed('Unable to validate email address: invalid format'));
  return email;
}
