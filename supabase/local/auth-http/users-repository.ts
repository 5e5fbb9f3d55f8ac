// The SQL over auth.users that the auth endpoints need (the one-time tokens of confirmation and
// e-mail change are in email-tokens-repository.ts). Values are always bound parameters; token
// columns hold SHA-256 hashes only, and are never read back into a UserRow.
import type { Queryable } from '../database/database';

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  /** The address an e-mail change waits to confirm. */
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  recovery_sent_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, confirmation_sent_at, email_change,
  email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, recovery_sent_at, created_at, updated_at`;

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/** PostgreSQL's unique_violation, as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function findUserByEmail(db: Queryable, email: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null${forUpdate ? ' for update' : ''}`, [
    email,
  ]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string, forUpdate = false): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`, [id]);
  return rows[0];
}

export interface NewUser {
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  /** SHA-256 of the token the confirmation mail carries. */
  confirmationTokenHash: string;
}

/**
 * Inserts an account whose address is not confirmed yet (email_confirmed_at null), with the hash of
 * its confirmation token; it may sign in meanwhile (GoTrue's allow-unverified-sign-ins), but
 * nothing is mailed to it but auth mails until it is confirmed. Throws a unique violation (see
 * isUniqueViolation) when the e-mail is taken. The trigger on auth.users makes the profile row.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, is_super_admin, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2, null,
       $3, now(), $4::jsonb, $5::jsonb, false, false)
     returning ${USER_COLUMNS}`,
    [user.email, user.passwordHash, user.confirmationTokenHash, JSON.stringify(EMAIL_APP_METADATA), JSON.stringify(user.userMetadata)],
  );
  return rows[0]!;
}

/** What PUT /user changes at once. The e-mail is not among them: a new address waits for its confirmation. */
export interface UserChanges {
  passwordHash?: string;
  userMetadata?: Record<string, unknown>;
}

export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data),
       updated_at = now()
     where id = $1
     returning ${USER_COLUMNS}`,
    [id, changes.passwordHash ?? null, changes.userMetadata ? JSON.stringify(changes.userMetadata) : null],
  );
  return rows[0]!;
}

/** Whether another live account signs in with `email` (GoTrue's email_exists check). */
export async function emailTakenByOther(db: Queryable, email: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from auth.users where lower(email) = lower($1) and id <> $2`, [email, userId]);
  return rows.length > 0;
}

export async function recordSignIn(db: Queryable, id: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`, [id]);
  return rows[0]!;
}

export async function storeRecoveryToken(db: Queryable, id: string, tokenHash: string): Promise<void> {
  await db.query(`update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`, [id, tokenHash]);
}

/**
 * Uses up a recovery token: clears it (single use), confirms the e-mail (the mail reached its owner)
 * and records the sign-in, in one statement so two requests with the same token cannot both win.
 * Returns the user only if `tokenHash` is the stored one (of the account with `email`, when given)
 * and was sent less than `maxAgeSeconds` ago.
 */
export async function consumeRecoveryToken(db: Queryable, tokenHash: string, maxAgeSeconds: number, email?: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = null, last_sign_in_at = now(), updated_at = now()
     where recovery_token = $1
       and ($3::text is null or lower(email) = lower($3::text))
       and deleted_at is null
       and recovery_sent_at > now() - make_interval(secs => $2)
     returning ${USER_COLUMNS}`,
    [tokenHash, maxAgeSeconds, email ?? null],
  );
  return rows[0];
}
