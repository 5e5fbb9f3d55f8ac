import { describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_REUSE_INTERVAL_MS, currentToken, decideRefresh, newRefreshToken, type RefreshTokenRecord } from './refresh-tokens';

const T0 = Date.parse('2025-06-01T12:00:00Z');
const S = 'session-1';

/** A session signed in at T0 (t1), refreshed at T0+60 s (t2) and at T0+120 s (t3, current). */
function rotatedSession(): RefreshTokenRecord[] {
  return [
    { token: 't1', sessionId: S, revoked: true, parent: null, createdAt: new Date(T0) },
    { token: 't2', sessionId: S, revoked: true, parent: 't1', createdAt: new Date(T0 + 60_000) },
    { token: 't3', sessionId: S, revoked: false, parent: 't2', createdAt: new Date(T0 + 120_000) },
  ];
}

describe('newRefreshToken', () => {
  it('is random, url-safe and at least 12 bytes', () => {
    const tokens = Array.from({ length: 200 }, newRefreshToken);
    expect(new Set(tokens).size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('decideRefresh', () => {
  it('issues a child for the live token and revokes the one presented', () => {
    expect(decideRefresh('t3', rotatedSession(), { now: T0 + 500_000 })).toEqual({ action: 'issue', revokeToken: 't3', sessionId: S });
  });

  it('issues for the first token of a fresh session', () => {
    const fresh = [{ token: 'only', sessionId: S, revoked: false, parent: null, createdAt: T0 }];
    expect(decideRefresh('only', fresh, { now: T0 + 1000 })).toEqual({ action: 'issue', revokeToken: 'only', sessionId: S });
  });

  it('refuses a token nobody issued', () => {
    expect(decideRefresh('forged', rotatedSession(), { now: T0 })).toEqual({ action: 'invalid' });
    expect(decideRefresh('', rotatedSession(), { now: T0 })).toEqual({ action: 'invalid' });
    expect(decideRefresh('t1', [], { now: T0 })).toEqual({ action: 'invalid' });
  });

  it('hands back the current child when its parent comes again within the reuse interval', () => {
    const tokens = rotatedSession();
    const childMade = T0 + 120_000;
    expect(decideRefresh('t2', tokens, { now: childMade + 1 })).toEqual({ action: 'reuse-current', refreshToken: 't3', sessionId: S });
    expect(decideRefresh('t2', tokens, { now: childMade + REFRESH_TOKEN_REUSE_INTERVAL_MS })).toEqual({ action: 'reuse-current', refreshToken: 't3', sessionId: S });
  });

  it('revokes the session when that parent comes back after the interval', () => {
    const childMade = T0 + 120_000;
    expect(decideRefresh('t2', rotatedSession(), { now: childMade + REFRESH_TOKEN_REUSE_INTERVAL_MS + 1 })).toEqual({ action: 'reuse-detected', revokeSession: S });
  });

  it('revokes the session when an older ancestor is replayed, even at once', () => {
    const childMade = T0 + 120_000;
    expect(decideRefresh('t1', rotatedSession(), { now: childMade + 1 })).toEqual({ action: 'reuse-detected', revokeSession: S });
  });

  it('treats a replay on an ended session (no live token) as reuse', () => {
    const ended = rotatedSession().map((token) => ({ ...token, revoked: true }));
    expect(decideRefresh('t3', ended, { now: T0 + 121_000 })).toEqual({ action: 'reuse-detected', revokeSession: S });
    expect(decideRefresh('t2', ended, { now: T0 + 121_000 })).toEqual({ action: 'reuse-detected', revokeSession: S });
  });

  it('treats a token that already has a child as used even if it was left unrevoked', () => {
    const inconsistent = rotatedSession().map((token) => (token.token === 't2' ? { ...token, revoked: false } : token));
    expect(decideRefresh('t2', inconsistent, { now: T0 + 500_000 })).toEqual({ action: 'reuse-detected', revokeSession: S });
    expect(decideRefresh('t2', inconsistent, { now: T0 + 121_000 })).toEqual({ action: 'reuse-current', refreshToken: 't3', sessionId: S });
  });

  it('walks through two tabs refreshing at once, then a thief replaying later', () => {
    let tokens: RefreshTokenRecord[] = [{ token: 'a', sessionId: S, revoked: false, parent: null, createdAt: T0 }];
    // Tab 1 refreshes: a → b.
    const first = decideRefresh('a', tokens, { now: T0 + 3_600_000 });
    expect(first).toEqual({ action: 'issue', revokeToken: 'a', sessionId: S });
    tokens = [...tokens.map((t) => (t.token === 'a' ? { ...t, revoked: true } : t)), { token: 'b', sessionId: S, revoked: false, parent: 'a', createdAt: T0 + 3_600_000 }];
    // Tab 2 sent `a` at the same moment: it gets `b` too, and no third token is made.
    expect(decideRefresh('a', tokens, { now: T0 + 3_602_000 })).toEqual({ action: 'reuse-current', refreshToken: 'b', sessionId: S });
    // The legitimate client carries on with `b`.
    expect(decideRefresh('b', tokens, { now: T0 + 7_200_000 })).toEqual({ action: 'issue', revokeToken: 'b', sessionId: S });
    // Someone who copied `a` an hour ago ends the session.
    expect(decideRefresh('a', tokens, { now: T0 + 7_200_000 })).toEqual({ action: 'reuse-detected', revokeSession: S });
  });

  it("ignores other sessions' tokens", () => {
    const tokens = [
      ...rotatedSession(),
      { token: 'x1', sessionId: 'session-2', revoked: true, parent: null, createdAt: T0 },
      { token: 'x2', sessionId: 'session-2', revoked: false, parent: 'x1', createdAt: T0 + 125_000 },
    ];
    expect(decideRefresh('x1', tokens, { now: T0 + 126_000 })).toEqual({ action: 'reuse-current', refreshToken: 'x2', sessionId: 'session-2' });
    expect(decideRefresh('t3', tokens, { now: T0 + 126_000 })).toEqual({ action: 'issue', revokeToken: 't3', sessionId: S });
  });

  it('accepts createdAt as Date, epoch milliseconds or ISO text', () => {
    for (const createdAt of [new Date(T0 + 120_000), T0 + 120_000, new Date(T0 + 120_000).toISOString()]) {
      const tokens = rotatedSession().map((t) => (t.token === 't3' ? { ...t, createdAt } : t));
      expect(decideRefresh('t2', tokens, { now: T0 + 125_000 }).action).toBe('reuse-current');
      expect(currentToken(tokens)?.token).toBe('t3');
    }
  });
});
