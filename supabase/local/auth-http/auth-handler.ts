// /auth/v1: the GoTrue endpoints supabase-js uses, over auth.users, auth.sessions and
// auth.refresh_tokens. Every answer is JSON in GoTrue's shape; bad input is a 4xx, never a 500.
//
// Like the hosted API gateway, every endpoint but /health wants an API key (the `apikey` header,
// or failing that the bearer token) signed with this server's secret; user endpoints then check the
// bearer token as the user's access token.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyToken } from '../auth/access-tokens';
import { authError, unexpectedFailure } from '../auth/gotrue-errors';
import type { ApiRoute } from '../server';
import { deleteUserAsAdmin } from './admin-users';
import { createAuthContext, type AuthContext, type AuthHandlerOptions } from './context';
import { AuthFailure, apiKeyHeader, bearerToken, fail, sendError, sendJson } from './http-io';
import { logout } from './logout';
import { recover } from './recover';
import { resend } from './resend';
import { signUp } from './sign-up';
import { token } from './token';
import { getUser, putUser } from './user';
import { verify } from './verify';

export type { AuthHandlerOptions } from './context';

export const AUTH_PREFIX = '/auth/v1/';

type Endpoint = (context: AuthContext, req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => Promise<void>;

const health: Endpoint = async (_context, _req, res) => {
  sendJson(res, 200, { version: 'pali-local', name: 'GoTrue', description: 'Pali local auth (GoTrue-compatible subset)' });
};

// Addresses are confirmed by mail, but an unconfirmed account may sign in meanwhile (GoTrue's
// mailer_allow_unverified_email_sign_ins): what waits for the confirmation is mail to it.
const settings: Endpoint = async (_context, _req, res) => {
  sendJson(res, 200, {
    external: { email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
};

/** path (after /auth/v1) → method → endpoint. */
const ENDPOINTS: Record<string, Record<string, Endpoint>> = {
  '/health': { GET: health },
  '/settings': { GET: settings },
  '/signup': { POST: signUp },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: putUser },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/resend': { POST: resend },
  '/verify': { POST: verify },
};

const NEEDS_NO_KEY = new Set(['/health']);

/** The endpoints whose path carries a parameter: /admin/users/{id}. */
function parameterisedEndpoints(path: string): Record<string, Endpoint> | undefined {
  const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (adminUser) {
    const userId = adminUser[1]!; // not decoded: a user id is a UUID, and anything else is refused
    return { DELETE: (context, req, res) => deleteUserAsAdmin(context, req, res, userId) };
  }
  return undefined;
}

export function createAuthHandler(options: AuthHandlerOptions): ApiRoute['handle'] {
  const context = createAuthContext(options);
  return async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname.slice(AUTH_PREFIX.length - 1).replace(/\/+$/, '') || '/';
      const methods = ENDPOINTS[path] ?? parameterisedEndpoints(path);
      if (!methods) fail(authError(404, 'not_found', 'Path not found'));
      const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
      const endpoint = methods[method];
      if (!endpoint) {
        res.setHeader('Allow', Object.keys(methods).join(', '));
        fail(authError(405, 'method_not_allowed', `Method ${req.method} is not allowed on ${AUTH_PREFIX.slice(0, -1)}${path}`));
      }
      if (!NEEDS_NO_KEY.has(path)) await requireApiKey(context, req);
      await endpoint(context, req, res, url.searchParams);
    } catch (error) {
      if (res.headersSent) throw error;
      if (error instanceof AuthFailure) {
        sendError(req, res, error.error, error.error.status === 413 ? { Connection: 'close' } : {});
      } else {
        console.error(`${req.method} ${req.url} failed:`, error);
        sendError(req, res, unexpectedFailure());
      }
    } finally {
      // Whatever the endpoint did not read (a refused request's body) is discarded.
      if (!req.readableEnded) req.resume();
    }
  };
}

async function requireApiKey(context: AuthContext, req: IncomingMessage): Promise<void> {
  const key = apiKeyHeader(req) ?? bearerToken(req);
  if (!key) fail(authError(401, 'no_api_key', 'No API key found in request'));
  const result = await verifyToken(context.jwtSecret, key);
  if (!result.ok) fail(authError(401, 'invalid_api_key', 'Invalid API key'));
}
