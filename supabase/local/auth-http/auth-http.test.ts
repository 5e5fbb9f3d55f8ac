// /auth/v1 through the unmodified supabase-js client, against the real local server and PGlite.
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, startTestServer, uniqueEmail, type TestServer } from '../../tests/support/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ auth: { rateLimits: GENEROUS_LIMITS } });
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function signUp(email = uniqueEmail(), password = 'correct horse', data: Record<string, unknown> = {}) {
  const { data: result, error } = await t.anon().auth.signUp({ email, password, options: { data } });
  expect(error).toBeNull();
  return { email: email.toLowerCase(), password, session: result.session!, user: result.user! };
}

describe('sign-up', () => {
  it('creates an account waiting for its address to be confirmed, returns a session and the profile from the metadata', async () => {
    const email = uniqueEmail('Ana');
    const { data, error } = await t.anon().auth.signUp({
      email,
      password: 'secreto1',
      options: { data: { first_name: 'Ana', last_name: 'García', preferred_language: 'es' } },
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session!.access_token.split('.')).toHaveLength(3);
    expect(data.session!.refresh_token).toMatch(/^[\w-]{32}$/);
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Ana', last_name: 'García', preferred_language: 'es' },
      is_anonymous: false,
    });
    // Signed in, but not confirmed: the confirmation mail is on its way.
    expect(data.user!.email_confirmed_at).toBeNull();
    expect(data.user!.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user!.identities![0]).toMatchObject({ provider: 'email', user_id: data.user!.id, identity_data: { email_verified: false } });
    // In the language chosen at sign-up.
    expect(t.mails.filter((mail) => mail.to === email.toLowerCase()).map((mail) => mail.subject)).toEqual(['Confirme su correo electrónico para Pali']);

    const { rows } = await t.backend.db.query(`select email, first_name, last_name, preferred_language from public.profiles where id = $1`, [data.user!.id]);
    expect(rows).toEqual([{ email: email.toLowerCase(), first_name: 'Ana', last_name: 'García', preferred_language: 'es' }]);
    const stored = await t.backend.db.query<{ encrypted_password: string }>(`select encrypted_password from auth.users where id = $1`, [data.user!.id]);
    expect(stored.rows[0]!.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { email } = await signUp();
    const { data, error } = await t.anon().auth.signUp({ email: email.toUpperCase(), password: 'another one' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ message: 'User already registered', status: 422, code: 'user_already_exists' });
    expect(data.session).toBeNull();
  });

  it('refuses a short password and a malformed e-mail', async () => {
    const weak = await t.anon().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const malformed = await t.anon().auth.signUp({ email: 'not-an-email', password: 'long enough' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('sign-in with a password', () => {
  it('signs in with the right password and records the sign-in', async () => {
    const { email, password } = await signUp();
    const { data, error } = await t.anon().auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(error).toBeNull();
    expect(data.session!.access_token).toBeTruthy();
    expect(data.user!.last_sign_in_at).toEqual(expect.any(String));
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp();
    const wrong = await t.anon().auth.signInWithPassword({ email, password: 'wrong password' });
    const unknown = await t.anon().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'wrong password' });
    for (const { error, data } of [wrong, unknown]) {
      expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' });
      expect(data.session).toBeNull();
    }
  });
});

describe('the user', () => {
  it('gets the signed-in user', async () => {
    const { session, user } = await signUp();
    const { data, error } = await t.anon().auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email });
  });

  it('updates metadata (a null removes a key) and the password', async () => {
    const { email, password } = await signUp(uniqueEmail(), 'first password', { first_name: 'Li', preferred_language: 'cn' });
    const client = t.anon();
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();

    const updated = await client.auth.updateUser({ data: { first_name: 'Lei', preferred_language: null, city: 'Oakland' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toEqual({ first_name: 'Lei', city: 'Oakland' });

    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await client.auth.updateUser({ password: 'second password' })).error).toBeNull();

    expect((await t.anon().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    const again = await t.anon().auth.signInWithPassword({ email, password: 'second password' });
    expect(again.error).toBeNull();
    expect(again.data.user!.user_metadata).toEqual({ first_name: 'Lei', city: 'Oakland' });
  });

  it('refuses an e-mail change to an address another account has', async () => {
    const other = await signUp();
    const { email, password } = await signUp();
    const client = t.anon();
    await client.auth.signInWithPassword({ email, password });
    const { error } = await client.auth.updateUser({ email: other.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('refresh tokens', () => {
  it('rotates, and a replayed old token ends the session', async () => {
    const { session } = await signUp();
    const client = t.anon();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(first.data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(first.data.session!.access_token).toBeTruthy();
    const second = await client.auth.refreshSession({ refresh_token: first.data.session!.refresh_token });
    expect(second.error).toBeNull();
    const newest = second.data.session!.refresh_token;

    // The original token is two rotations old: a replay, not a double submit.
    const replay = await t.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const afterwards = await t.anon().auth.refreshSession({ refresh_token: newest });
    expect(afterwards.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await t.anon().auth.getUser(second.data.session!.access_token);
    expect(user.error).not.toBeNull();
  });

  it('gives two simultaneous refreshes with one token the same new token', async () => {
    const { session, user } = await signUp();
    const [a, b] = await Promise.all([
      t.anon().auth.refreshSession({ refresh_token: session.refresh_token }),
      t.anon().auth.refreshSession({ refresh_token: session.refresh_token }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session!.refresh_token).toBe(b.data.session!.refresh_token);
    const { rows } = await t.backend.db.query(`select 1 from auth.refresh_tokens where user_id = $1`, [user.id]);
    expect(rows).toHaveLength(2);
  });
});

describe('sign-out', () => {
  it('ends the session: its access and refresh tokens stop working', async () => {
    const { email, password } = await signUp();
    const client = t.anon();
    const { data } = await client.auth.signInWithPassword({ email, password });
    expect((await client.auth.signOut()).error).toBeNull();
    const user = await t.anon().auth.getUser(data.session!.access_token);
    expect(user.error).not.toBeNull();
    expect(user.data.user).toBeNull();
    const refreshed = await t.anon().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('scope others keeps the caller’s session and ends the rest', async () => {
    const { email, password, session: other } = await signUp();
    const client = t.anon();
    const { data } = await client.auth.signInWithPassword({ email, password });
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await t.anon().auth.getUser(data.session!.access_token)).error).toBeNull();
    expect((await t.anon().auth.getUser(other.access_token)).error).not.toBeNull();
  });
});
