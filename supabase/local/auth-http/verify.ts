// POST /auth/v1/verify: trades a one-time token from an auth mail for a session, as GoTrue does.
//   {type: 'recovery', token_hash} or {type: 'recovery', email, token}   → signs in (reset page)
//   {type: 'signup' | 'email', token_hash} or {…, email, token}          → confirms the address
//   {type: 'email_change', token_hash} or {…, email: <new>, token}     → the new address becomes the account's
// Rules: a token works once, within its lifetime; any failure (unknown, used, expired, someone
// else's address) is the same 403 otp_expired; an e-mail change re-checks that nobody took the
// address meanwhile (422 email_exists) and then tells the old address.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { emailExists, otpExpired, validationFailed } from '../auth/gotrue-errors';
import { deliverInBackground, emailChangedMail } from './auth-mails';
import { enforceRateLimits, type AuthContext } from './context';
import { requireEmail } from './email';
import { consumeConfirmationToken, consumeEmailChange } from './email-tokens-repository';
import { clientAddress, fail, optionalString, readJsonObject, sendJson, userAgent, type JsonObject } from './http-io';
import { isCleanToken } from './input-text';
import { CONFIRMATION_TOKEN_TTL_SECONDS, EMAIL_CHANGE_TOKEN_TTL_SECONDS, hashOneTimeToken, MAX_TOKEN_LENGTH, RECOVERY_TOKEN_TTL_SECONDS } from './one-time-tokens';
import { insertSession, sessionJson } from './sessions';
import { consumeRecoveryToken, isUniqueViolation, type UserRow } from './users-repository';

type Kind = 'recovery' | 'confirmation' | 'email_change';

const KINDS: Record<string, Kind> = { recovery: 'recovery', signup: 'confirmation', email: 'confirmation', email_change: 'email_change' };

/** The token presented, and the address it was typed with (a code), if any. */
function readSecret(body: JsonObject): { secret: string; email?: string } {
  const tokenHash = optionalString(body, 'token_hash');
  if (tokenHash !== undefined && tokenHash !== '') return { secret: tokenHash };
  const token = optionalString(body, 'token');
  if (token === undefined || token === '') fail(validationFailed('Verify requires a token or a token_hash'));
  return { secret: token, email: requireEmail(optionalString(body, 'email')) };
}

export async function verify(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req);
  enforceRateLimits(context, { verifyPerAddress: clientAddress(req) });
  const type = optionalString(body, 'type');
  const kind = type === undefined ? undefined : KINDS[type];
  if (!kind) fail(validationFailed(`Verification type "${type ?? ''}" is not supported; only recovery, signup, email and email_change`));
  const { secret, email } = readSecret(body);
  // A NUL would make PostgreSQL refuse the query; no token of ours holds one, so it is simply wrong.
  if (secret.length > MAX_TOKEN_LENGTH || !isCleanToken(secret)) fail(otpExpired());
  const tokenHash = hashOneTimeToken(secret);

  const outcome = await context.db
    .transaction(async (tx) => {
      let user: UserRow | undefined;
      let previousEmail: string | undefined;
      if (kind === 'recovery') user = await consumeRecoveryToken(tx, tokenHash, RECOVERY_TOKEN_TTL_SECONDS, email);
      else if (kind === 'confirmation') user = await consumeConfirmationToken(tx, tokenHash, CONFIRMATION_TOKEN_TTL_SECONDS, email);
      else ({ user, previousEmail } = (await consumeEmailChange(tx, tokenHash, EMAIL_CHANGE_TOKEN_TTL_SECONDS, email)) ?? {});
      if (!user) return undefined;
      return { user, previousEmail, ...(await insertSession(tx, user.id, { ip: clientAddress(req), userAgent: userAgent(req) })) };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) fail(emailExists());
      throw error;
    });
  if (!outcome) fail(otpExpired());
  if (outcome.previousEmail) deliverInBackground(context, emailChangedMail(outcome.user, outcome.previousEmail), 'e-mail changed notice');
  const now = Math.floor(Date.now() / 1000);
  const signing = { jwtSecret: context.jwtSecret, issuer: context.issuer(req) };
  sendJson(res, 200, await sessionJson(signing, outcome.user, outcome.sessionId, outcome.refreshToken, [{ method: 'otp', timestamp: now }]));
}
