// POST /auth/v1/signup {email, password, data}: creates an account whose address is not confirmed
// yet, mails it a confirmation (link and code), and signs it in. Signing in before confirming is
// allowed (GoTrue's mailer_allow_unverified_email_sign_ins), so supabase-js's signUp returns a
// session and the app's "Account created successfully. You're now logged in!" stays true; what
// waits for the confirmation is mail to that address (reminders). The profile row comes from the
// trigger on auth.users.
// Rules: the confirmation mail is awaited; if it could not be sent, the account is still made but
// the answer's user has no confirmation_sent_at (the app then says so) and a new mail may be asked
// for at once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { userAlreadyExists, validationFailed } from '../auth/gotrue-errors';
import { checkPasswordRules, hashPassword } from '../auth/passwords';
import { confirmationMail, deliver } from './auth-mails';
import { enforceRateLimits, type AuthContext } from './context';
import { requireEmail } from './email';
import { forgetConfirmationToken } from './email-tokens-repository';
import { clientAddress, fail, optionalString, readJsonObject, sendJson, userAgent } from './http-io';
import { requireMetadata } from './input-text';
import { hashOneTimeToken, newOneTimeToken } from './one-time-tokens';
import { insertSession, sessionJson } from './sessions';
import { insertUser, isUniqueViolation, recordSignIn } from './users-repository';

export async function signUp(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req);
  const address = clientAddress(req);
  const rawEmail = optionalString(body, 'email');
  enforceRateLimits(context, { signUpPerAddress: address, signUpPerEmail: rawEmail?.trim().toLowerCase() });
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') fail(validationFailed('Phone sign-ups are not supported'));
  const email = requireEmail(rawEmail);
  const password = optionalString(body, 'password');
  if (password === undefined) fail(validationFailed('Signup requires a valid password'));
  const weak = checkPasswordRules(password);
  if (weak) fail(weak);
  const userMetadata = requireMetadata(body.data) ?? {};

  const passwordHash = await hashPassword(password);
  const token = newOneTimeToken();
  const session = await context.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, { email, passwordHash, userMetadata, confirmationTokenHash: hashOneTimeToken(token) });
      const created = await insertSession(tx, user.id, { ip: address, userAgent: userAgent(req) });
      return { user: await recordSignIn(tx, user.id), ...created };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) fail(userAlreadyExists());
      throw error;
    });
  let user = session.user;
  if (!(await deliver(context, confirmationMail(context, user, token), 'sign-up confirmation'))) {
    await forgetConfirmationToken(context.db, user.id);
    user = { ...user, confirmation_sent_at: null };
  }
  sendJson(res, 200, await sessionJson({ jwtSecret: context.jwtSecret, issuer: context.issuer(req) }, user, session.sessionId, session.refreshToken));
}
