// Words for the account forms' problems. Known server codes get a sentence in the reader's language
// (the server's own text is English, and "Invalid login credentials" helps nobody); anything else
// shows the server's message, so no failure is ever silent or vague.
import type { TFunction } from 'i18next';
import type { FieldProblem } from '../../core/auth-validation';
import type { AuthFailure } from '../../data/auth-actions';

const KNOWN_CODES: Record<string, string> = {
  invalid_credentials: 'errors.invalidCredentials',
  user_already_exists: 'errors.alreadyRegistered',
  email_exists: 'errors.alreadyRegistered',
  weak_password: 'errors.weakPassword',
  over_request_rate_limit: 'errors.tooManyAttempts',
  over_email_send_rate_limit: 'errors.tooManyEmails',
  network: 'errors.network',
  // A 5xx: the server answered but could not do it (a mail server down, say).
  server_error: 'errors.unknown',
  email_not_confirmed: 'errors.emailNotConfirmed',
  same_password: 'errors.samePassword',
  otp_expired: 'errors.linkExpired',
};

export function authErrorMessage(t: TFunction<'account'>, error: AuthFailure): string {
  const key = error.code ? KNOWN_CODES[error.code] : undefined;
  if (key) return t(key);
  return error.message ? t('errors.server', { message: error.message }) : t('errors.unknown');
}

type MessagedField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'code';

const FIELD_MESSAGES: Record<MessagedField, Partial<Record<FieldProblem, string>>> = {
  firstName: { required: 'validation.firstNameRequired' },
  lastName: { required: 'validation.lastNameRequired' },
  email: { required: 'validation.emailRequired', email: 'validation.emailInvalid' },
  password: { required: 'validation.passwordRequired', tooShort: 'validation.passwordTooShort' },
  confirmPassword: { required: 'validation.confirmPasswordRequired', mismatch: 'validation.passwordsMismatch' },
  code: { required: 'validation.codeRequired' },
};

export function fieldMessage(t: TFunction<'account'>, field: MessagedField, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  const key = FIELD_MESSAGES[field][problem];
  return key ? t(key) : t('errors.unknown');
}
