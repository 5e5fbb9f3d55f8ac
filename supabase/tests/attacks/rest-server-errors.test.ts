// Attack: requests to /rest/v1 that made the server answer 500. Each
// was found by sending hostile input: `select=` past PostgreSQL's 1,664-column target list, a NUL
// byte in a quoted name (alias, JSON key, rpc column), and JSON nested thousands of levels deep in
// a body (Node's stack overflowed) or a filter (PGlite crashed with "bad buffer ID"). Each must be a
// 400 in PostgREST's shape, and the server must go on answering normally afterwards. NUL bytes in
// filter values, body strings and column names were already 400s and are pinned here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DATABASES, startTestServer, type TestServer } from '../support/test-server';

const many = (count: number, item: string) => Array.from({ length: count }, () => item).join(',');
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const CASES: Array<[string, string, RequestInit?]> = [
  ['select= with 1,700 columns', `/activity_log?select=${many(1700, 'id')}`],
  ['select= with 1,000 stars', `/activity_log?select=${many(1000, '*')}`],
  [
    'select= past the limit on a write',
    `/activity_log?select=${many(1700, 'id')}`,
    { method: 'POST', body: '{"activity_type":"x"}', headers: { Prefer: 'return=representation' } },
  ],
  ['a NUL in a quoted alias', '/activity_log?select="a%00":id'],
  ['a NUL in a quoted JSON key', '/activity_log?select=metadata->"a%00"'],
  ['a NUL in an rpc column', '/rpc/letter_explanation_month?select="a%00"'],
  ['a NUL in an rpc filter column', '/rpc/letter_explanation_month?"a%00"=eq.1'],
  ['a NUL in an rpc order column', '/rpc/letter_explanation_month?order="a%00"'],
  ['a NUL in a filter value', '/activity_log?activity_type=eq.a%00b'],
  ['a NUL in an unquoted column name', '/activity_log?select=a%00b'],
  ['a NUL in a JSON body string', '/activity_log', { method: 'POST', body: '{"activity_type":"a\\u0000b"}' }],
  ['a NUL in a JSON body key', '/activity_log', { method: 'POST', body: '{"activity_type":"a","metadata":{"k\\u0000":1}}' }],
  ['a NUL in a body column name', '/activity_log', { method: 'POST', body: '{"a\\u0000b":"x"}' }],
  ['a body nested 10,000 levels deep', '/activity_log', { method: 'POST', body: `{"activity_type":"a","metadata":${nested(10_000)}}` }],
  ['a body nested 600 levels deep', '/activity_log', { method: 'POST', body: `{"activity_type":"a","metadata":${nested(600)}}` }],
  ['a filter value nested 7,000 levels deep', `/activity_log?metadata=eq.${nested(7000)}`],
  ['an rpc argument nested 7,000 levels deep', `/rpc/letter_explanation_month?moment=${nested(7000)}`],
];

describe.each(SERVER_DATABASES)('REST input that caused 500s, on %s', (database) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ database });
    token = (await server.person()).token;
  }, 60_000);
  afterAll(() => server.close());

  async function rest(path: string, init: RequestInit = {}) {
    const response = await fetch(`${server.url}/rest/v1${path}`, {
      ...init,
      headers: { apikey: server.backend.keys.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  it.each(CASES)('%s → 400 in PostgREST’s shape', async (_label, path, init) => {
    const { status, body } = await rest(path, init);
    expect(status).toBe(400);
    expect(Object.keys(body ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('answers HEAD with 1,700 columns with a bare 400', async () => {
    expect((await rest(`/activity_log?select=${many(1700, 'id')}`, { method: 'HEAD' })).status).toBe(400);
  });

  it('still serves 1,664 columns, a modest nesting, and ordinary requests afterwards', async () => {
    expect((await rest(`/activity_log?select=${many(1664, 'id')}`)).status).toBe(200);
    expect((await rest('/activity_log', { method: 'POST', body: `{"activity_type":"a","metadata":${nested(100)}}` })).status).toBe(201);
    const read = await rest('/activity_log?select=activity_type');
    expect(read.status).toBe(200);
    expect(read.body).toEqual([{ activity_type: 'a' }]);
  });
});
