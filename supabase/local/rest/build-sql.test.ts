// planRequest as a whole: what is reachable, and that hostile input ends in a 4xx RestError.
import { describe, expect, it } from 'vitest';
import { planRequest } from './build-sql';
import { catalog, req } from './catalog.fixture';
import { RestError } from './rest-errors';
import { errorOf } from './test-helpers.fixture';
import type { Catalog, RestRequest } from './types';

const T = '"public"."activity_log"';

describe('what planRequest reaches', () => {
  it('refuses tables and schemas outside the catalog with 404 PGRST205', () => {
    for (const path of ['/users', '/auth.users', '/pg_catalog.pg_roles', '/activity_log;drop table x', '/activity_log%22', '/Activity_Log']) {
      const error = errorOf(() => planRequest(req('GET', path), catalog));
      expect(error.status, path).toBe(404);
      expect(error.code, path).toBe('PGRST205');
    }
    expect(errorOf(() => planRequest(req('GET', '/users'), catalog)).message).toBe("Could not find the table 'public.users' in the schema cache");
  });

  it('refuses odd paths with 404', () => {
    expect(errorOf(() => planRequest(req('GET', '/activity_log/extra'), catalog)).code).toBe('PGRST125');
    expect(errorOf(() => planRequest({ ...req('GET', '/x'), path: '/rpc/../x' }, catalog)).code).toBe('PGRST125');
    expect(errorOf(() => planRequest(req('GET', '/'), catalog)).status).toBe(404);
    expect(errorOf(() => planRequest({ ...req('GET', '/x'), path: '/%E0%A4%A' }, catalog)).code).toBe('PGRST125');
  });

  it('ignores catalog entries outside public', () => {
    const sneaky: Catalog = {
      tables: new Map([['secrets', { schema: 'auth' as 'public', name: 'secrets', columns: [{ name: 'id', type: 'int4' }], primaryKey: ['id'] }]]),
      functions: new Map(),
    };
    expect(errorOf(() => planRequest(req('GET', '/secrets'), sneaky)).status).toBe(404);
  });

  it('refuses other schemas asked for by profile header', () => {
    expect(errorOf(() => planRequest(req('GET', '/activity_log', { 'accept-profile': 'auth' }), catalog)).status).toBe(406);
  });

  it('refuses methods PostgREST does not serve', () => {
    const error = errorOf(() => planRequest({ ...req('GET', '/activity_log'), method: 'OPTIONS' as 'GET' }, catalog));
    expect(error.status).toBe(405);
    expect(error.code).toBe('PGRST117');
  });

  it('quotes catalog names that themselves contain quotes', () => {
    const odd: Catalog = {
      tables: new Map([['we"ird', { schema: 'public', name: 'we"ird', columns: [{ name: 'co"l', type: 'text' }], primaryKey: [] }]]),
      functions: new Map(),
    };
    const p = planRequest(req('GET', `/${encodeURIComponent('we"ird')}?select=${encodeURIComponent('"co\\"l"')}&limit=1`), odd);
    expect(p.sql).toContain('SELECT "public"."we""ird"."co""l" AS "co""l" FROM "public"."we""ird" LIMIT $1');
  });

  it('reads a quoted "id" as the id column, still quoted by the server', () => {
    const p = planRequest(req('GET', '/activity_log?select=%22id%22&%22id%22=eq.1'), catalog);
    expect(p.sql).toContain(`SELECT ${T}."id" AS "id" FROM ${T} WHERE ${T}."id" = $1::uuid`);
  });
});

