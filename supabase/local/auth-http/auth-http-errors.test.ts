// /auth/v1 on bad input and bad tokens: clean GoTrue-shaped 4xx answers, never a 500.
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/access-tokens';
import { GENEROUS_LIMITS, startTestServer, uniqueEmail, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
let userId = '';
let sessionId = '';

beforeAll(async () => {
  t = await startTestServer({ auth: { rateLimits: GENEROUS_LIMITS } });
  const { data } = await t.anon().auth.signUp({ email: uniqueEmail(), password: 'a good password' });
  userId = data.user!.id;
  sessionId = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()).session_id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

function call(path: string, init: RequestInit & { version?: boolean } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', t.backend.keys.anonKey);
  if (init.version !== false) headers.set('X-Supabase-Api-Version', '2024-01-01');
  return fetch(`${t.url}/auth/v1${path}`, { ...init, headers });
}

describe('bad requests', () => {
  it('answers bad JSON with 400 bad_json in the 2024-01-01 shape', async () => {
    const response = await call('/token?grant_type=password', { method: 'POST', body: '{"email": ', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body).toEqual({ code: 'bad_json', message: expect.stringMatching(/^Could not parse request body as JSON/) });
  });

  it('answers clients without the version header in the legacy shape', async () => {
    const response = await call('/signup', { method: 'POST', body: '[1, 2]', version: false });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, error_code: 'bad_json', msg: expect.any(String) });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: 'a good password', data: { note: 'x'.repeat(70_000) } });
    const response = await call('/signup', { method: 'POST', body });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });
  });

  it('refuses fields of the wrong type with 400, not 500', async () => {
    for (const [path, body] of [
      ['/signup', { email: 42, password: 'a good password' }],
      ['/signup', { email: uniqueEmail(), password: 'a good password', data: 'text' }],
      ['/token?grant_type=password', { email: ['a'], password: 'x' }],
      ['/token?grant_type=refresh_token', { refresh_token: { $ne: null } }],
      ['/recover', { email: 'not an address' }],
      ['/verify', { type: 'magiclink', token: 'x', email: 'a@b.co' }],
      ['/resend', { type: 'sms', email: 'a@b.co' }],
    ] as const) {
      const response = await call(path, { method: 'POST', body: JSON.stringify(body) });
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('answers grant errors as GoTrue does', async () => {
    const unsupported = await call('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(unsupported.status).toBe(400);
    const missing = await call('/token?grant_type=refresh_token', { method: 'POST', body: '{}' });
    expect(await missing.json()).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
    const unknown = await call('/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: 'x'.repeat(300) }) });
    expect(await unknown.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('answers unknown paths with 404 and wrong methods with 405, in JSON', async () => {
    const missing = await call('/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    const wrong = await call('/signup', { method: 'GET' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(await wrong.json()).toMatchObject({ code: 'method_not_allowed' });
  });

  it('wants an API key signed with this server’s secret', async () => {
    const none = await fetch(`${t.url}/auth/v1/settings`);
    expect(none.status).toBe(401);
    const forged = await signApiKeyWith('another secret that is long enough to sign with');
    const wrong = await call('/settings', { headers: { apikey: forged } });
    expect(wrong.status).toBe(401);
  });

  it('serves settings and health', async () => {
    expect(await (await call('/settings')).json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: false });
    expect((await fetch(`${t.url}/auth/v1/health`)).status).toBe(200);
  });
});

describe('bad tokens on /user', () => {
  const getUser = (token: string) => call('/user', { headers: { Authorization: `Bearer ${token}` } });
  const claims = () => ({ issuer: 'http://pali.test/auth/v1', userId, email: 'someone@example.org', sessionId });

  it('accepts a token this server signed (control)', async () => {
    const { token } = await signAccessToken(t.backend.jwtSecret, claims());
    expect((await getUser(token)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { token } = await signAccessToken(t.backend.jwtSecret, { ...claims(), now: Math.floor(Date.now() / 1000) - 7200 });
    const response = await getUser(token);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'bad_jwt', message: expect.stringContaining('expired') });
  });

  it('refuses a token signed with another secret', async () => {
    const { token } = await signAccessToken('another secret that is long enough to sign with', claims());
    const response = await getUser(token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('refuses alg none', async () => {
    const { claims: signed } = await signAccessToken(t.backend.jwtSecret, claims());
    const token = new UnsecuredJWT({ ...signed }).encode();
    const response = await getUser(token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('refuses the anon key as a user', async () => {
    const response = await getUser(t.backend.keys.anonKey);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('refuses a well-signed token whose session does not exist', async () => {
    const { token } = await signAccessToken(t.backend.jwtSecret, { ...claims(), sessionId: '00000000-0000-4000-8000-000000000000' });
    const response = await getUser(token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('wants a bearer token', async () => {
    const response = await call('/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });
});

function signApiKeyWith(secret: string): Promise<string> {
  return new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode(secret));
}
