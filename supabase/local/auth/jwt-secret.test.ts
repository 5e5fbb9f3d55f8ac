import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt-secret';

const fresh = () => mkdtempSync(join(tmpdir(), 'pali-jwt-'));
const posix = process.platform !== 'win32';

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET from the environment and writes nothing', async () => {
    const dataDir = join(fresh(), 'data');
    const secret = 'x'.repeat(40);
    expect(await loadJwtSecret({ env: { JWT_SECRET: secret }, dataDir })).toBe(secret);
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
  });

  it('refuses a JWT_SECRET shorter than 32 characters, saying why', async () => {
    await expect(loadJwtSecret({ env: { JWT_SECRET: 'short-secret' }, dataDir: fresh() })).rejects.toThrow(/JWT_SECRET is too short: it has 12 characters and needs at least 32/);
    await expect(loadJwtSecret({ env: { JWT_SECRET: 'a'.repeat(31) }, dataDir: fresh() })).rejects.toThrow(/too short/);
    await expect(loadJwtSecret({ env: { JWT_SECRET: 'a'.repeat(32) }, dataDir: fresh() })).resolves.toBe('a'.repeat(32));
  });

  it('creates the data folder and an owner-only secret file, then reuses it', async () => {
    const dataDir = join(fresh(), 'nested', '.data');
    const first = await loadJwtSecret({ env: {}, dataDir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/); // 48 bytes, base64url
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    if (posix) expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(await loadJwtSecret({ env: {}, dataDir })).toBe(first);
    expect(await loadJwtSecret({ env: { JWT_SECRET: '' }, dataDir })).toBe(first);
  });

  it('makes a different secret for a different data folder', async () => {
    const a = await loadJwtSecret({ env: {}, dataDir: fresh() });
    const b = await loadJwtSecret({ env: {}, dataDir: fresh() });
    expect(a).not.toBe(b);
  });

  it('agrees with itself when two loads race on an empty folder', async () => {
    const dataDir = fresh();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => loadJwtSecret({ env: {}, dataDir })));
    expect(new Set([a, b, c]).size).toBe(1);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(a);
  });

  it('refuses a secret file that is too short instead of replacing it silently', async () => {
    const dataDir = fresh();
    writeFileSync(join(dataDir, 'jwt-secret'), 'tiny\n', { mode: 0o600 });
    await expect(loadJwtSecret({ env: {}, dataDir })).rejects.toThrow(/at least 32/);
  });

  it.skipIf(!posix)('makes a secret file readable by others owner-only', async () => {
    const dataDir = fresh();
    const file = join(dataDir, 'jwt-secret');
    writeFileSync(file, `${'s'.repeat(48)}\n`);
    chmodSync(file, 0o644);
    expect(await loadJwtSecret({ env: {}, dataDir })).toBe('s'.repeat(48));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
