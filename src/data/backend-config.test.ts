// Against a real HTTP server on loopback standing in for the local backend.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveBackendConfig } from './backend-config';

let server: Server;
let origin = '';
let answer: { status: number; body: string } = { status: 200, body: '{"anonKey":"anon-key-from-server"}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(req.url === '/pali-config.json' ? answer.status : 404, { 'Content-Type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('backend config', () => {
  it('uses the build-time project when both values are set', async () => {
    const config = await resolveBackendConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' }, origin);
    expect(config).toEqual({ url: 'https://abc.supabase.co', anonKey: 'k' });
  });

  it('otherwise asks the server that served the app', async () => {
    answer = { status: 200, body: '{"anonKey":"anon-key-from-server"}' };
    expect(await resolveBackendConfig({}, origin)).toEqual({ url: origin, anonKey: 'anon-key-from-server' });
  });

  it('says so when the server has no backend', async () => {
    answer = { status: 404, body: 'Not found' };
    await expect(resolveBackendConfig({}, origin)).rejects.toThrow(/HTTP 404/);
    answer = { status: 200, body: '{}' };
    await expect(resolveBackendConfig({}, origin)).rejects.toThrow(/no anon key/);
  });
});
