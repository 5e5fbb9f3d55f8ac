// /functions/v1 through the unmodified supabase-js client, against the real local server: the
// gateway's checks (a verified JWT whose session, for a person, still exists) and the context a
// function gets.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../backend';
import { createPaliServer } from '../server';
import { createFunctionsHandler, ownOrigin } from './functions-handler';
import { supabaseClient } from '../../tests/support/supabase-client';

let backend: Backend;
let server: Server;
let url = '';

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pali-functions-'));
  backend = await startBackend({ dataDir, env: {} });
  server = createPaliServer({ distDir: dataDir, routes: backend.routes, runtimeConfig: { anonKey: backend.keys.anonKey } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await backend.close();
});

const client = (key: string) => supabaseClient(url, key);

describe('functions', () => {
  it('invokes health with the anon key', async () => {
    const { data, error } = await client(backend.keys.anonKey).functions.invoke('health');
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'ok', role: 'anon', userId: null });
  });

  it('passes the caller’s role along (service role)', async () => {
    const { data } = await client(backend.keys.serviceRoleKey).functions.invoke('health', { body: { ping: true } });
    expect(data).toMatchObject({ role: 'service_role' });
  });

  it('refuses a key signed with another secret', async () => {
    const other = await startBackendKeys();
    const { error } = await client(other).functions.invoke('health');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(401);
  });

  it('refuses a person’s token once its session is gone, before the function runs (health checks nothing itself)', async () => {
    const { signAccessToken } = await import('../auth/access-tokens');
    const userId = randomUUID();
    const sessionId = randomUUID();
    await backend.db.query("insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', $2)", [userId, `${userId}@example.org`]);
    await backend.db.query("insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')", [sessionId, userId]);
    const { token } = await signAccessToken(backend.jwtSecret, { issuer: `${url}/auth/v1`, userId, email: `${userId}@example.org`, sessionId });
    const person = supabaseClient(url, backend.keys.anonKey, token);
    expect((await person.functions.invoke('health')).data).toMatchObject({ role: 'authenticated', userId });

    await backend.db.query('delete from auth.sessions where id = $1', [sessionId]);
    const { error } = await person.functions.invoke('health');
    expect((error as FunctionsHttpError).context.status).toBe(401);
  });

  it('answers 404 for a function that does not exist', async () => {
    const { error } = await client(backend.keys.anonKey).functions.invoke('no-such-function');
    expect((error as FunctionsHttpError).context.status).toBe(404);
  });

  it('serves the run-time config the app reads', async () => {
    const response = await fetch(`${url}/pali-config.json`);
    expect(await response.json()).toEqual({ anonKey: backend.keys.anonKey });
  });
});

describe('the context a function gets', () => {
  it('has the server’s own address from the socket, not from a forged Host header, and the service-role key', async () => {
    const seen: unknown[] = [];
    const handle = createFunctionsHandler({
      jwtSecret: backend.jwtSecret,
      runtime: { anonKey: 'the-anon-key', serviceRoleKey: 'the-service-key', sendMail: () => undefined },
      functions: new Map([['echo', async (_request, context) => (seen.push(context.env), new Response('{}'))]]),
    });
    const echo = createPaliServer({ distDir: '.', routes: [{ prefix: '/functions/v1/', handle }] });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const port = (echo.address() as AddressInfo).port;
    try {
      // fetch does not let a caller set Host; a raw request does, as an attacker would.
      await new Promise<void>((resolve, reject) => {
        const req = request(
          { port, host: '127.0.0.1', agent: false, path: '/functions/v1/echo', method: 'POST', headers: { Host: 'evil.example', Authorization: `Bearer ${backend.keys.anonKey}` } },
          (res) => {
            res.resume().on('end', resolve);
          },
        );
        req.on('error', reject).end('{}');
      });
    } finally {
      // A socket the client has not finished closing would hold close() open (CI once timed out here).
      echo.closeAllConnections();
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
    const origin = `http://127.0.0.1:${port}`;
    expect(seen).toEqual([{ SUPABASE_URL: origin, SUPABASE_ANON_KEY: 'the-anon-key', SUPABASE_SERVICE_ROLE_KEY: 'the-service-key', SITE_URL: origin }]);
  });

  it('sets X-Forwarded-For to the socket’s address, whatever the caller sent', async () => {
    const seen: Array<string | null> = [];
    const handle = createFunctionsHandler({
      jwtSecret: backend.jwtSecret,
      runtime: { anonKey: 'the-anon-key', serviceRoleKey: 'the-service-key', sendMail: () => undefined },
      functions: new Map([['echo', async (request) => (seen.push(request.headers.get('x-forwarded-for')), new Response('{}'))]]),
    });
    const echo = createPaliServer({ distDir: '.', routes: [{ prefix: '/functions/v1/', handle }] });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    try {
      const port = (echo.address() as AddressInfo).port;
      await fetch(`http://127.0.0.1:${port}/functions/v1/echo`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${backend.keys.anonKey}`, 'X-Forwarded-For': '203.0.113.9' },
        body: '{}',
      });
    } finally {
      echo.closeAllConnections();
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
    expect(seen).toEqual(['127.0.0.1']);
  });

  it('writes IPv6 and IPv4-mapped local addresses as URLs', () => {
    expect(ownOrigin({ localAddress: '::1', localPort: 8787 })).toBe('http://[::1]:8787');
    expect(ownOrigin({ localAddress: '::ffff:10.0.0.5', localPort: 80 })).toBe('http://10.0.0.5:80');
  });
});

async function startBackendKeys(): Promise<string> {
  const { deriveApiKeys } = await import('../auth/api-keys');
  return (await deriveApiKeys('another-secret-that-is-long-enough-1234567890')).anonKey;
}
