import { describe, expect, it } from 'vitest';
import { planRequest } from './build-sql';
import { catalog, req } from './catalog.fixture';
import { errorOf } from './test-helpers.fixture';

const T = '"public"."activity_log"';
const C = '"public"."calendar_events"';
const minimalTail = 'SELECT pg_catalog.count(*) AS page_total, NULL::text AS body FROM pgrst_source';

describe('PATCH', () => {
  it("updates the spec's conversation fields by id with return=minimal", () => {
    const body = { title: 'New', metadata: { a: 1 } };
    const p = planRequest(req('PATCH', '/calendar_events?id=eq.abc', {}, body), catalog);
    expect(p.sql).toBe(
      `WITH pgrst_source AS (UPDATE ${C} SET "title" = pgrst_body."title", "metadata" = pgrst_body."metadata" ` +
        `FROM pg_catalog.jsonb_to_record($1::jsonb) AS pgrst_body("title" text, "metadata" jsonb) ` +
        `WHERE ${C}."id" = $2::uuid RETURNING 1) ${minimalTail}`,
    );
    expect(p.params).toEqual([JSON.stringify(body), 'abc']);
    expect(p).toMatchObject({ status: 204, returnRows: false, kind: 'update' });
  });

  it('returns one object for update().select().single()', () => {
    const p = planRequest(
      req('PATCH', '/calendar_events?id=eq.abc&select=id,title', { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' }, { title: 'x' }),
      catalog,
    );
    expect(p.sql).toBe(
      `WITH pgrst_source AS (UPDATE ${C} SET "title" = pgrst_body."title" FROM pg_catalog.jsonb_to_record($1::jsonb) AS pgrst_body("title" text) ` +
        `WHERE ${C}."id" = $2::uuid RETURNING ${C}."id", ${C}."title") ` +
        `SELECT pg_catalog.count(*) AS page_total, coalesce((pg_catalog.json_agg(_postgrest_t))->0, 'null'::json)::text AS body ` +
        `FROM (SELECT "pgrst_source"."id" AS "id", "pgrst_source"."title" AS "title" FROM pgrst_source) _postgrest_t`,
    );
    expect(p).toMatchObject({ status: 200, single: 'single', returnRows: true });
  });

  it('touches nothing for an empty body', () => {
    const p = planRequest(req('PATCH', '/calendar_events?id=eq.abc', { prefer: 'return=representation' }, {}), catalog);
    expect(p.sql).toBe("SELECT 0::int8 AS page_total, '[]'::text AS body");
    expect(p.params).toEqual([]);
  });

  it('refuses non-object bodies, unknown columns, and limit/offset', () => {
    for (const body of [[{ title: 'x' }], 'x', null, undefined]) {
      expect(errorOf(() => planRequest(req('PATCH', '/calendar_events?id=eq.a', {}, body), catalog)).code).toBe('PGRST102');
    }
    expect(errorOf(() => planRequest(req('PATCH', '/calendar_events?id=eq.a', {}, { owner: 'me' }), catalog)).code).toBe('PGRST204');
    const paged = errorOf(() => planRequest(req('PATCH', '/calendar_events?limit=1', {}, { title: 'x' }), catalog));
    expect(paged.status).toBe(400);
    expect(paged.code).toBe('PGRST127');
  });
});

describe('DELETE', () => {
  it('deletes by id with return=minimal', () => {
    const p = planRequest(req('DELETE', '/activity_log?id=eq.abc'), catalog);
    expect(p.sql).toBe(`WITH pgrst_source AS (DELETE FROM ${T} WHERE ${T}."id" = $1::uuid RETURNING 1) ${minimalTail}`);
    expect(p.params).toEqual(['abc']);
    expect(p).toMatchObject({ status: 204, kind: 'delete', returnRows: false });
  });

  it('returns deleted rows and counts them', () => {
    const p = planRequest(req('DELETE', '/activity_log?activity_type=in.(a,b)&select=id', { prefer: 'return=representation,count=exact' }), catalog);
    expect(p.sql).toBe(
      `WITH pgrst_source AS (DELETE FROM ${T} WHERE ${T}."activity_type" IN ($1::text, $2::text) RETURNING ${T}."id") ` +
        `SELECT pg_catalog.count(*) AS page_total, coalesce(pg_catalog.json_agg(_postgrest_t), '[]'::json)::text AS body ` +
        `FROM (SELECT "pgrst_source"."id" AS "id" FROM pgrst_source) _postgrest_t`,
    );
    expect(p).toMatchObject({ status: 200, count: 'exact', preferenceApplied: 'return=representation, count=exact' });
    expect(p.countSql).toBeUndefined();
  });

  it('refuses a filter without an operator rather than deleting every row', () => {
    const error = errorOf(() => planRequest(req('DELETE', '/activity_log?id=abc'), catalog));
    expect(error.status).toBe(400);
    expect(error.code).toBe('PGRST100');
  });

  it('checks filter columns', () => {
    expect(errorOf(() => planRequest(req('DELETE', '/activity_log?owner=eq.1'), catalog)).toJSON()).toEqual({
      code: '42703',
      message: 'column activity_log.owner does not exist',
      details: null,
      hint: null,
    });
  });
});
