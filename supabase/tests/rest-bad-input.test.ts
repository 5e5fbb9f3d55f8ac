// Hostile and broken requests to /rest/v1 get PostgREST-shaped 4xx answers and write nothing:
// malformed filters, injection in names and values, oversized bodies, and forged or stale JWTs.
import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let ana: Awaited<ReturnType<TestServer['person']>>;

beforeAll(async () => {
  server = await startTestServer();
  ana = await server.person();
}, 60_000);
afterAll(() => server.close());

async function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const token = init.token ?? ana.token;
  const response = await fetch(`${server.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: server.backend.keys.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function activityCount(): Promise<number> {
  const { rows } = await server.backend.db.query<{ n: string }>('select count(*) as n from public.activity_log');
  return Number(rows[0]!.n);
}

const sign = (claims: Record<string, unknown>, secret = server.backend.jwtSecret) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));

describe('bad input', () => {
  it.each([
    ['/activity_log?id=eq', 400],
    ['/activity_log?id=zz.1', 400],
    ['/activity_log?order=created_at.sideways', 400],
    ['/activity_log?limit=ten', 400],
    ['/activity_log?select=id,secret(*)', 400],
    ['/activity_log?id=in.(1,2', 400],
    ['/activity_log?or=(id.eq.1', 400],
    ['/activity_log?select=id;drop table x', 400],
    ['/activity_log?select=id)or(1=1', 400],
    ['/activity_log?id)or(1=1=eq.1', 400],
    ['/activity_log?"id"=eq.1', 400],
    ['/activity_log?id=eq.not-a-uuid', 400],
    ['/no_such_table', 404],
    ['/pg_catalog.pg_authid', 404],
    ['/rpc/no_such_function', 404],
  ])('GET %s → %i with PostgREST’s error shape', async (path, status) => {
    const { status: got, body } = await rest(path);
    expect(got).toBe(status);
    expect(body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  });

  it('binds values: a quote or SQL in a value is only ever data', async () => {
    const before = await activityCount();
    const { status } = await rest('/activity_log', {
      method: 'POST',
      body: JSON.stringify({ activity_type: "x'); delete from public.activity_log; --" }),
    });
    expect(status).toBe(201);
    const found = await rest(`/activity_log?activity_type=eq.${encodeURIComponent("x'); delete from public.activity_log; --")}&select=activity_type`);
    expect(found.body).toEqual([{ activity_type: "x'); delete from public.activity_log; --" }]);
    expect(await activityCount()).toBe(before + 1);
  });

  it('refuses unknown columns, broken JSON and bodies over 1 MB, writing nothing', async () => {
    const before = await activityCount();
    expect((await rest('/activity_log', { method: 'POST', body: JSON.stringify({ activity_type: 'x', nope: 1 }) })).status).toBe(400);
    expect((await rest('/activity_log', { method: 'POST', body: '{"activity_type": ' })).status).toBe(400);
    expect((await rest('/activity_log', { method: 'POST', body: '"just a string"' })).status).toBe(400);
    const huge = JSON.stringify({ activity_type: 'x', activity_description: 'a'.repeat(1_100_000) });
    expect((await rest('/activity_log', { method: 'POST', body: huge })).status).toBe(413);
    expect((await rest('/activity_log', { method: 'POST', body: JSON.stringify({ activity_type: '' }) })).status).toBe(400);
    expect(await activityCount()).toBe(before);
  });

  it('a sweeping delete by a stranger removes nothing of anyone else’s', async () => {
    const stranger = await server.person('Stranger');
    await rest('/activity_log', { method: 'POST', body: JSON.stringify({ activity_type: 'Ana’s' }) });
    const before = await activityCount();
    const { status } = await rest('/activity_log?activity_type=neq.nothing', { method: 'DELETE', token: stranger.token });
    expect(status).toBe(204);
    expect(await activityCount()).toBe(before);
  });

  describe('JWTs', () => {
    const now = () => Math.floor(Date.now() / 1000);
    it.each([
      ['expired', () => sign({ sub: crypto.randomUUID(), role: 'authenticated', exp: now() - 60 })],
      ['signed with another secret', () => sign({ role: 'authenticated', exp: now() + 60 }, 'x'.repeat(40))],
      ['alg none', async () => `${base64url.encode('{"alg":"none","typ":"JWT"}')}.${base64url.encode(JSON.stringify({ role: 'service_role', exp: now() + 60 }))}.`],
      ['an unknown role', () => sign({ role: 'postgres', exp: now() + 60 })],
      ['not a JWT at all', async () => 'hello'],
    ])('a token %s gets 401 and changes nothing', async (_label, makeToken) => {
      const before = await activityCount();
      const token = await makeToken();
      const read = await rest('/activity_log', { token });
      expect(read.status).toBe(401);
      expect(read.body).toMatchObject({ code: 'PGRST301' });
      const write = await rest('/activity_log', { method: 'POST', token, body: JSON.stringify({ activity_type: 'x' }) });
      expect(write.status).toBe(401);
      expect(await activityCount()).toBe(before);
    });

    it('the anon key reads nothing private (401 as PostgREST answers anon)', async () => {
      const { status, body } = await rest('/activity_log', { token: server.backend.keys.anonKey });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: '42501' });
    });
  });
});
