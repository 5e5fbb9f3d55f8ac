// When the mailer fails: sign-up still makes the account but its answer has no
// confirmation_sent_at (so the app can say the mail did not go) and another may be asked for at
// once; an e-mail change answers 500 and leaves nothing pending, and may be asked for again at once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GENEROUS_LIMITS, startTestServer, uniqueEmail, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
let mailerUp = false;
const sent: string[] = [];

beforeAll(async () => {
  t = await startTestServer({
    auth: {
      rateLimits: { ...GENEROUS_LIMITS, emailChangePerUser: { limit: 1, windowMs: 60_000 } },
      sendMail: (message) => {
        if (!mailerUp) throw new Error('The mail server is down');
        sent.push(message.to);
      },
    },
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('a mailer that fails', () => {
  it('signs up without a confirmation_sent_at, and sends again at once when asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mailerUp = false;
    const email = uniqueEmail().toLowerCase();
    const { data, error } = await t.anon().auth.signUp({ email, password: 'a good password' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user!.confirmation_sent_at).toBeUndefined();

    mailerUp = true;
    expect((await t.anon().auth.resend({ type: 'signup', email })).error).toBeNull();
    await expect.poll(() => sent.includes(email)).toBe(true);
  });

  it('answers an e-mail change with 500 and keeps nothing pending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mailerUp = true;
    const client = t.anon();
    const { data } = await client.auth.signUp({ email: uniqueEmail(), password: 'a good password' });
    mailerUp = false;
    const failed = await client.auth.updateUser({ email: uniqueEmail('new') });
    // auth-js reads every 5xx as "try again later", without the body.
    expect(failed.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500 });
    const { rows } = await t.backend.db.query('select email_change, email_change_sent_at from auth.users where id = $1', [data.user!.id]);
    expect(rows).toEqual([{ email_change: null, email_change_sent_at: null }]);

    mailerUp = true;
    const next = uniqueEmail('next').toLowerCase();
    const retried = await client.auth.updateUser({ email: next });
    expect(retried.error).toBeNull();
    expect(retried.data.user!.new_email).toBe(next);
  });
});
