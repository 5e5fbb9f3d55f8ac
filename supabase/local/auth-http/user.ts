// GET and PUT /auth/v1/user, and the check every user endpoint (these and logout) makes: a bearer
// access token that verifies, of role authenticated, whose session still exists and whose user too.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyToken } from '../auth/access-tokens';
import { badJwt, badJwtFor, emailExists, noAuthorization, samePassword, sessionNotFound, userNotFound, validationFailed } from '../auth/gotrue-errors';
import { checkPasswordRules, hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthContext } from './context';
import { requireEmail } from './email';
import { bearerToken, fail, optionalString, readJsonObject, sendJson } from './http-io';
import { sessionExists, toUserJson } from './sessions';
import { findUserById, isUniqueViolation, updateUser, type UserChanges } from './users-repository';

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
 * the key). A new e-mail takes effect at once: the local server sends no confirmation mails.
 */
export async function putUser(context: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const caller = await authenticate(context, req);
  const body = await readJsonObject(req);
  const rawEmail = optionalString(body, 'email');
  const password = optionalString(body, 'password');
  const data = body.data;
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) fail(validationFailed('data must be an object'));
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') fail(validationFailed('Phone numbers are not supported'));
  const email = rawEmail === undefined ? undefined : requireEmail(rawEmail);
  if (password !== undefined) {
    const weak = checkPasswordRules(password);
    if (weak) fail(weak);
  }
  const passwordHash = password === undefined ? undefined : await hashPassword(password);

  const updated = await context.db
    .transaction(async (tx) => {
      const user = await findUserById(tx, caller.userId, true);
      if (!user) fail(userNotFound());
      const changes: UserChanges = {};
      if (email !== undefined && email !== user.email.toLowerCase()) changes.email = email;
      if (password !== undefined && passwordHash !== undefined) {
        if (await verifyPassword(password, user.encrypted_password)) fail(samePassword());
        changes.passwordHash = passwordHash;
      }
      if (data) changes.userMetadata = mergeMetadata(user.raw_user_meta_data ?? {}, data as Record<string, unknown>);
      return updateUser(tx, user.id, changes);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) fail(emailExists());
      throw error;
    });
  sendJson(res, 200, toUserJson(updated));
}

export function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (key === '__proto__') continue; // would set the object's prototype rather than a key
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
