// Password recovery through the unmodified supabase-js client: resetPasswordForEmail mails a
// token (captured here), verifyOtp trades it for a session once, within the hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, startTestServer, uniqueEmail, type TestServer } from '../../tests/support/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ auth: { rateLimits: GENEROUS_LIMITS } });
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function signUp(email = uniqueEmail()) {
  const { data, error } = await t.anon().auth.signUp({ email, password: 'original password' });
  expect(error).toBeNull();
  return { email: email.toLowerCase(), user: data.user! };
}

describe('password recovery', () => {
  const codeOf = (text: string) => /code: ([\w-]{32})/.exec(text)?.[1] ?? '';

  it('mails a code that signs the person in once, then lets them set a new password', async () => {
    const { email } = await signUp();
    const { data, error } = await t.anon().auth.resetPasswordForEmail(email.toUpperCase());
    expect(error).toBeNull();
    expect(data).toEqual({});
    const mail = t.mails.find((candidate) => candidate.to === email && /reset/i.test(candidate.subject))!;
    expect(mail.text).toContain('http://pali.test/auth?mode=reset#token_hash=');
    const token = codeOf(mail.text);

    const client = t.anon();
    const verified = await client.auth.verifyOtp({ email, token, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session!.user.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'brand new password' })).error).toBeNull();
    expect((await t.anon().auth.signInWithPassword({ email, password: 'brand new password' })).error).toBeNull();

    const again = await t.anon().auth.verifyOtp({ email, token, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('accepts the link’s token_hash, and refuses a token older than an hour', async () => {
    const { email, user } = await signUp();
    await t.anon().auth.resetPasswordForEmail(email);
    const link = t.mails.filter((candidate) => candidate.to === email).at(-1)!;
    const tokenHash = /#token_hash=([\w-]+)/.exec(link.text)![1]!;
    expect((await t.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toBeNull();

    await t.anon().auth.resetPasswordForEmail(email);
    const late = codeOf(t.mails.filter((candidate) => candidate.to === email).at(-1)!.text);
    await t.backend.db.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [user.id]);
    expect((await t.anon().auth.verifyOtp({ email, token: late, type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
  });

  it('answers an unknown address the same way and mails nothing', async () => {
    const before = t.mails.length;
    const { data, error } = await t.anon().auth.resetPasswordForEmail(uniqueEmail('stranger'));
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(t.mails).toHaveLength(before);
  });

  it('stores only a hash of the token', async () => {
    const { email, user } = await signUp();
    await t.anon().auth.resetPasswordForEmail(email);
    const token = codeOf(t.mails.filter((candidate) => candidate.to === email).at(-1)!.text);
    const { rows } = await t.backend.db.query<{ recovery_token: string }>(`select recovery_token from auth.users where id = $1`, [user.id]);
    expect(rows[0]!.recovery_token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.recovery_token).not.toContain(token);
  });
});
