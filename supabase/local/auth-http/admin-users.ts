// GoTrue's admin endpoint DELETE /auth/v1/admin/users/{id}, which supabase-js's
// auth.admin.deleteUser(id) calls (the delete-account function uses it). Deleting the auth.users
// row cascades to the person's sessions, refresh tokens and every table of ours.
// Rules: the bearer must be the service role's JWT (GoTrue's admin role): none is 401
// no_authorization, a bad one 403 bad_jwt, anyone else's 403 not_admin; an unknown id is 404
// user_not_found. Soft deletion (should_soft_delete) is refused rather than pretended.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyToken } from '../auth/access-tokens';
import { adminUserNotFound, badJwtFor, noAuthorization, notAdmin, validationFailed } from '../auth/gotrue-errors';
import type { AuthContext } from './context';
import { bearerToken, fail, readJsonObject, sendJson } from './http-io';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function requireAdmin(context: AuthContext, req: IncomingMessage): Promise<void> {
  const token = bearerToken(req);
  if (!token) fail(noAuthorization());
  const result = await verifyToken(context.jwtSecret, token);
  if (!result.ok) fail(result.reason === 'missing' ? noAuthorization() : badJwtFor(result.reason));
  if (result.claims.role !== 'service_role') fail(notAdmin());
}

export async function deleteUserAsAdmin(context: AuthContext, req: IncomingMessage, res: ServerResponse, userId: string): Promise<void> {
  await requireAdmin(context, req);
  if (!UUID.test(userId)) fail(validationFailed('user_id must be an UUID'));
  const body = await readJsonObject(req);
  if (body.should_soft_delete === true) fail(validationFailed('Soft deletion is not supported by this server; delete the user outright'));
  const { rowCount } = await context.db.query('delete from auth.users where id = $1', [userId]);
  if (rowCount === 0) fail(adminUserNotFound());
  // GoTrue answers an empty object; auth-js turns it into { data: { user }, error: null }.
  sendJson(res, 200, {});
}
