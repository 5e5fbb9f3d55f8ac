// POST /auth/v1/logout?scope=global|local|others → 204. global (supabase-js's default) ends every
// session of the user, local only the caller's, others all but the caller's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validationFailed } from '../auth/gotrue-errors';
import type { AuthContext } from './context';
import { fail, sendNoContent } from './http-io';
import { deleteSessions, type LogoutScope } from './sessions';
import { authenticate } from './user';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

export async function logout(context: AuthContext, req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
  const scope = (query.get('scope') ?? 'global') as LogoutScope;
  if (!SCOPES.includes(scope)) fail(validationFailed(`Unsupported logout scope "${scope}"`));
  const caller = await authenticate(context, req);
  await deleteSessions(context.db, scope, caller.sessionId, caller.userId);
  sendNoContent(res);
}
