// The default rate limits of /auth/v1 (AUTH_RATE_LIMITS), as supabase-js surfaces them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../auth/rate-limiter';
import { startTestServer, uniqueEmail, type TestServer } from '../../tests/support/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('rate limits', () => {
  it('stops one address guessing one account after the failure limit, with Retry-After', async () => {
    const email = uniqueEmail();
    expect((await t.anon().auth.signUp({ email, password: 'the real password' })).error).toBeNull();
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.signInFailuresPerAddressAndEmail.limit; attempt += 1) {
      const { error } = await t.anon().auth.signInWithPassword({ email, password: `guess ${attempt}` });
      expect(error).toMatchObject({ code: 'invalid_credentials' });
    }
    // This address has used up its guesses at this account: even the right password waits.
    // (From any other address the owner signs in as usual: supabase/tests/attacks/auth-lockout.test.ts.)
    const { error } = await t.anon().auth.signInWithPassword({ email, password: 'the real password' });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    const response = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: t.backend.keys.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email.toUpperCase(), password: 'the real password' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another account from the same address is not affected (the per-address limit is higher).
    const other = uniqueEmail();
    expect((await t.anon().auth.signUp({ email: other, password: 'another password' })).error).toBeNull();
    expect((await t.anon().auth.signInWithPassword({ email: other, password: 'another password' })).error).toBeNull();
  });

  it('counts only failures against an account: right passwords never add up to a refusal', async () => {
    const email = uniqueEmail();
    expect((await t.anon().auth.signUp({ email, password: 'the real password' })).error).toBeNull();
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.signInFailuresPerAddressAndEmail.limit + 2; attempt += 1) {
      expect((await t.anon().auth.signInWithPassword({ email, password: 'the real password' })).error).toBeNull();
    }
  });

  it('stops recovery mails to one e-mail after the limit', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.recoverPerEmail.limit; attempt += 1) {
      expect((await t.anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    }
    const { error } = await t.anon().auth.resetPasswordForEmail(email);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
