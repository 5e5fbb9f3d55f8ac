// Attack: locking the real owner out. Ten wrong passwords from anywhere used
// to lock an account for five minutes, forever repeatable, so anyone who knew an address could
// keep its owner out. Here an attacker at 127.0.0.2 guesses an account's password until refused;
// the owner, at 127.0.0.3, must still sign in with the right password, while the attacker's
// address stays refused for that account (and, past its attempt limit, for any account).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../local/auth/rate-limiter';
import { fetchFromAddress } from '../support/fetch-from-address';
import { supabaseClient } from '../support/supabase-client';
import { SERVER_DATABASES, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

const PASSWORD = 'the owner’s password';
const FAILURE_LIMIT = AUTH_RATE_LIMITS.signInFailuresPerAddressAndEmail.limit;

describe.each(SERVER_DATABASES)('an attacker cannot lock the owner out (%s)', (database) => {
  let server: TestServer;
  // The server's real limits: this is about what they refuse.
  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(() => server.close());

  const from = (address: string) => supabaseClient(server.url, server.backend.keys.anonKey, undefined, fetchFromAddress(address));

  async function owner(address: string): Promise<string> {
    const email = uniqueEmail('owner');
    expect((await from(address).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    return email;
  }

  it('lets the owner in from another address after an attacker’s many wrong guesses', async () => {
    const email = await owner('127.0.0.3');
    const attacker = from('127.0.0.2');
    for (let guess = 0; guess < FAILURE_LIMIT; guess += 1) {
      expect((await attacker.auth.signInWithPassword({ email, password: `guess ${guess}` })).error).toMatchObject({ code: 'invalid_credentials' });
    }
    // The attacker's address is now refused for this account, whatever it sends.
    expect((await attacker.auth.signInWithPassword({ email, password: 'one more guess' })).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect((await attacker.auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ status: 429 });

    const signedIn = await from('127.0.0.3').auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toBeTruthy();
    // A wrong guess of the owner's own does not bring the attacker's count to them either.
    expect((await from('127.0.0.4').auth.signInWithPassword({ email, password: 'a typo' })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await from('127.0.0.4').auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('still stops one address from trying many accounts', async () => {
    const attacker = from('127.0.0.5');
    const { limit } = AUTH_RATE_LIMITS.signInPerAddress;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const { error } = await attacker.auth.signInWithPassword({ email: uniqueEmail('target'), password: 'guess' });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
