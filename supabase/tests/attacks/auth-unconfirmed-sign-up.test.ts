// Attack: signing up with someone else's address to mail
// them. Accounts used to be confirmed at once, so anyone could sign up as a stranger and have the
// reminders sent there. Now sign-up leaves the address unconfirmed (the person is still signed
// in) and mails it a link and a code; only those confirm it (or a recovery link, which also went
// there). Asking for the mail again is limited: once a minute per account (GoTrue's
// over_email_send_rate_limit) and a few times an hour per client address and per address asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../local/auth/rate-limiter';
import { SERVER_DATABASES, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

describe.each(SERVER_DATABASES)('sign-up does not confirm an address nobody opened (%s)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, auth: { rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 60_000 } } } });
  }, 60_000);
  afterAll(() => server.close());

  const confirmedAt = async (id: string) =>
    (await server.backend.db.query<{ email_confirmed_at: Date | null }>('select email_confirmed_at from auth.users where id = $1', [id])).rows[0]!.email_confirmed_at;
  const confirmationMails = (address: string) => server.mails.filter((mail) => mail.to === address && /confirm/i.test(mail.subject));
  const tokenHashIn = (text: string) => /auth\?mode=confirm#token_hash=([\w-]+)&type=signup/.exec(text)?.[1];
  const codeIn = (text: string) => /code: ([\w-]{32})/.exec(text)?.[1];

  async function signUpAsSomeoneElse() {
    const victim = uniqueEmail('victim').toLowerCase();
    const { data, error } = await server.anon().auth.signUp({ email: victim, password: 'the squatter’s password' });
    expect(error).toBeNull();
    return { victim, id: data.user!.id, session: data.session! };
  }

  it('signs the person in but leaves the address unconfirmed, and mails it a link and a code', async () => {
    const { victim, id, session } = await signUpAsSomeoneElse();
    expect(session.access_token).toBeTruthy();
    expect(session.user.email_confirmed_at).toBeNull();
    expect(await confirmedAt(id)).toBeNull();
    const [mail] = confirmationMails(victim);
    expect(tokenHashIn(mail!.text)).toBeTruthy();
    expect(codeIn(mail!.text)).toBeTruthy();
    const stored = await server.backend.db.query<{ confirmation_token: string }>('select confirmation_token from auth.users where id = $1', [id]);
    expect(stored.rows[0]!.confirmation_token).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]!.confirmation_token).not.toBe(tokenHashIn(mail!.text));
  });

  it('confirms only through the mailed link, once', async () => {
    const { victim, id } = await signUpAsSomeoneElse();
    const tokenHash = tokenHashIn(confirmationMails(victim)[0]!.text)!;
    expect((await server.anon().auth.verifyOtp({ token_hash: 'x'.repeat(32), type: 'signup' })).error).toMatchObject({ status: 403, code: 'otp_expired' });
    const verified = await server.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect(await confirmedAt(id)).not.toBeNull();
    expect((await server.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
  });

  it('confirms with the code typed with its own address only', async () => {
    const { victim, id } = await signUpAsSomeoneElse();
    const code = codeIn(confirmationMails(victim)[0]!.text)!;
    expect((await server.anon().auth.verifyOtp({ email: uniqueEmail('other'), token: code, type: 'email' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await server.anon().auth.verifyOtp({ email: victim, token: code, type: 'email' })).error).toBeNull();
    expect(await confirmedAt(id)).not.toBeNull();
  });

  it('sends again at most once a minute, and only the newest link works', async () => {
    const { victim, id } = await signUpAsSomeoneElse();
    const first = tokenHashIn(confirmationMails(victim)[0]!.text)!;
    const tooSoon = await server.anon().auth.resend({ type: 'signup', email: victim });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(confirmationMails(victim)).toHaveLength(1);

    await server.backend.db.query(`update auth.users set confirmation_sent_at = now() - interval '61 seconds' where id = $1`, [id]);
    const again = await server.anon().auth.resend({ type: 'signup', email: victim.toUpperCase() });
    expect(again.error).toBeNull();
    await expect.poll(() => confirmationMails(victim).length).toBe(2);
    expect((await server.anon().auth.verifyOtp({ token_hash: first, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await server.anon().auth.verifyOtp({ token_hash: tokenHashIn(confirmationMails(victim)[1]!.text)!, type: 'signup' })).error).toBeNull();
  });

  it('answers the same for an unknown or confirmed address, and mails nothing', async () => {
    const before = server.mails.length;
    expect(await server.anon().auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).toMatchObject({ error: null });
    const person = await server.person();
    const email = (await person.client.auth.getUser()).data.user!.email!;
    expect(await server.anon().auth.resend({ type: 'signup', email })).toMatchObject({ error: null });
    expect(server.mails).toHaveLength(before);
  });

  it('limits how often one address can be asked for', async () => {
    const victim = uniqueEmail('asked').toLowerCase();
    const { limit } = AUTH_RATE_LIMITS.resendPerEmail;
    for (let ask = 0; ask < limit; ask += 1) expect((await server.anon().auth.resend({ type: 'signup', email: victim })).error).toBeNull();
    expect((await server.anon().auth.resend({ type: 'signup', email: victim })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('says so in /settings', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.backend.keys.anonKey } });
    expect(await response.json()).toMatchObject({ mailer_autoconfirm: false });
  });
});
