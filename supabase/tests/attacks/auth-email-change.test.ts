// Attack: taking over an account by changing its e-mail without confirmation.
// With a stolen session (or a moment at an unlocked phone) `updateUser({ email })` used to switch
// the sign-in address at once, after which a password reset went to the thief. Now the address
// only becomes pending: the new address gets a link and a code, the old one a notice with no
// link that changes anything, and only the link switches it (once, within the hour, and never
// onto an address another account took meanwhile), telling the old address again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, SERVER_DATABASES, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

const PASSWORD = 'a good password';

describe.each(SERVER_DATABASES)('e-mail change needs the new address’s confirmation (%s)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, auth: { rateLimits: GENEROUS_LIMITS } });
  }, 60_000);
  afterAll(() => server.close());

  async function signedIn() {
    const email = uniqueEmail('owner').toLowerCase();
    const client = server.anon();
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { email, client, id: data.user!.id };
  }
  const mailsTo = (address: string) => server.mails.filter((mail) => mail.to === address);
  const emailOf = async (id: string) =>
    (await server.backend.db.query<{ email: string; email_change: string | null }>('select email, email_change from auth.users where id = $1', [id])).rows[0]!;
  const tokenHashIn = (text: string) => /#token_hash=([\w-]+)&type=email_change/.exec(text)?.[1];

  it('keeps the old address until the new one confirms, and mails both', async () => {
    const { email, client, id } = await signedIn();
    const thief = uniqueEmail('thief').toLowerCase();
    const { data, error } = await client.auth.updateUser({ email: thief });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: thief, email_change_sent_at: expect.any(String) });
    expect(await emailOf(id)).toEqual({ email, email_change: thief });
    expect((await server.anon().auth.signInWithPassword({ email: thief, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await server.anon().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const [toNew] = mailsTo(thief);
    expect(toNew!.text).toContain('http://pali.test/auth?mode=email-change#token_hash=');
    const notice = mailsTo(email).find((mail) => /change/i.test(mail.subject))!;
    expect(notice.text).toContain(thief);
    expect(notice.text).not.toMatch(/token_hash|type=email_change/);
    expect(notice.text).toContain('http://pali.test/auth?mode=reset');
    // Only a hash of the token is stored.
    const stored = await server.backend.db.query<{ email_change_token_new: string }>('select email_change_token_new from auth.users where id = $1', [id]);
    expect(stored.rows[0]!.email_change_token_new).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]!.email_change_token_new).not.toBe(tokenHashIn(toNew!.text));
  });

  it('switches the address with the link, once, and tells the old address', async () => {
    const { email, client, id } = await signedIn();
    const next = uniqueEmail('next').toLowerCase();
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const tokenHash = tokenHashIn(mailsTo(next)[0]!.text)!;

    const verified = await server.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id, email: next, email_confirmed_at: expect.any(String) });
    expect(verified.data.user!.new_email).toBeUndefined();
    expect(await emailOf(id)).toEqual({ email: next, email_change: null });
    expect(mailsTo(email).some((mail) => /was changed/i.test(mail.subject) && mail.text.includes(next))).toBe(true);
    expect((await server.anon().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
    expect((await server.anon().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });

    expect((await server.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' })).error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('accepts the code typed with the new address, and nothing else', async () => {
    const { client, id } = await signedIn();
    const next = uniqueEmail('coded').toLowerCase();
    await client.auth.updateUser({ email: next });
    const code = /code: ([\w-]{32})/.exec(mailsTo(next)[0]!.text)![1]!;
    expect((await server.anon().auth.verifyOtp({ email: uniqueEmail('other'), token: code, type: 'email_change' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await server.anon().auth.verifyOtp({ email: next, token: 'x'.repeat(32), type: 'email_change' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await server.anon().auth.verifyOtp({ email: next, token: code, type: 'email_change' })).error).toBeNull();
    expect((await emailOf(id)).email).toBe(next);
  });

  it('refuses a link older than an hour, and a recovery token mailed to the old address afterwards', async () => {
    const { email, client, id } = await signedIn();
    await server.anon().auth.resetPasswordForEmail(email);
    const recoveryCode = /code: ([\w-]{32})/.exec(mailsTo(email).find((mail) => /reset/i.test(mail.subject))!.text)![1]!;

    const late = uniqueEmail('late').toLowerCase();
    await client.auth.updateUser({ email: late });
    await server.backend.db.query(`update auth.users set email_change_sent_at = now() - interval '61 minutes' where id = $1`, [id]);
    expect((await server.anon().auth.verifyOtp({ token_hash: tokenHashIn(mailsTo(late)[0]!.text)!, type: 'email_change' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await emailOf(id)).email).toBe(email);

    const next = uniqueEmail('next').toLowerCase();
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    expect((await server.anon().auth.verifyOtp({ token_hash: tokenHashIn(mailsTo(next)[0]!.text)!, type: 'email_change' })).error).toBeNull();
    // The reset code went to the old address: once the address changed, it no longer opens the account.
    expect((await server.anon().auth.verifyOtp({ email: next, token: recoveryCode, type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
  });

  it('answers email_exists when another account took the address before the link was opened', async () => {
    const { email, client, id } = await signedIn();
    const contested = uniqueEmail('contested').toLowerCase();
    expect((await client.auth.updateUser({ email: contested })).error).toBeNull();
    expect((await server.anon().auth.signUp({ email: contested, password: PASSWORD })).error).toBeNull();
    const verified = await server.anon().auth.verifyOtp({ token_hash: tokenHashIn(mailsTo(contested)[0]!.text)!, type: 'email_change' });
    expect(verified.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await emailOf(id)).email).toBe(email);
  });
});
