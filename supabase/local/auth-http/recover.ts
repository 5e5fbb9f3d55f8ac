// Password recovery: POST /auth/v1/recover {email} mails a one-time token; POST /auth/v1/verify
// {type: 'recovery', email, token} or {type: 'recovery', token_hash} trades it for a session (the
// reset page then calls updateUser({ password })).
//
// The token is 32 random characters (base64url). It is sent both as a code and, when the site URL
// is configured, in the link `<site>/auth?mode=reset#token_hash=<token>&type=recovery`, which the
// reset page can pass to verifyOtp({ token_hash, type: 'recovery' }) as it would a hosted Supabase
// link. Unlike GoTrue, the database keeps only a SHA-256 of the token, so a copy of auth.users
// cannot be used to take over accounts. A token lasts one hour and works once; a new request
// replaces the previous token. Tokens travel in the fragment so they never reach server logs.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { otpExpired, validationFailed } from '../auth/gotrue-errors';
import { enforceRateLimits, type AuthContext } from './context';
import { requireEmail } from './email';
import { clientAddress, fail, optionalString, readJsonObject, sendJson, userAgent } from './http-io';
import { insertSession, sessionJson } from './sessions';
import { consumeRecoveryToken, findUserByEmail, storeRecoveryToken } from './users-repository';

export const RECOVERY_TOKEN_TTL_SECONDS = 60 * 60;

export function hashRecoveryToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function recoveryMailText(token: string, siteUrl: string | undefined): string {
  const link = siteUrl ? `${siteUrl}/auth?mode=reset#token_hash=${encodeURIComponent(token)}&type=recovery` : undefined;
  return [
    'Someone asked to reset the password of your Pali account.',
    '',
    link ? `To choose a new password, open this link within one hour:\n${link}` : 'To choose a new password, enter this code within one hour:',
    '',
    link ? `Or enter this code: ${token}` : token,
    '',
    'If you did not ask for this, ignore this mail: your password stays the same.',
  ].join('\n');
}

/** Always 200 {} for a well-formed address, whether or not it has an account. */
export async function recover(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req);
  const rawEmail = optionalString(body, 'email');
  enforceRateLimits(context, { recoverPerAddress: clientAddress(req), recoverPerEmail: rawEmail?.trim().toLowerCase() });
  const email = requireEmail(rawEmail);
  const user = await findUserByEmail(context.db, email);
  if (user) {
    const token = randomBytes(24).toString('base64url');
    await storeRecoveryToken(context.db, user.id, hashRecoveryToken(token));
    // Not awaited: how long a mailer takes must not tell who has an account.
    try {
      Promise.resolve(context.sendMail({ to: user.email, subject: 'Reset your Pali password', text: recoveryMailText(token, context.siteUrl) })).catch(logMailFailure);
    } catch (error) {
      logMailFailure(error);
    }
  }
  sendJson(res, 200, {});
}

function logMailFailure(error: unknown): void {
  console.error('The password recovery mail could not be sent:', error instanceof Error ? error.message : error);
}

export async function verify(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req);
  enforceRateLimits(context, { verifyPerAddress: clientAddress(req) });
  const type = optionalString(body, 'type');
  if (type !== 'recovery') fail(validationFailed(`Verification type "${type ?? ''}" is not supported; only "recovery"`));
  const rawEmail = optionalString(body, 'email');
  const token = optionalString(body, 'token');
  const tokenHash = optionalString(body, 'token_hash');

  let userId: string | undefined;
  let secret: string;
  if (tokenHash !== undefined && tokenHash !== '') {
    secret = tokenHash;
  } else if (token !== undefined && token !== '') {
    const email = requireEmail(rawEmail);
    secret = token;
    const user = await findUserByEmail(context.db, email);
    if (!user) fail(otpExpired());
    userId = user.id;
  } else {
    fail(validationFailed('Verify requires a token or a token_hash'));
  }
  if (secret.length > 255) fail(otpExpired());

  const session = await context.db.transaction(async (tx) => {
    const user = await consumeRecoveryToken(tx, hashRecoveryToken(secret), RECOVERY_TOKEN_TTL_SECONDS, userId);
    if (!user) return undefined;
    return { user, ...(await insertSession(tx, user.id, { ip: clientAddress(req), userAgent: userAgent(req) })) };
  });
  if (!session) fail(otpExpired());
  const now = Math.floor(Date.now() / 1000);
  sendJson(
    res,
    200,
    await sessionJson({ jwtSecret: context.jwtSecret, issuer: context.issuer(req) }, session.user, session.sessionId, session.refreshToken, [{ method: 'otp', timestamp: now }]),
  );
}
