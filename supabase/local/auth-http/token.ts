// POST /auth/v1/token?grant_type=password | refresh_token.
//
// Password sign-in counts every attempt per client address, and failures per address and account
// (AUTH_RATE_LIMITS): the right password from a clean address is never refused because of
// someone else's wrong guesses, so nobody can lock the owner out (GoTrue limits per address only).
//
// Refresh tokens rotate (decideRefresh): the presented token is revoked and a child takes its place.
// The session's row is locked (`for update`) before its tokens are read, so two refreshes of one
// session run one after the other, and the second reads the tokens as the first left them (in READ
// COMMITTED each statement sees what committed before it started; PGlite runs transactions one at a
// time anyway). A replayed token ends the whole session.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  invalidCredentials,
  overRequestRateLimit,
  refreshTokenAlreadyUsed,
  refreshTokenNotFound,
  refreshTokenRequired,
  unsupportedGrantType,
  validationFailed,
} from '../auth/gotrue-errors';
import { verifyPassword } from '../auth/passwords';
import { decideRefresh, newRefreshToken, type RefreshTokenRecord } from '../auth/refresh-tokens';
import { enforceRateLimits, type AuthContext } from './context';
import { isCleanToken } from './input-text';
import { clientAddress, fail, optionalString, readJsonObject, sendJson, userAgent } from './http-io';
import { insertSession, sessionJson } from './sessions';
import { findUserByEmail, findUserById, recordSignIn, type UserRow } from './users-repository';

export async function token(context: AuthContext, req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
  const grantType = query.get('grant_type');
  if (grantType === 'password') return passwordGrant(context, req, res);
  if (grantType === 'refresh_token') return refreshTokenGrant(context, req, res);
  fail(unsupportedGrantType());
}

async function passwordGrant(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req);
  const address = clientAddress(req);
  const rawEmail = optionalString(body, 'email');
  const password = optionalString(body, 'password');
  enforceRateLimits(context, { signInPerAddress: address });
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') fail(validationFailed('Phone sign-ins are not supported'));
  if (!rawEmail || rawEmail.trim() === '') fail(validationFailed('An email address is required'));
  if (password === undefined || password === '') fail(validationFailed('A password is required'));
  const email = rawEmail.trim().toLowerCase();
  // An address no account can have (a NUL would make PostgreSQL refuse the query) is simply wrong.
  if (!isCleanToken(email)) fail(invalidCredentials());

  // Failures count per client address and account: this address's wrong guesses stop this address
  // guessing this account, and nobody else (the owner elsewhere signs in as usual).
  const failureKey = `${address}\n${email}`;
  const failures = context.limiters.signInFailuresPerAddressAndEmail.peek(failureKey);
  if (!failures.allowed) fail(overRequestRateLimit(failures.retryAfterSeconds));

  // An unknown e-mail costs the same bcrypt comparison as a wrong password (verifyPassword with a
  // null hash), and both answer invalid_credentials: sign-in does not reveal who has an account.
  const user = await findUserByEmail(context.db, email);
  const matches = await verifyPassword(password, user?.encrypted_password ?? null);
  if (!user || !matches) {
    context.limiters.signInFailuresPerAddressAndEmail.hit(failureKey);
    fail(invalidCredentials());
  }

  const session = await context.db.transaction(async (tx) => {
    const created = await insertSession(tx, user.id, { ip: address, userAgent: userAgent(req) });
    return { user: await recordSignIn(tx, user.id), ...created };
  });
  sendJson(res, 200, await sessionJson({ jwtSecret: context.jwtSecret, issuer: context.issuer(req) }, session.user, session.sessionId, session.refreshToken));
}

interface TokenRow {
  token: string;
  session_id: string;
  revoked: boolean;
  parent: string | null;
  created_at: Date | string;
}

type RefreshOutcome = { kind: 'session'; user: UserRow; sessionId: string; refreshToken: string } | { kind: 'error'; error: 'not-found' | 'already-used' };

async function refreshTokenGrant(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req);
  const presented = optionalString(body, 'refresh_token');
  if (presented === undefined || presented === '') fail(refreshTokenRequired());
  // A NUL would make PostgreSQL refuse the lookup; no token of ours holds one.
  if (presented.length > 255 || !isCleanToken(presented)) fail(refreshTokenNotFound());

  // Errors are returned, not thrown, so that revoking a session on reuse is committed.
  const outcome = await context.db.transaction<RefreshOutcome>(async (tx) => {
    const found = await tx.query<{ session_id: string | null }>(`select session_id from auth.refresh_tokens where token = $1`, [presented]);
    const sessionId = found.rows[0]?.session_id;
    if (!sessionId) return { kind: 'error', error: 'not-found' };
    const session = await tx.query<{ user_id: string }>(`select user_id from auth.sessions where id = $1 and (not_after is null or not_after > now()) for update`, [sessionId]);
    const userId = session.rows[0]?.user_id;
    if (!userId) return { kind: 'error', error: 'not-found' };
    const tokens = await tx.query<TokenRow>(`select token, session_id, revoked, parent, created_at from auth.refresh_tokens where session_id = $1 for update`, [sessionId]);
    const records: RefreshTokenRecord[] = tokens.rows.map((row) => ({
      token: row.token,
      sessionId: row.session_id,
      revoked: row.revoked,
      parent: row.parent,
      createdAt: row.created_at,
    }));
    const decision = decideRefresh(presented, records);
    if (decision.action === 'invalid') return { kind: 'error', error: 'not-found' };
    if (decision.action === 'reuse-detected') {
      await tx.query(`delete from auth.sessions where id = $1`, [decision.revokeSession]);
      return { kind: 'error', error: 'already-used' };
    }
    const user = await findUserById(tx, userId);
    if (!user) return { kind: 'error', error: 'not-found' };
    if (decision.action === 'reuse-current') return { kind: 'session', user, sessionId, refreshToken: decision.refreshToken };

    const child = newRefreshToken();
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [decision.revokeToken]);
    await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)`, [
      child,
      userId,
      sessionId,
      decision.revokeToken,
    ]);
    await tx.query(`update auth.sessions set updated_at = now() where id = $1`, [sessionId]);
    return { kind: 'session', user, sessionId, refreshToken: child };
  });

  if (outcome.kind === 'error') fail(outcome.error === 'already-used' ? refreshTokenAlreadyUsed() : refreshTokenNotFound());
  sendJson(res, 200, await sessionJson({ jwtSecret: context.jwtSecret, issuer: context.issuer(req) }, outcome.user, outcome.sessionId, outcome.refreshToken));
}
