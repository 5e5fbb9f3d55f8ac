// Refresh tokens and their rotation rule (GoTrue's, with its reuse interval), as a pure decision
// over the tokens of one session. The HTTP handler loads the session's tokens, asks decideRefresh,
// and carries the decision out in one transaction:
//   issue            → mark `revokeToken` revoked, insert a new token { parent: revokeToken }, answer with it
//   reuse-current    → answer with `refreshToken` (already stored; nothing is written)
//   reuse-detected   → revoke every token of `revokeSession` (end the session), answer 400 refresh_token_already_used
//   invalid          → answer 400 refresh_token_not_found
import { randomBytes } from 'node:crypto';

/** GoTrue's default refresh token reuse interval. */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

/** 24 random bytes, base64url: 32 characters, no padding, safe in JSON, URLs and headers. */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export interface RefreshTokenRecord {
  token: string;
  sessionId: string;
  revoked: boolean;
  /** The token this one replaced; null for the first token of a session. */
  parent: string | null;
  createdAt: Date | number | string;
}

export type RefreshDecision =
  | { action: 'issue'; revokeToken: string; sessionId: string }
  | { action: 'reuse-current'; refreshToken: string; sessionId: string }
  | { action: 'reuse-detected'; revokeSession: string }
  | { action: 'invalid' };

export interface DecideRefreshOptions {
  /** Milliseconds since the epoch. */
  now?: number;
  reuseIntervalMs?: number;
}

/**
 * What to do when `presented` is offered for the refresh_token grant, given the tokens of its session
 * (tokens of other sessions in the list are ignored).
 *
 * - Unknown token → invalid.
 * - A live token (not revoked, never rotated) → issue: it is revoked and a child takes its place.
 * - A token already used → a replay: the session is revoked (reuse-detected), with one exception.
 *   When the presented token is the parent of the session's current token and that child was made
 *   less than the reuse interval ago, this is a client that refreshed twice at once (two tabs, a lost
 *   response): it gets the current child back, and no new token is made.
 */
export function decideRefresh(presented: string, sessionTokens: readonly RefreshTokenRecord[], options: DecideRefreshOptions = {}): RefreshDecision {
  const now = options.now ?? Date.now();
  const reuseIntervalMs = options.reuseIntervalMs ?? REFRESH_TOKEN_REUSE_INTERVAL_MS;
  if (typeof presented !== 'string' || presented === '') return { action: 'invalid' };

  const record = sessionTokens.find((candidate) => candidate.token === presented);
  if (!record) return { action: 'invalid' };
  const sessionId = record.sessionId;
  const tokens = sessionTokens.filter((candidate) => candidate.sessionId === sessionId);

  // A token with a child has been used even if a bug left it unrevoked.
  const used = record.revoked || tokens.some((candidate) => candidate.parent === record.token);
  if (!used) return { action: 'issue', revokeToken: record.token, sessionId };

  const current = currentToken(tokens);
  if (current && current.parent === record.token) {
    const age = now - timeOf(current.createdAt);
    if (age >= -reuseIntervalMs && age <= reuseIntervalMs) return { action: 'reuse-current', refreshToken: current.token, sessionId };
  }
  return { action: 'reuse-detected', revokeSession: sessionId };
}

/** The session's newest live token, or undefined when the session has none (ended). */
export function currentToken(tokens: readonly RefreshTokenRecord[]): RefreshTokenRecord | undefined {
  let newest: RefreshTokenRecord | undefined;
  for (const candidate of tokens) {
    if (candidate.revoked) continue;
    if (!newest || timeOf(candidate.createdAt) >= timeOf(newest.createdAt)) newest = candidate;
  }
  return newest;
}

function timeOf(value: Date | number | string): number {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : 0;
}
