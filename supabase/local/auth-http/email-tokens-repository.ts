// The SQL over auth.users for the tokens of sign-up confirmation and e-mail change, in GoTrue's
// columns (confirmation_token / confirmation_sent_at; email_change / email_change_token_new /
// email_change_sent_at). Rules: tokens are stored and matched as SHA-256 hashes; using one is a
// single UPDATE … WHERE token = hash, so two requests with the same token cannot both win; a
// token is matched only within its lifetime.
import type { Queryable } from '../database/database';
import { USER_COLUMNS, type UserRow } from './users-repository';

/**
 * A new confirmation token for an account still unconfirmed (a confirmed one needs none), unless
 * the last went less than `minIntervalSeconds` ago. False when nothing was stored.
 */
export async function storeConfirmationToken(db: Queryable, id: string, tokenHash: string, minIntervalSeconds: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
     where id = $1 and email_confirmed_at is null
       and (confirmation_sent_at is null or confirmation_sent_at <= now() - make_interval(secs => $3))`,
    [id, tokenHash, minIntervalSeconds],
  );
  return rowCount > 0;
}

/** After a confirmation mail could not be sent: no token waits, and another may be asked for at once. */
export async function forgetConfirmationToken(db: Queryable, id: string): Promise<void> {
  await db.query(`update auth.users set confirmation_token = null, confirmation_sent_at = null where id = $1`, [id]);
}

/**
 * Uses up a confirmation token: the address is confirmed, the token cleared, the sign-in recorded.
 * `email`, when given (a code typed with its address), must be the account's.
 */
export async function consumeConfirmationToken(db: Queryable, tokenHash: string, maxAgeSeconds: number, email?: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null,
       last_sign_in_at = now(), updated_at = now()
     where confirmation_token = $1
       and ($3::text is null or lower(email) = lower($3::text))
       and deleted_at is null
       and confirmation_sent_at > now() - make_interval(secs => $2)
     returning ${USER_COLUMNS}`,
    [tokenHash, maxAgeSeconds, email ?? null],
  );
  return rows[0];
}

/**
 * Records a pending change to `newEmail` (the account keeps signing in with its address until it is
 * confirmed), unless the last change mail went less than `minIntervalSeconds` ago: then undefined.
 */
export async function storeEmailChange(db: Queryable, id: string, newEmail: string, tokenHash: string, minIntervalSeconds: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(), updated_at = now()
     where id = $1 and (email_change_sent_at is null or email_change_sent_at <= now() - make_interval(secs => $4))
     returning ${USER_COLUMNS}`,
    [id, newEmail, tokenHash, minIntervalSeconds],
  );
  return rows[0];
}

/** After the mail to the new address failed: nothing waits, and the person may try again at once. */
export async function forgetEmailChange(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set email_change = null, email_change_token_new = null, email_change_sent_at = null where id = $1 returning ${USER_COLUMNS}`,
    [id],
  );
  return rows[0];
}

export interface ConfirmedEmailChange {
  user: UserRow;
  previousEmail: string;
}

/**
 * Uses up an e-mail change token: the pending address becomes the account's, confirmed, and the
 * pending fields are cleared, with any token mailed to the old address. `email`, when given (a
 * code typed with its address), must be the pending address. Throws a unique violation when
 * another account took the address meanwhile; run it in a transaction so that failed attempt
 * leaves the token as it was.
 */
export async function consumeEmailChange(db: Queryable, tokenHash: string, maxAgeSeconds: number, email?: string): Promise<ConfirmedEmailChange | undefined> {
  const found = await db.query<{ id: string; email: string }>(
    `select id, email from auth.users
     where email_change_token_new = $1
       and email_change is not null
       and ($3::text is null or lower(email_change) = lower($3::text))
       and deleted_at is null
       and email_change_sent_at > now() - make_interval(secs => $2)
     for update`,
    [tokenHash, maxAgeSeconds, email ?? null],
  );
  const pending = found.rows[0];
  if (!pending) return undefined;
  const { rows } = await db.query<UserRow>(
    `update auth.users set email = email_change, email_confirmed_at = now(), email_change = null,
       email_change_token_new = null, email_change_sent_at = null, confirmation_token = null,
       recovery_token = null, last_sign_in_at = now(), updated_at = now()
     where id = $1 and email_change_token_new = $2
     returning ${USER_COLUMNS}`,
    [pending.id, tokenHash],
  );
  return rows[0] ? { user: rows[0], previousEmail: pending.email } : undefined;
}
