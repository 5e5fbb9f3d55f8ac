// Changing the e-mail an account signs in with (PUT /auth/v1/user {email}), as GoTrue's e-mail
// change with a confirmation: the new address is only recorded as pending (email_change) with a
// hashed token, the new address gets a link and a code (verify.ts makes the switch), and the old
// address gets a notice with no link that changes anything. The answer's user shows new_email
// and email_change_sent_at, and its email stays the old one.
// Rules: every request that names another address counts against one a minute per person and a
// few an hour per client address before the address is looked up, so "email_exists" (GoTrue's
// answer, kept) cannot be used to test addresses at speed; the same limits hold the mails. A mail
// to the new address that could not be sent is a 500 and leaves nothing pending.
import type { IncomingMessage } from 'node:http';
import { emailExists, mailNotSent, overEmailSendRateLimit } from '../auth/gotrue-errors';
import { deliver, deliverInBackground, emailChangeMail, emailChangeRequestedMail } from './auth-mails';
import { enforceRateLimits, type AuthContext } from './context';
import { forgetEmailChange, storeEmailChange } from './email-tokens-repository';
import { clientAddress, fail } from './http-io';
import { EMAIL_MAX_FREQUENCY_SECONDS, hashOneTimeToken, newOneTimeToken, secondsUntilNextMail } from './one-time-tokens';
import { emailTakenByOther, type UserRow } from './users-repository';

/** Before anything changes: the limits, then GoTrue's 422 email_exists. */
export async function checkEmailChange(context: AuthContext, req: IncomingMessage, userId: string, newEmail: string): Promise<void> {
  enforceRateLimits(context, { emailChangePerUser: userId, emailChangePerAddress: clientAddress(req) }, overEmailSendRateLimit);
  if (await emailTakenByOther(context.db, newEmail, userId)) fail(emailExists());
}

/** Records the pending address and sends both mails; answers the user as it now is. */
export async function startEmailChange(context: AuthContext, user: UserRow, newEmail: string): Promise<UserRow> {
  const token = newOneTimeToken();
  const pending = await storeEmailChange(context.db, user.id, newEmail, hashOneTimeToken(token), EMAIL_MAX_FREQUENCY_SECONDS);
  if (!pending) fail(overEmailSendRateLimit(secondsUntilNextMail(user.email_change_sent_at) || EMAIL_MAX_FREQUENCY_SECONDS));
  if (!(await deliver(context, emailChangeMail(context, pending, newEmail, token), 'e-mail change'))) {
    await forgetEmailChange(context.db, user.id);
    // Nothing was sent, so asking again at once is no abuse.
    context.limiters.emailChangePerUser.reset(user.id);
    fail(mailNotSent('email change email'));
  }
  deliverInBackground(context, emailChangeRequestedMail(context, pending, newEmail), 'e-mail change notice');
  return pending;
}

/** Asking for the address the account already has withdraws a pending change (its link stops working). */
export async function cancelEmailChange(context: AuthContext, user: UserRow): Promise<UserRow> {
  if (!user.email_change) return user;
  return (await forgetEmailChange(context.db, user.id)) ?? user;
}
