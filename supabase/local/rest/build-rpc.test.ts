import { describe, expect, it } from 'vitest';
import { planRequest } from './build-sql';
import { catalog, req } from './catalog.fixture';
import { errorOf } from './test-helpers.fixture';

const one = (value: string, inner: string) =>
  `SELECT pg_catalog.count(*) AS page_total, coalesce((pg_catalog.json_agg(${value}))->0, 'null'::json)::text AS body FROM (${inner}) _postgrest_t`;
const many = (value: string, inner: string) =>
  `SELECT pg_catalog.count(*) AS page_total, coalesce(pg_catalog.json_agg(${value}), '[]'::json)::text AS body FROM (${inner}) _postgrest_t`;

describe('rpc', () => {
  it('POSTs named arguments as one jsonb value converted to the parameter types', () => {
    const p = planRequest(req('POST', '/rpc/bump_usage', {}, { p_month: '2026-01-01' }), catalog);
    expect(p.sql).toBe(
      one(
        '_postgrest_t.pgrst_scalar',
        'SELECT "public"."bump_usage"("p_month" := pgrst_args."p_month") AS pgrst_scalar ' + 'FROM pg_catalog.jsonb_to_record($1::jsonb) AS pgrst_args("p_month" date)',
      ),
    );
    expect(p.params).toEqual(['{"p_month":"2026-01-01"}']);
    expect(p).toMatchObject({ status: 200, kind: 'call', returnRows: true, readOnly: false });
  });

  it('calls set-returning functions and caps them at max rows', () => {
    const p = planRequest(req('POST', '/rpc/recent', {}, { n: 5, kinds: ['a', 'b'] }), catalog);
    expect(p.sql).toBe(
      many(
        '_postgrest_t.pgrst_scalar',
        'SELECT "public"."recent"("n" := pgrst_args."n", "kinds" := pgrst_args."kinds") AS pgrst_scalar ' +
          'FROM pg_catalog.jsonb_to_record($1::jsonb) AS pgrst_args("n" int4, "kinds" text[]) LIMIT $2',
      ),
    );
    expect(p.params).toEqual(['{"n":5,"kinds":["a","b"]}', 1000]);
    expect(p).toMatchObject({ readOnly: false, rangeStart: 0 });
  });

  it('calls functions without arguments, void ones answering 204', () => {
    const p = planRequest(req('POST', '/rpc/ping', {}, {}), catalog);
    expect(p.sql).toBe('SELECT pg_catalog.count(*) AS page_total, NULL::text AS body FROM (SELECT "public"."ping"() AS pgrst_scalar) _postgrest_t');
    expect(p).toMatchObject({ status: 204, returnRows: false });
    expect(planRequest(req('POST', '/rpc/ping', {}, undefined), catalog).params).toEqual([]);
  });

  it('refuses unknown functions and unknown arguments with 404 PGRST202', () => {
    const missing = errorOf(() => planRequest(req('POST', '/rpc/drop_everything', {}, { a: 1 }), catalog));
    expect(missing.status).toBe(404);
    expect(missing.toJSON()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.drop_everything(a) in the schema cache',
      details: 'Searched for the function public.drop_everything with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
    const badArg = errorOf(() => planRequest(req('POST', '/rpc/bump_usage', {}, { p_month: 'x', 'p_month" := 1); drop table x; --': 1 }), catalog));
    expect(badArg.code).toBe('PGRST202');
    expect(errorOf(() => planRequest(req('POST', '/rpc/bump_usage?who=me', {}, {}), catalog)).code).toBe('PGRST202');
  });

  it('refuses other methods and non-object bodies', () => {
    const patch = errorOf(() => planRequest(req('PATCH', '/rpc/bump_usage', {}, {}), catalog));
    expect(patch.toJSON()).toEqual({ code: 'PGRST101', message: 'Cannot use the PATCH method on RPC', details: null, hint: null });
    expect(patch.status).toBe(405);
    expect(errorOf(() => planRequest(req('POST', '/rpc/bump_usage', {}, [1]), catalog)).code).toBe('PGRST102');
    expect(errorOf(() => planRequest(req('POST', '/rpc/bump_usage', {}, 'x'), catalog)).code).toBe('PGRST102');
  });
});
