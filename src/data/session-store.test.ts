import { describe, expect, it } from 'vitest';
import { userFromStoredSession } from './session-store';
import { isQuotaError } from './write-through';

describe('userFromStoredSession', () => {
  it('reads the user of a session supabase-js stored', () => {
    const raw = JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: 'u1', email: 'ana@example.org', user_metadata: { first_name: 'Ana' } } });
    expect(userFromStoredSession(raw)).toEqual({ id: 'u1', email: 'ana@example.org', firstName: 'Ana', emailConfirmed: false, pendingEmail: null });
  });

  it('knows whether the address is confirmed and whether a new one waits for its link', () => {
    const user = { id: 'u1', email: 'ana@example.org', email_confirmed_at: '2026-06-01T10:00:00Z', new_email: 'ana@new.example' };
    expect(userFromStoredSession(JSON.stringify({ refresh_token: 'r', user }))).toMatchObject({ emailConfirmed: true, pendingEmail: 'ana@new.example' });
    // GoTrue leaves an empty email_confirmed_at out: not confirmed.
    expect(userFromStoredSession(JSON.stringify({ refresh_token: 'r', user: { id: 'u1', email: 'a@b.c' } }))).toMatchObject({ emailConfirmed: false, pendingEmail: null });
  });

  it('has no first name when the metadata has none or only spaces', () => {
    const raw = JSON.stringify({ refresh_token: 'r', user: { id: 'u1', email: 'a@b.c', user_metadata: { first_name: '  ' } } });
    expect(userFromStoredSession(raw)?.firstName).toBeNull();
  });

  it('ignores nothing, garbage and sessions that cannot be refreshed', () => {
    expect(userFromStoredSession(null)).toBeNull();
    expect(userFromStoredSession('{not json')).toBeNull();
    expect(userFromStoredSession(JSON.stringify({ user: { id: 'u1' } }))).toBeNull();
    expect(userFromStoredSession(JSON.stringify({ refresh_token: 'r', user: { id: 42 } }))).toBeNull();
  });
});

describe('isQuotaError', () => {
  it('recognises a full storage, also when Dexie wraps it', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});
