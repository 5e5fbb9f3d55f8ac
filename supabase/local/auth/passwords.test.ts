import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { errorResponse } from './gotrue-errors';
import { checkPasswordRules, hashPassword, verifyPassword } from './passwords';

describe('hashPassword and verifyPassword', () => {
  it('hashes with bcrypt at cost 10 and verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$2[ab]\$10\$[./A-Za-z0-9]{53}$/);
    expect(bcrypt.getRounds(hash)).toBe(10);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password', a)).toBe(true);
    expect(await verifyPassword('same-password', b)).toBe(true);
  });

  it("verifies GoTrue's and pgcrypto's $2a$ hashes", async () => {
    const twoA = bcrypt.hashSync('from-supabase', bcrypt.genSaltSync(10)).replace(/^\$2b\$/, '$2a$');
    expect(await verifyPassword('from-supabase', twoA)).toBe(true);
    expect(await verifyPassword('from-supabas', twoA)).toBe(false);
  });

  it('handles non-ASCII passwords', async () => {
    const hash = await hashPassword('contraseña ñandú 密码');
    expect(await verifyPassword('contraseña ñandú 密码', hash)).toBe(true);
    expect(await verifyPassword('contrasena nandu 密码', hash)).toBe(false);
  });

  it('answers false, without throwing, for a missing account or a broken hash', async () => {
    for (const hash of [null, undefined, '', 'not-a-hash', '$2b$10$short', '$1$md5$whatever']) {
      expect(await verifyPassword('whatever-password', hash), String(hash)).toBe(false);
    }
  });

  it('takes as long for a missing account as for a wrong password', async () => {
    const hash = await hashPassword('real-password');
    const time = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    const wrong = await time(() => verifyPassword('wrong-password', hash));
    const missing = await time(() => verifyPassword('wrong-password', null));
    expect(missing).toBeGreaterThan(wrong / 4);
  });

  it('refuses passwords bcrypt would cut at 72 bytes', async () => {
    const long = 'a'.repeat(73);
    await expect(hashPassword(long)).rejects.toThrow(/72 bytes/);
    // A 72-byte hash must not let a longer password with the same first 72 bytes in.
    const hash = await hashPassword('a'.repeat(72));
    expect(await verifyPassword('a'.repeat(72), hash)).toBe(true);
    expect(await verifyPassword(long, hash)).toBe(false);
  });
});

describe('checkPasswordRules', () => {
  it('accepts six characters or more', () => {
    expect(checkPasswordRules('abcdef')).toBeNull();
    expect(checkPasswordRules('ñandú!')).toBeNull(); // six characters, eight bytes
    expect(checkPasswordRules('a'.repeat(72))).toBeNull();
  });

  it("answers GoTrue's weak_password error for fewer than six", () => {
    for (const short of ['', 'a', 'abcde', '密码密码密']) {
      const error = checkPasswordRules(short);
      expect(error, short).toMatchObject({ status: 422, errorCode: 'weak_password', message: 'Password should be at least 6 characters.', weakPasswordReasons: ['length'] });
    }
    expect(errorResponse(checkPasswordRules('abc')!, '2024-01-01').body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('refuses more than 72 bytes, counting bytes not characters', () => {
    expect(checkPasswordRules('a'.repeat(73))).toMatchObject({ status: 422, errorCode: 'weak_password', weakPasswordReasons: ['length'] });
    expect(checkPasswordRules('ñ'.repeat(36))).toBeNull(); // 72 bytes
    expect(checkPasswordRules('ñ'.repeat(37))?.message).toMatch(/72 bytes/); // 37 characters, 74 bytes
  });
});
