// POST /auth/v1/resend {type: 'signup', email}: a fresh confirmation mail for an account whose
// address is not confirmed yet (supabase-js's auth.resend). GoTrue's shape: 200 {} whether or not
// the address has an account (or is already confirmed), and 429 over_email_send_rate_limit when
// the last confirmation mail to the account went less than a minute ago.
// Rules: limited per client address and per e-mail before anything is looked up; the new token
// replaces the old one (only the newest link works); the mail is not awaited, so the answer's
// timing does not tell who has an account.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { overEmailSendRateLimit, validationFailed } from '../auth/gotrue-errors';
import { confirmationMail, deliverInBackground } from './auth-mails';
import { enforceRateLimits, type AuthContext } from './context';
import { requireEmail } from './email';
import { storeConfirmationToken } from './email-tokens-repository';
import { clientAddress, fail, optionalString, readJsonObject, sendJson } from './http-io';
import { EMAIL_MAX_FREQUENCY_SECONDS, hashOneTimeToken, newOneTimeToken, secondsUntilNextMail } from './one-time-tokens';
import { findUserByEmail } from './users-repository';

export async function resend(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req);
  const rawEmail = optionalString(body, 'email');
  enforceRateLimits(context, { resendPerAddress: clientAddress(req), resendPerEmail: rawEmail?.trim().toLowerCase() }, overEmailSendRateLimit);
  const type = optionalString(body, 'type');
  if (type !== 'signup') fail(validationFailed(`Resend type "${type ?? ''}" is not supported; only signup`));
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') fail(validationFailed('Phone numbers are not supported'));
  const email = requireEmail(rawEmail);

  const user = await findUserByEmail(context.db, email);
  if (user && user.email_confirmed_at === null) {
    const token = newOneTimeToken();
    if (!(await storeConfirmationToken(context.db, user.id, hashOneTimeToken(token), EMAIL_MAX_FREQUENCY_SECONDS))) {
      fail(overEmailSendRateLimit(secondsUntilNextMail(user.confirmation_sent_at) || EMAIL_MAX_FREQUENCY_SECONDS));
    }
    deliverInBackground(context, confirmationMail(context, user, token), 'sign-up confirmation');
  }
  sendJson(res, 200, {});
}
