import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyToken } from './access-tokens';
import { API_KEY_EXP, API_KEY_IAT, deriveApiKeys } from './api-keys';

const secret = 'a-test-secret-that-is-at-least-32-characters';

describe('deriveApiKeys', () => {
  it('makes HS256 keys with the claims of Supabase keys', async () => {
    const { anonKey, serviceRoleKey } = await deriveApiKeys(secret);
    expect(decodeProtectedHeader(anonKey)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(anonKey)).toEqual({ iss: 'supabase', ref: 'local', role: 'anon', iat: API_KEY_IAT, exp: API_KEY_EXP });
    expect(decodeJwt(serviceRoleKey)).toEqual({ iss: 'supabase', ref: 'local', role: 'service_role', iat: API_KEY_IAT, exp: API_KEY_EXP });
    // Claim order as Supabase writes it.
    const json = Buffer.from(anonKey.split('.')[1]!, 'base64url').toString();
    expect(Object.keys(JSON.parse(json))).toEqual(['iss', 'ref', 'role', 'iat', 'exp']);
  });

  it('expires about ten years after its fixed issue date', () => {
    expect(API_KEY_IAT).toBe(Date.parse('2025-01-01T00:00:00Z') / 1000);
    const years = (API_KEY_EXP - API_KEY_IAT) / (365.25 * 24 * 3600);
    expect(years).toBeGreaterThan(9.9);
    expect(years).toBeLessThanOrEqual(10);
  });

  it('is stable for a secret and changes with it', async () => {
    const first = await deriveApiKeys(secret);
    const again = await deriveApiKeys(secret);
    expect(again).toEqual(first);
    const other = await deriveApiKeys(`${secret}-other`);
    expect(other.anonKey).not.toBe(first.anonKey);
    expect(other.serviceRoleKey).not.toBe(first.serviceRoleKey);
    expect(first.anonKey).not.toBe(first.serviceRoleKey);
  });

  it('passes verifyToken with its own secret only', async () => {
    const { anonKey, serviceRoleKey } = await deriveApiKeys(secret);
    const anon = await verifyToken(secret, anonKey);
    expect(anon.ok && anon.claims.role).toBe('anon');
    const service = await verifyToken(secret, serviceRoleKey);
    expect(service.ok && service.claims.role).toBe('service_role');
    expect(await verifyToken(`${secret}-other`, anonKey)).toEqual({ ok: false, reason: 'bad-signature' });
  });
});
