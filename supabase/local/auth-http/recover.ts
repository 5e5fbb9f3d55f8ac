// Password recovery: POST /auth/v1/recover {email} mails a one-time token (one-time-tokens.ts) as a
// code and in the link `<site>/auth?mode=reset#token_hash=<token>&type=recovery`; POST /verify
// {type: 'recovery', …} trades it for a session (verify.ts), and the reset page then calls
// updateUser({ password }), which ends every other session. A token lasts one hour and works once;
// a new request replaces the previous token.
// Rules: always 200 {} for a well-formed address, whether or not it has an account, and the mail is
// not awaited, so neither the answer nor its timing tells who has an account.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { deliverInBackground, recoveryMail } from './auth-mails';
import { enforceRateLimits, type AuthContext } from './context';
import { requireEmail } from './email';
import { clientAddress, optionalString, readJsonObject, sendJson } from './http-io';
import { hashOneTimeToken, newOneTimeToken } from './one-time-tokens';
import { findUserByEmail, storeRecoveryToken } from './users-repository';

export async function recover(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req);
  const rawEmail = optionalString(body, 'email');
  enforceRateLimits(context, { recoverPerAddress: clientAddress(req), recoverPerEmail: rawEmail?.trim().toLowerCase() });
  const email = requireEmail(rawEmail);
  const user = await findUserByEmail(context.db, email);
  if (user) {
    const token = newOneTimeToken();
    await storeRecoveryToken(context.db, user.id, hashOneTimeToken(token));
    deliverInBackground(context, recoveryMail(context, user, token), 'password recovery');
  }
  sendJson(res, 200, {});
}
