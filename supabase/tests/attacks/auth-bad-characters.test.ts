// Attack: crashing /auth/v1 with text the database cannot hold.
// A NUL byte in a sign-up e-mail was a 500 (PostgreSQL refuses NUL in text, and `\u0000` or an
// unpaired surrogate in jsonb), and so was the same byte in metadata, in a sign-in address, in a
// refresh token or in a verify request. Every endpoint is sent such text here, by hand-made
// requests; each must answer a clean 4xx with GoTrue's code, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, SERVER_DATABASES, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

type Case = [method: string, path: string, body: unknown, status: number, code: string];

const deeplyNested = (depth: number): unknown => (depth === 0 ? 'deep' : { a: deeplyNested(depth - 1) });

describe.each(SERVER_DATABASES)('text the database cannot hold is a 400, not a 500 (%s)', (database) => {
  let server: TestServer;
  let accessToken = '';
  beforeAll(async () => {
    server = await startTestServer({ database, auth: { rateLimits: GENEROUS_LIMITS } });
    const { data } = await server.anon().auth.signUp({ email: uniqueEmail('target'), password: 'a good password' });
    accessToken = data.session!.access_token;
  }, 60_000);
  afterAll(() => server.close());

  async function send(method: string, path: string, body: unknown) {
    const response = await fetch(`${server.url}/auth/v1${path}`, {
      method,
      headers: { apikey: server.backend.keys.anonKey, Authorization: `Bearer ${accessToken}`, 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  }

  const password = 'a good password';
  const cases = (): Case[] => [
    ['POST', '/signup', { email: 'ana\u0000@example.org', password }, 400, 'validation_failed'],
    ['POST', '/signup', { email: 'ana\u0007@example.org', password }, 400, 'validation_failed'],
    ['POST', '/signup', { email: 'ana\ud800@example.org', password }, 400, 'validation_failed'],
    ['POST', '/signup', { email: uniqueEmail(), password, data: { first_name: 'Ana\u0000' } }, 400, 'validation_failed'],
    ['POST', '/signup', { email: uniqueEmail(), password, data: { 'first\u0000name': 'Ana' } }, 400, 'validation_failed'],
    ['POST', '/signup', { email: uniqueEmail(), password, data: { first_name: 'Ana\udc00' } }, 400, 'validation_failed'],
    ['POST', '/signup', { email: uniqueEmail(), password, data: { notes: ['fine', { nested: '\u0000' }] } }, 400, 'validation_failed'],
    ['POST', '/signup', { email: uniqueEmail(), password, data: deeplyNested(2000) }, 400, 'validation_failed'],
    ['POST', '/signup', { email: uniqueEmail(), password, data: { note: 'x'.repeat(9000) } }, 400, 'validation_failed'],
    ['POST', '/signup', { email: uniqueEmail(), password: 'broken \ud800 password' }, 400, 'validation_failed'],
    ['POST', '/token?grant_type=password', { email: 'ana\u0000@example.org', password }, 400, 'invalid_credentials'],
    ['POST', '/token?grant_type=refresh_token', { refresh_token: 'abc\u0000def' }, 400, 'refresh_token_not_found'],
    ['POST', '/recover', { email: 'ana\u0000@example.org' }, 400, 'validation_failed'],
    ['POST', '/resend', { type: 'signup', email: 'ana\u0000@example.org' }, 400, 'validation_failed'],
    ['POST', '/verify', { type: 'recovery', token_hash: 'abc\u0000' }, 403, 'otp_expired'],
    ['POST', '/verify', { type: 'signup', token_hash: '\ud800' }, 403, 'otp_expired'],
    ['POST', '/verify', { type: 'recovery', email: 'ana\u0000@example.org', token: 'abc' }, 400, 'validation_failed'],
    ['POST', '/verify', { type: 'email_change', email: 'ana@example.org', token: 'a\u0000b' }, 403, 'otp_expired'],
    ['PUT', '/user', { email: 'new\u0000@example.org' }, 400, 'validation_failed'],
    ['PUT', '/user', { data: { city: 'Boston\u0000' } }, 400, 'validation_failed'],
    ['PUT', '/user', { data: { city: '\ud83d' } }, 400, 'validation_failed'],
    ['PUT', '/user', { password: 'another \udfff one' }, 400, 'validation_failed'],
  ];

  it('answers each with its 4xx', async () => {
    for (const [method, path, body, status, code] of cases()) {
      const { status: got, body: answer } = await send(method, path, body);
      expect({ status: got, code: answer.code }, `${method} ${path} ${JSON.stringify(body).slice(0, 120)}`).toEqual({ status, code });
    }
  });

  it('still accepts what people really type: accents, CJK, emoji, and any character in a password', async () => {
    const email = uniqueEmail('ñandú');
    // A password is only ever hashed (bcrypt takes any bytes), never stored as text.
    const odd = 'pässwörd 密码 🔑\t\u0000';
    const { status } = await send('POST', '/signup', { email, password: odd, data: { first_name: 'Zoë 李', city: 'Chelsea 🏙️' } });
    expect(status).toBe(200);
    expect((await server.anon().auth.signInWithPassword({ email, password: odd })).error).toBeNull();
    expect((await server.anon().auth.signInWithPassword({ email, password: 'pässwörd 密码 🔑\t' })).error).toMatchObject({ code: 'invalid_credentials' });
  });
});
