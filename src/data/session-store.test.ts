import { describe, expect, it } from 'vitest';
import { userFromStoredSession } from './session-store';
import { isQuotaError } from './write-through';

describe('userFromStoredSession', () => {
  it('reads the user of a session supabase-js stored', () => {
    const raw = JSON.stringify({ access_token: 'a', refresh_token: 'r', user: { id: 'u1', email: 'ana@example.org', user_metadata: { first_name: 'Ana' } } });
    expect(userFromStoredSession(raw)).toEqual({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
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
