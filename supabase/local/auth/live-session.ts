// Whether a person's access token still stands for a live session. A token verifies for up to an
// hour after its session ended (signed out, password changed, account deleted); GoTrue refuses it
// at /auth/v1/user (auth-http/user.ts), and storage and the functions' gateway here refuse it too
// so a token kept after "Delete my account" cannot upload files nobody owns.
// Rules: the same test as the bucket's policies (public.caller_session_is_live in the migration
// 20261125000200): the session named by the claim session_id exists, belongs to the claim sub, and
// has not passed its not_after; a token without a well-formed session_id is not live; only
// role authenticated is checked (the anon and service-role keys have no session).
import type { Queryable } from '../database/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionClaims {
  role?: unknown;
  sub?: unknown;
  session_id?: unknown;
}

/** Whether `sessionId` is a live session of `userId` (an account's sessions go with it). */
export async function sessionExists(db: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2 and (not_after is null or not_after > now())', [sessionId, userId]);
  return rows.length > 0;
}

/** True for the keys, and for a person whose session and account both still exist. */
export async function isLiveCaller(db: Queryable, claims: SessionClaims): Promise<boolean> {
  if (claims.role !== 'authenticated') return true;
  const { sub, session_id: sessionId } = claims;
  if (typeof sub !== 'string' || !UUID.test(sub) || typeof sessionId !== 'string' || !UUID.test(sessionId)) return false;
  return sessionExists(db, sessionId, sub);
}
