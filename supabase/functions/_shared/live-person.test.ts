// confirmPerson's answers that need no auth server: a guest or the service role is not a person,
// and an auth server that cannot be reached is 503, never a pass. (A live and an ended session,
// against the real server: supabase/tests/attacks/storage-old-token.test.ts.)
import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { FunctionContext } from './function-context';
import { confirmPerson } from './live-person';

/** An address where nothing listens. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const contextAt = (url: string, claims: FunctionContext['claims']) => ({
  claims,
  accessToken: 'a.b.c',
  env: { SUPABASE_URL: url, SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' },
  clientOptions: { realtime: { transport: WebSocket } },
});

describe('confirmPerson', () => {
  it('is 401 not_signed_in for a guest and for the service role, without asking anyone', async () => {
    const url = await closedPort();
    for (const claims of [{ role: 'anon' }, { role: 'service_role' }, { role: 'authenticated' }]) {
      const check = await confirmPerson(contextAt(url, claims), 'Sign in first.');
      expect(check.ok).toBe(false);
      if (!check.ok) {
        expect(check.response.status).toBe(401);
        expect(await check.response.json()).toEqual({ error: 'Sign in first.', code: 'not_signed_in' });
      }
    }
  });

  it('is 503 auth_unavailable when the auth server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const check = await confirmPerson(contextAt(await closedPort(), { role: 'authenticated', sub: crypto.randomUUID() }), 'Sign in first.');
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.response.status).toBe(503);
      expect(await check.response.json()).toMatchObject({ code: 'auth_unavailable' });
    }
  });
});
