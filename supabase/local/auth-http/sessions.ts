// Sessions: a row in auth.sessions, its chain of refresh tokens in auth.refresh_tokens, and the
// session JSON GoTrue answers with ({access_token, token_type, expires_in, expires_at,
// refresh_token, user}). Deleting the session row ends it (its refresh tokens go with it).
import { randomUUID } from 'node:crypto';
import { signAccessToken, type AmrEntry } from '../auth/access-tokens';
import { newRefreshToken } from '../auth/refresh-tokens';
import type { Queryable } from '../database/database';
import { EMAIL_APP_METADATA, type UserRow } from './users-repository';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

type UserJson = ReturnType<typeof toUserJson>;

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The user object of GET/PUT /user and of the session JSON, in GoTrue's shape. */
export function toUserJson(user: UserRow) {
  const createdAt = iso(user.created_at);
  const updatedAt = iso(user.updated_at);
  const lastSignInAt = iso(user.last_sign_in_at);
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    // GoTrue leaves these out when empty. new_email is a change waiting for its confirmation: the
    // address above stays the one to sign in with until then.
    ...(user.confirmation_sent_at ? { confirmation_sent_at: iso(user.confirmation_sent_at) } : {}),
    confirmed_at: iso(user.email_confirmed_at),
    ...(user.recovery_sent_at ? { recovery_sent_at: iso(user.recovery_sent_at) } : {}),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    ...(user.email_change && user.email_change_sent_at ? { email_change_sent_at: iso(user.email_change_sent_at) } : {}),
    last_sign_in_at: lastSignInAt,
    app_metadata: user.raw_app_meta_data ?? EMAIL_APP_METADATA,
    user_metadata: user.raw_user_meta_data ?? {},
    // GoTrue keeps identities in auth.identities; the local server has only e-mail accounts, so the
    // one identity is derived from the user (its id doubles as the identity's id).
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: user.email_confirmed_at !== null, phone_verified: false, sub: user.id },
        provider: 'email',
        last_sign_in_at: lastSignInAt,
        created_at: createdAt,
        updated_at: updatedAt,
        email: user.email,
      },
    ],
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: false,
  };
}

export interface SessionSigning {
  jwtSecret: string;
  issuer: string;
}

/** A fresh access token for `sessionId`, wrapped with `refreshToken` into the session JSON. */
export async function sessionJson(signing: SessionSigning, user: UserRow, sessionId: string, refreshToken: string, amr?: AmrEntry[]): Promise<SessionJson> {
  const signed = await signAccessToken(signing.jwtSecret, {
    issuer: signing.issuer,
    userId: user.id,
    email: user.email,
    sessionId,
    appMetadata: user.raw_app_meta_data ?? EMAIL_APP_METADATA,
    userMetadata: user.raw_user_meta_data ?? {},
    ...(amr ? { amr } : {}),
  });
  return {
    access_token: signed.token,
    token_type: 'bearer',
    expires_in: signed.expiresIn,
    expires_at: signed.expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user),
  };
}

export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

/** Inserts a session and its first refresh token (call inside the caller's transaction). */
export async function insertSession(db: Queryable, userId: string, client: { ip: string; userAgent: string | null }): Promise<NewSession> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.query(`insert into auth.sessions (id, user_id, aal, ip, user_agent) values ($1, $2, 'aal1', $3, $4)`, [sessionId, userId, client.ip, client.userAgent]);
  await db.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, null, false)`, [refreshToken, userId, sessionId]);
  return { sessionId, refreshToken };
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions: `others` is also what a password change does (GoTrue's LogoutAllExceptMe), so a thief's session dies with the old password. */
export async function deleteSessions(db: Queryable, scope: LogoutScope, sessionId: string, userId: string): Promise<void> {
  if (scope === 'local') await db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  else if (scope === 'global') await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  else await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
}
