// POST /auth/v1/signup {email, password, data}: creates a confirmed account and signs it in.
// This local server sends no confirmation mail: accounts are confirmed at once (GoTrue's
// mailer_autoconfirm), so supabase-js's signUp returns a session, as the app's "Account created
// successfully. You're now logged in!" promises. The profile row comes from the trigger on auth.users.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { userAlreadyExists, validationFailed } from '../auth/gotrue-errors';
import { checkPasswordRules, hashPassword } from '../auth/passwords';
import { enforceRateLimits, type AuthContext } from './context';
import { requireEmail } from './email';
import { clientAddress, fail, optionalString, readJsonObject, sendJson, userAgent } from './http-io';
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
  const data = body.data ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) fail(validationFailed('data must be an object'));

  const passwordHash = await hashPassword(password);
  const session = await context.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, { email, passwordHash, userMetadata: data as Record<string, unknown> });
      const created = await insertSession(tx, user.id, { ip: address, userAgent: userAgent(req) });
      return { user: await recordSignIn(tx, user.id), ...created };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) fail(userAlreadyExists());
      throw error;
    });
  sendJson(res, 200, await sessionJson({ jwtSecret: context.jwtSecret, issuer: context.issuer(req) }, session.user, session.sessionId, session.refreshToken));
}
