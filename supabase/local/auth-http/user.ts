// GET and PUT /auth/v1/user, and the check every user endpoint (these and logout) makes: a bearer
// access token that verifies, of role authenticated, whose session still exists and whose user too.
// Rules: a new password ends every other session of the person and their refresh tokens (GoTrue's
// LogoutAllExceptMe), the caller's stays; a new e-mail is never switched here (email-change.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyToken } from '../auth/access-tokens';
import { badJwt, badJwtFor, noAuthorization, samePassword, sessionNotFound, userNotFound, validationFailed } from '../auth/gotrue-errors';
import { checkPasswordRules, hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthContext } from './context';
import { requireEmail } from './email';
import { cancelEmailChange, checkEmailChange, startEmailChange } from './email-change';
import { bearerToken, fail, optionalString, readJsonObject, sendJson } from './http-io';
import { requireMetadata } from './input-text';
import { sessionExists } from '../auth/live-session';
import { deleteSessions, toUserJson } from './sessions';
import { findUserById, updateUser, type UserChanges } from './users-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Caller {
  userId: string;
  sessionId: string;
}

export async function authenticate(context: AuthContext, req: IncomingMessage): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) fail(noAuthorization());
  const result = await verifyToken(context.jwtSecret, token);
  if (!result.ok) fail(result.reason === 'missing' ? noAuthorization() : badJwtFor(result.reason));
  const { role, sub, session_id: sessionId } = result.claims;
  // The anon and service-role keys verify too, but they are not a user.
  if (role !== 'authenticated') fail(badJwt('invalid claim: role is not authenticated'));
  if (typeof sub !== 'string' || !UUID.test(sub)) fail(badJwt('invalid claim: missing sub claim'));
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) fail(sessionNotFound());
  if (!(await sessionExists(context.db, sessionId, sub))) fail(sessionNotFound());
  return { userId: sub, sessionId };
}

export async function getUser(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const caller = await authenticate(context, req);
  const user = await findUserById(context.db, caller.userId);
  if (!user) fail(userNotFound());
  sendJson(res, 200, toUserJson(user));
}

/**
 * PUT /user {email?, password?, data?}. `data` is merged into the metadata (a null value removes
 * the key). As GoTrue, everything is checked (the new address's limits and email_exists too)
 * before anything changes; the password and metadata then change at once, and a new address is
 * recorded as pending with its confirmation mail.
 */
export async function putUser(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const caller = await authenticate(context, req);
  const body = await readJsonObject(req);
  const rawEmail = optionalString(body, 'email');
  const password = optionalString(body, 'password');
  const data = requireMetadata(body.data);
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') fail(validationFailed('Phone numbers are not supported'));
  const email = rawEmail === undefined || rawEmail === '' ? undefined : requireEmail(rawEmail);
  if (password !== undefined) {
    const weak = checkPasswordRules(password);
    if (weak) fail(weak);
  }

  const current = await findUserById(context.db, caller.userId);
  if (!current) fail(userNotFound());
  const newEmail = email !== undefined && email !== current.email.toLowerCase() ? email : undefined;
  if (newEmail) await checkEmailChange(context, req, caller.userId, newEmail);
  const passwordHash = password === undefined ? undefined : await hashPassword(password);

  let updated = await context.db.transaction(async (tx) => {
    const user = await findUserById(tx, caller.userId, true);
    if (!user) fail(userNotFound());
    const changes: UserChanges = {};
    if (password !== undefined && passwordHash !== undefined) {
      if (await verifyPassword(password, user.encrypted_password)) fail(samePassword());
      changes.passwordHash = passwordHash;
      // A thief who had the old password (or a session) is signed out with it.
      await deleteSessions(tx, 'others', caller.sessionId, user.id);
    }
    // The merged whole must keep to the metadata's limits too, not just this change.
    if (data) changes.userMetadata = requireMetadata(mergeMetadata(user.raw_user_meta_data ?? {}, data));
    return updateUser(tx, user.id, changes);
  });
  if (newEmail) updated = await startEmailChange(context, updated, newEmail);
  else if (email !== undefined) updated = await cancelEmailChange(context, updated);
  sendJson(res, 200, toUserJson(updated));
}

function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (key === '__proto__') continue; // would set the object's prototype rather than a key
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
