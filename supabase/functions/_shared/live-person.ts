// The person a request is from, confirmed with the auth server: auth.getUser(token) asks GoTrue,
// which refuses a token whose session has ended (signed out, password changed) or whose account is
// gone (deleted), though its signature still verifies for up to an hour. Hosted Supabase's gateway
// checks only the signature, so every function that acts for a person calls this first;
// the local server's gateway checks the session too (functions-handler.ts).
// Rules: only role authenticated is a person; a token the auth server refuses is 401
// `session_ended`, whatever the reason it gives; an auth server that cannot answer is 503, never a
// pass.
import { isAuthApiError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { callerClient } from './caller-client.ts';
import type { FunctionContext } from './function-context.ts';
import { errorResponse } from './json.ts';

export type PersonCheck = { ok: true; userId: string } | { ok: false; response: Response };

/** The signed-in person behind the request; `notSignedIn` is the function's own message for a guest. */
export async function confirmPerson(context: Pick<FunctionContext, 'claims' | 'env' | 'clientOptions' | 'accessToken'>, notSignedIn: string): Promise<PersonCheck> {
  const { role, sub } = context.claims;
  if (role !== 'authenticated' || !sub) return { ok: false, response: errorResponse(401, notSignedIn, 'not_signed_in') };
  const { data, error } = await callerClient(context).auth.getUser(context.accessToken);
  if (!error && data.user?.id === sub) return { ok: true, userId: sub };
  // supabase-js reports GoTrue's session_not_found as AuthSessionMissingError; other refusals are 4xx.
  const refused = isAuthSessionMissingError(error) || (isAuthApiError(error) && error.status < 500);
  if (error && !refused) {
    console.error('The auth server could not confirm the caller:', error.message);
    return { ok: false, response: errorResponse(503, 'Your sign-in could not be checked right now. Please try again.', 'auth_unavailable') };
  }
  return { ok: false, response: errorResponse(401, 'Your session has ended. Please sign in again.', 'session_ended') };
}
