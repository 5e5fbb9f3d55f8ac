// Attack: finding out who has an account. `PUT /auth/v1/user {email}` answers
// 422 email_exists for an address another account uses (GoTrue's answer, kept), and it used to
// answer as fast as anyone asked, so one account could test a list of addresses. Now each person
// may ask once a minute and each client address a few times an hour (429
// over_email_send_rate_limit, GoTrue's "you can only request this after N seconds"), and the same
// limits hold the e-mail change mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../local/auth/rate-limiter';
import { fetchFromAddress } from '../support/fetch-from-address';
import { supabaseClient } from '../support/supabase-client';
import { SERVER_DATABASES, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

describe.each(SERVER_DATABASES)('e-mail change cannot be used to list accounts (%s)', (database) => {
  let server: TestServer;
  // The real limits, except sign-ups: this file makes more accounts from one address than people do.
  beforeAll(async () => {
    server = await startTestServer({ database, auth: { rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 60_000 } } } });
  }, 60_000);
  afterAll(() => server.close());

  async function signedIn(address = '127.0.0.1') {
    const client = supabaseClient(server.url, server.backend.keys.anonKey, undefined, fetchFromAddress(address));
    const { data, error } = await client.auth.signUp({ email: uniqueEmail('prober'), password: 'a good password' });
    expect(error).toBeNull();
    return { client, id: data.user!.id };
  }

  it('answers email_exists once, then makes the person wait', async () => {
    const taken = (await signedIn()).client;
    const takenEmail = (await taken.auth.getUser()).data.user!.email!;
    const { client } = await signedIn('127.0.0.2');
    expect((await client.auth.updateUser({ email: takenEmail })).error).toMatchObject({ status: 422, code: 'email_exists' });
    const second = await client.auth.updateUser({ email: uniqueEmail('another') });
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });

  it('limits the mails too: a second change within the minute sends nothing', async () => {
    const { client } = await signedIn('127.0.0.3');
    const first = uniqueEmail('first').toLowerCase();
    expect((await client.auth.updateUser({ email: first })).error).toBeNull();
    const before = server.mails.length;
    expect((await client.auth.updateUser({ email: uniqueEmail('second') })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(server.mails).toHaveLength(before);
  });

  it('limits one client address however many accounts it uses', async () => {
    const { limit } = AUTH_RATE_LIMITS.emailChangePerAddress;
    const codes: string[] = [];
    for (let account = 0; account <= limit; account += 1) {
      const { client } = await signedIn('127.0.0.4');
      const { error } = await client.auth.updateUser({ email: uniqueEmail('probe') });
      codes.push(error?.code ?? 'ok');
    }
    expect(codes.slice(0, limit)).toEqual(Array(limit).fill('ok'));
    expect(codes.at(-1)).toBe('over_email_send_rate_limit');
  });

  it('still tells a person at once that the address they asked for is taken', async () => {
    const other = (await signedIn('127.0.0.5')).client;
    const otherEmail = (await other.auth.getUser()).data.user!.email!;
    const { client } = await signedIn('127.0.0.6');
    expect((await client.auth.updateUser({ email: otherEmail.toUpperCase() })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});