describe('hostile input', () => {
  const cases: [string, string, number, string][] = [
    ['injection in a filter column', '/activity_log?id;drop table x=eq.1', 400, 'PGRST100'],
    ['parenthesis injection in a filter column', '/activity_log?id)or(1=1=eq.1', 400, 'PGRST100'],
    ['unknown column in a filter', '/activity_log?secret=eq.1', 400, '42703'],
    ['column with spaces', '/activity_log?order=id desc', 400, '42703'],
    ['injection in select', '/activity_log?select=id;drop table x', 400, 'PGRST100'],
    ['unknown column in select', '/activity_log?select=id,password', 400, '42703'],
    ['embedding', '/activity_log?select=*,secret(*)', 400, 'PGRST127'],
    ['injection in order', '/activity_log?order=id;drop table x', 400, 'PGRST100'],
    ['unknown column in order', '/activity_log?order=nope.desc', 400, '42703'],
    ['unknown operator', '/activity_log?id=xx.1', 400, 'PGRST100'],
    ['operator injection', '/activity_log?id=eq;drop.1', 400, 'PGRST100'],
    ['bad in list', '/activity_log?id=in.(1,2', 400, 'PGRST100'],
    ['bad is value', '/activity_log?id=is.nothing', 400, 'PGRST100'],
    ['an or tree', '/activity_log?or=(id.eq.1', 400, 'PGRST127'],
    ['huge limit', '/activity_log?limit=99999999999999999999', 400, 'PGRST100'],
    ['non-numeric limit', '/activity_log?limit=1;drop', 400, 'PGRST100'],
    ['negative limit', '/activity_log?limit=-1', 416, 'PGRST103'],
    ['negative offset', '/activity_log?offset=-10', 400, 'PGRST100'],
    ['embedded filter', '/activity_log?secret.id=eq.1', 400, 'PGRST108'],
    ['embedded order', '/activity_log?secret.order=id', 400, 'PGRST108'],
    ['bare parameter', '/activity_log?id=1', 400, 'PGRST100'],
    ['nul byte in a name', '/activity_log?select=id%00', 400, 'PGRST100'],
  ];
  for (const [name, url, status, code] of cases) {
    it(`refuses ${name}`, () => {
      const error = errorOf(() => planRequest(req('GET', url), catalog));
      expect(error.status).toBe(status);
      expect(error.code).toBe(code);
    });
  }

  it('caps a large but valid limit at max rows instead of refusing it', () => {
    expect(planRequest(req('GET', '/activity_log?limit=1000000'), catalog).params).toEqual([1000]);
    expect(planRequest(req('GET', '/activity_log?limit=1000000'), catalog, { maxRows: 50 }).params).toEqual([50]);
  });

  it('refuses a flood of query parameters', () => {
    const many = Array.from({ length: 300 }, (_, i) => `id=eq.${i}`).join('&');
    expect(errorOf(() => planRequest(req('GET', `/activity_log?${many}`), catalog)).status).toBe(400);
  });

  it('only ever throws 4xx RestErrors for random junk, and never puts a value in the SQL text', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = `abcdefgi_.,()"'\\:;-> *{}%=!$[]0129\u00e9\u0000`;
    const junk = () => Array.from({ length: 1 + Math.floor(random() * 14) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const keys = ['select', 'order', 'or', 'and', 'limit', 'offset', 'id', 'metadata->>x', 'activity_type', 'columns', 'on_conflict'];
    const methods: RestRequest['method'][] = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'];
    for (let i = 0; i < 3000; i++) {
      const query = new URLSearchParams();
      const value = junk();
      query.append(keys[Math.floor(random() * keys.length)]!, value);
      if (random() < 0.5) query.append(junk(), junk());
      const method = methods[Math.floor(random() * methods.length)]!;
      const body = random() < 0.5 ? { activity_type: value } : random() < 0.5 ? [junk()] : { [junk()]: 1 };
      const request: RestRequest = { method, path: random() < 0.9 ? '/activity_log' : `/${junk()}`, query, headers: { prefer: junk() }, body };
      try {
        const plan = planRequest(request, catalog);
        if (value.length > 3 && /[;'"]/.test(value)) expect(plan.sql).not.toContain(value);
      } catch (error) {
        expect(error, `${method} ${request.path}?${query}`).toBeInstanceOf(RestError);
        expect((error as RestError).status).toBeGreaterThanOrEqual(400);
        expect((error as RestError).status).toBeLessThan(500);
      }
    }
  });
});
