// Runs SQL the way a request from the API does: inside a transaction, as the JWT's role, with the
// JWT's claims in `request.jwt.claims`, so the database's grants and policies decide.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../local/database/database';
import type { Outcome } from './policy-matrix';

/** A person's `sessionId` goes into the claims as session_id, as GoTrue's access tokens carry it. */
export type Caller = { role: 'anon' } | { role: 'authenticated'; userId: string; sessionId?: string } | { role: 'service_role' };

export async function asCaller<T>(db: Database, caller: Caller, sql: string, params: readonly unknown[] = []): Promise<{ rows: T[]; rowCount: number }> {
  const claims = caller.role === 'authenticated' ? { sub: caller.userId, role: caller.role, ...(caller.sessionId ? { session_id: caller.sessionId } : {}) } : { role: caller.role };
  return db.transaction((tx) => tx.query<T>(sql, [...params]), { settings: { role: caller.role, 'request.jwt.claims': JSON.stringify(claims) } });
}

/**
 * What a statement amounted to for this caller: it touched or saw rows ('ok'), it was allowed but
 * policies hid every row ('none'), or the database refused it ('denied': no grant, or a row-level
 * security check failed — both SQLSTATE 42501).
 */
export async function outcomeOf(db: Database, caller: Caller, sql: string, params: readonly unknown[] = []): Promise<Outcome> {
  try {
    const result = await asCaller(db, caller, sql, params);
    return result.rowCount > 0 ? 'ok' : 'none';
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return 'denied';
    throw error;
  }
}

/** A person with an account, created the way sign-up does (the profile comes from the trigger). */
export async function createPerson(db: Database, firstName = 'Ana'): Promise<string> {
  const id = randomUUID();
  await db.query("insert into auth.users (id, aud, role, email, raw_user_meta_data) values ($1, 'authenticated', 'authenticated', $2, $3)", [
    id,
    `${id}@example.org`,
    { first_name: firstName, last_name: 'Pérez', preferred_language: 'es' },
  ]);
  return id;
}

/** A signed-in session of `userId`, as sign-in makes one (a row in auth.sessions); answers its id. */
export async function createSession(db: Database, userId: string): Promise<string> {
  const id = randomUUID();
  await db.query("insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')", [id, userId]);
  return id;
}
