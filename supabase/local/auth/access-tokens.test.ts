import { createHmac, generateKeyPairSync, sign as rsaSign } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_SECONDS, signAccessToken, verifyToken } from './access-tokens';

const secret = 'a-test-secret-that-is-at-least-32-characters';
const issuer = 'http://127.0.0.1:8787/auth/v1';
const userId = '3f1c2a9e-7b7d-4a55-9a0e-1c1f0b7e2d11';
const sessionId = '9d2b1f6c-0c43-4d8e-b2a4-5f3e6a7b8c9d';
const NOW = 1_750_000_000;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (alg: 'sha256' | 'sha512', input: string, key = secret) => createHmac(alg, key).update(input).digest('base64url');
/** A token built by hand, so the tests can forge what jose would refuse to make. */
function handmade(header: Record<string, unknown>, payload: Record<string, unknown>, signature: (input: string) => string): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${signature(input)}`;
}
const validPayload = { sub: userId, role: 'authenticated', iat: NOW, exp: NOW + 3600 };
const at = (seconds: number) => ({ now: new Date(seconds * 1000) });

async function userToken(overrides: Partial<Parameters<typeof signAccessToken>[1]> = {}) {
  return signAccessToken(secret, { issuer, userId, email: 'ana@example.org', sessionId, now: NOW, ...overrides });
}

describe('signAccessToken', () => {
  it("writes GoTrue's claims, in GoTrue's order", async () => {
    const { token, claims, expiresIn, expiresAt } = await userToken({ userMetadata: { first_name: 'Ana', preferred_language: 'es' } });
    expect(expiresIn).toBe(3600);
    expect(expiresAt).toBe(NOW + 3600);
    const decoded = decodeJwt(token);
    expect(decoded).toEqual({
      iss: issuer,
      sub: userId,
      aud: 'authenticated',
      exp: NOW + 3600,
      iat: NOW,
      email: 'ana@example.org',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Ana', preferred_language: 'es' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: NOW }],
      session_id: sessionId,
      is_anonymous: false,
    });
    expect(decoded).toEqual(claims);
    expect(Object.keys(decoded)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]);
  });

  it('takes a lifetime, metadata and amr', async () => {
    const { claims } = await userToken({
      expiresInSeconds: 60,
      appMetadata: { provider: 'email', providers: ['email'], plan: 'free' },
      amr: [{ method: 'otp', timestamp: NOW - 5 }],
    });
    expect(claims.exp - claims.iat).toBe(60);
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'free' });
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: NOW - 5 }]);
    await expect(userToken({ expiresInSeconds: 0 })).rejects.toThrow(/positive/);
  });
});

describe('verifyToken', () => {
  it('accepts a token signed with the secret and returns its claims', async () => {
    const { token } = await userToken();
    const result = await verifyToken(secret, token, at(NOW + 10));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.claims.sub).toBe(userId);
      expect(result.claims.role).toBe('authenticated');
      expect(result.claims.session_id).toBe(sessionId);
    }
  });

  it('rejects the same token under another secret', async () => {
    const { token } = await userToken();
    expect(await verifyToken('another-secret-that-is-32-characters-long', token, at(NOW))).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects a tampered payload, signature kept', async () => {
    const { token } = await userToken();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = `${header}.${b64({ ...claims, role: 'service_role' })}.${signature}`;
    expect(await verifyToken(secret, promoted, at(NOW))).toEqual({ ok: false, reason: 'bad-signature' });
    const otherUser = `${header}.${b64({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`;
    expect(await verifyToken(secret, otherUser, at(NOW))).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('rejects alg none, with or without a signature', async () => {
    const unsigned = handmade({ alg: 'none', typ: 'JWT' }, validPayload, () => '');
    expect(await verifyToken(secret, unsigned, at(NOW))).toEqual({ ok: false, reason: 'wrong-algorithm' });
    const noneButSigned = handmade({ alg: 'none' }, validPayload, (input) => hmac('sha256', input));
    expect(await verifyToken(secret, noneButSigned, at(NOW))).toEqual({ ok: false, reason: 'wrong-algorithm' });
    const noneUpper = handmade({ alg: 'NONE' }, validPayload, () => '');
    expect(await verifyToken(secret, noneUpper, at(NOW))).toEqual({ ok: false, reason: 'wrong-algorithm' });
  });

  it('rejects RS256 headers (key confusion) and real RS256 tokens', async () => {
    const confused = handmade({ alg: 'RS256', typ: 'JWT' }, validPayload, (input) => hmac('sha256', input));
    expect(await verifyToken(secret, confused, at(NOW))).toEqual({ ok: false, reason: 'wrong-algorithm' });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsa = handmade({ alg: 'RS256' }, validPayload, (input) => rsaSign('sha256', Buffer.from(input), privateKey).toString('base64url'));
    expect(await verifyToken(secret, rsa, at(NOW))).toEqual({ ok: false, reason: 'wrong-algorithm' });
  });

  it('rejects HS512 even with the right secret', async () => {
    const hs512 = await new SignJWT(validPayload).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(secret));
    expect(await verifyToken(secret, hs512, at(NOW))).toEqual({ ok: false, reason: 'wrong-algorithm' });
  });

  it('rejects an expired token, allowing only a few seconds of clock difference', async () => {
    const { token, expiresAt } = await userToken({ expiresInSeconds: 60 });
    expect((await verifyToken(secret, token, at(expiresAt - 1))).ok).toBe(true);
    expect(CLOCK_TOLERANCE_SECONDS).toBeLessThanOrEqual(5);
    expect((await verifyToken(secret, token, at(expiresAt + CLOCK_TOLERANCE_SECONDS - 1))).ok).toBe(true);
    expect(await verifyToken(secret, token, at(expiresAt + CLOCK_TOLERANCE_SECONDS + 1))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyToken(secret, token, at(expiresAt + 3600))).toEqual({ ok: false, reason: 'expired' });
  });

  it('reports a forged expired token as a bad signature, not as expired', async () => {
    const { token, expiresAt } = await userToken();
    expect(await verifyToken('another-secret-that-is-32-characters-long', token, at(expiresAt + 3600))).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('requires exp and refuses a token not valid yet', async () => {
    const key = new TextEncoder().encode(secret);
    const noExp = await new SignJWT({ sub: userId, role: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(NOW).sign(key);
    expect(await verifyToken(secret, noExp, at(NOW))).toEqual({ ok: false, reason: 'malformed' });
    const notYet = await new SignJWT(validPayload)
      .setProtectedHeader({ alg: 'HS256' })
      .setNotBefore(NOW + 600)
      .sign(key);
    expect(await verifyToken(secret, notYet, at(NOW))).toEqual({ ok: false, reason: 'malformed' });
  });

  it('checks the lifetime again when the same token comes back (verified tokens are cached)', async () => {
    const key = new TextEncoder().encode(secret);
    const later = await new SignJWT(validPayload)
      .setProtectedHeader({ alg: 'HS256' })
      .setNotBefore(NOW + 600)
      .sign(key);
    expect((await verifyToken(secret, later, at(NOW + 600))).ok).toBe(true);
    expect(await verifyToken(secret, later, at(NOW))).toEqual({ ok: false, reason: 'malformed' });
    expect((await verifyToken(secret, later, at(NOW + 601))).ok).toBe(true);
    expect(await verifyToken(secret, later, at(NOW + 3600 + CLOCK_TOLERANCE_SECONDS))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyToken('another-secret-that-is-32-characters-long', later, at(NOW + 601))).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('requires a role of anon, authenticated or service_role', async () => {
    const key = new TextEncoder().encode(secret);
    for (const role of ['postgres', 'supabase_admin', 'Authenticated', '', 42, ['anon']]) {
      const token = await new SignJWT({ ...validPayload, role }).setProtectedHeader({ alg: 'HS256' }).sign(key);
      expect(await verifyToken(secret, token, at(NOW)), String(role)).toEqual({ ok: false, reason: 'bad-role' });
    }
    const { role: _dropped, ...noRole } = validPayload;
    const token = await new SignJWT(noRole).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(await verifyToken(secret, token, at(NOW))).toEqual({ ok: false, reason: 'bad-role' });
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const good = await new SignJWT({ ...validPayload, role }).setProtectedHeader({ alg: 'HS256' }).sign(key);
      expect((await verifyToken(secret, good, at(NOW))).ok, role).toBe(true);
    }
  });

  it('tells a missing token from a malformed one', async () => {
    for (const missing of [undefined, null, '', '   ']) {
      expect(await verifyToken(secret, missing)).toEqual({ ok: false, reason: 'missing' });
    }
    const hs256Header = b64({ alg: 'HS256' });
    // Correctly signed, so only the content can be at fault.
    const signed = (payload: string) => `${hs256Header}.${payload}.${hmac('sha256', `${hs256Header}.${payload}`)}`;
    const junks = ['abc', 'a.b', 'a.b.c.d', '..', `!!!.${b64(validPayload)}.sig`, 'x'.repeat(20_000), signed('not-json'), signed(b64('a string')), signed(b64([1, 2]))];
    for (const junk of junks) {
      expect(await verifyToken(secret, junk, at(NOW)), junk.slice(0, 40)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('accepts a token made by hand exactly as GoTrue would sign it', async () => {
    const token = handmade({ alg: 'HS256', typ: 'JWT' }, validPayload, (input) => hmac('sha256', input));
    expect((await verifyToken(secret, token, at(NOW))).ok).toBe(true);
  });
});
