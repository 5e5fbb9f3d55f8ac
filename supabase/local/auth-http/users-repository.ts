// The SQL over auth.users that the auth endpoints need. Values are always bound parameters.
import type { Queryable } from '../database/database';

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  recovery_token: string | null;
  recovery_sent_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, recovery_token, recovery_sent_at, created_at, updated_at`;

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/** PostgreSQL's unique_violation, as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function findUserByEmail(db: Queryable, email: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null${forUpdate ? ' for update' : ''}`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${COLUMNS} from auth.users where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

export interface NewUser {
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
}

/**
 * Inserts a confirmed account. The local server does not send confirmation mails: the account is
 * confirmed at once (GoTrue's "mailer_autoconfirm"), so sign-up answers with a session. Throws a
 * unique violation (see isUniqueViolation) when the e-mail is taken. The trigger on auth.users
 * creates the public.profiles row from the metadata.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2, now(),
       $3::jsonb, $4::jsonb, false, false)
     returning ${COLUMNS}`,
    [user.email, user.passwordHash, JSON.stringify(EMAIL_APP_METADATA), JSON.stringify(user.userMetadata)],
  );
  return rows[0]!;
}

export interface UserChanges {
  email?: string;
  passwordHash?: string;
  userMetadata?: Record<string, unknown>;
}

export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       raw_user_meta_data = coalesce($4::jsonb, raw_user_meta_data),
       updated_at = now()
     where id = $1
     returning ${COLUMNS}`,
    [id, changes.email ?? null, changes.passwordHash ?? null, changes.userMetadata ? JSON.stringify(changes.userMetadata) : null],
  );
  return rows[0]!;
}

export async function recordSignIn(db: Queryable, id: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id],
  );
  return rows[0]!;
}

export async function storeRecoveryToken(db: Queryable, id: string, tokenHash: string): Promise<void> {
  await db.query(`update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`, [id, tokenHash]);
}

/**
 * Uses up a recovery token: clears it (single use), confirms the e-mail (the mail reached its owner)
 * and records the sign-in, in one statement so two requests with the same token cannot both win.
 * Returns the user only if `tokenHash` is the stored one (of `userId`, when given) and was sent less
 * than `maxAgeSeconds` ago.
 */
export async function consumeRecoveryToken(db: Queryable, tokenHash: string, maxAgeSeconds: number, userId?: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
       last_sign_in_at = now(), updated_at = now()
     where recovery_token = $1
       and ($3::uuid is null or id = $3::uuid)
       and deleted_at is null
       and recovery_sent_at > now() - make_interval(secs => $2)
     returning ${COLUMNS}`,
    [tokenHash, maxAgeSeconds, userId ?? null],
  );
  return rows[0];
}
