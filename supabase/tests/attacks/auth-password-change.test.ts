// Attack: staying in after the password changed. Someone who signed in with a
// stolen password (or took a session) kept their session and refresh token after the owner
// changed the password or reset it by e-mail. Now a password change ends every other session of
// the person, with its refresh tokens; the session that made the change stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, SERVER_DATABASES, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

const OLD = 'the old password';
const NEW = 'a brand new password';

describe.each(SERVER_DATABASES)('a password change ends the other sessions (%s)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, auth: { rateLimits: GENEROUS_LIMITS } });
  }, 60_000);
  afterAll(() => server.close());

  async function account() {
    const email = uniqueEmail('owner').toLowerCase();
    expect((await server.anon().auth.signUp({ email, password: OLD })).error).toBeNull();
    return email;
  }
  async function session(email: string, password = OLD) {
    const client = server.anon();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return { client, session: data.session! };
  }
  async function expectEnded(ended: { access_token: string; refresh_token: string }) {
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.backend.keys.anonKey, Authorization: `Bearer ${ended.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
    expect((await server.anon().auth.refreshSession({ refresh_token: ended.refresh_token })).error).toMatchObject({ code: 'refresh_token_not_found' });
  }

  it('signs out the thief’s session when the owner changes the password', async () => {
    const email = await account();
    const thief = await session(email);
    const owner = await session(email);
    expect((await owner.client.auth.updateUser({ password: NEW })).error).toBeNull();

    await expectEnded(thief.session);
    // The owner's own session carries on, and its refresh token still works.
    expect((await server.anon().auth.getUser(owner.session.access_token)).error).toBeNull();
    expect((await server.anon().auth.refreshSession({ refresh_token: owner.session.refresh_token })).error).toBeNull();
  });

  it('signs out every other session after a reset through the e-mailed link', async () => {
    const email = await account();
    const thief = await session(email);
    await server.anon().auth.resetPasswordForEmail(email);
    const mail = server.mails.filter((candidate) => candidate.to === email && /reset/i.test(candidate.subject)).at(-1)!;
    const tokenHash = /#token_hash=([\w-]+)/.exec(mail.text)![1]!;
    const resetter = server.anon();
    expect((await resetter.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toBeNull();
    expect((await resetter.auth.updateUser({ password: NEW })).error).toBeNull();

    await expectEnded(thief.session);
    expect((await resetter.auth.getUser()).error).toBeNull();
    expect((await server.anon().auth.signInWithPassword({ email, password: OLD })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('leaves the other sessions alone when only the profile metadata changes', async () => {
    const email = await account();
    const other = await session(email);
    const editor = await session(email);
    expect((await editor.client.auth.updateUser({ data: { first_name: 'Ana' } })).error).toBeNull();
    expect((await server.anon().auth.getUser(other.session.access_token)).error).toBeNull();
  });
});
