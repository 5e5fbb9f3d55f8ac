import { describe, expect, it } from 'vitest';
import { planRequest } from './build-sql';
import { catalog, req } from './catalog.fixture';

const T = '"public"."activity_log"';
const wrap = (inner: string) => `SELECT pg_catalog.count(*) AS page_total, coalesce(pg_catalog.json_agg(_postgrest_t), '[]'::json)::text AS body FROM (${inner}) _postgrest_t`;
const plan = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => planRequest(req(method, url, headers), catalog);

describe('GET on a table', () => {
  it("builds the spec's activity list: columns, owner filter, newest first, limit 100", () => {
    const p = plan('/activity_log?select=id,activity_type,created_at&user_id=eq.8d0f9c1e-0000-4000-8000-000000000001&order=created_at.desc&limit=100');
    expect(p.sql).toBe(
      wrap(
        `SELECT ${T}."id" AS "id", ${T}."activity_type" AS "activity_type", ${T}."created_at" AS "created_at" FROM ${T} ` +
          `WHERE ${T}."user_id" = $1::uuid ORDER BY ${T}."created_at" DESC LIMIT $2`,
      ),
    );
    expect(p.params).toEqual(['8d0f9c1e-0000-4000-8000-000000000001', 100]);
    expect(p).toMatchObject({ returnRows: true, single: 'none', count: 'none', rangeStart: 0, status: 200, kind: 'read', readOnly: true });
    expect(p.countSql).toBeUndefined();
  });

  it('selects t.* by default and caps the page at max rows', () => {
    const p = plan('/activity_log');
    expect(p.sql).toBe(wrap(`SELECT ${T}.* FROM ${T} LIMIT $1`));
    expect(p.params).toEqual([1000]);
    expect(planRequest(req('GET', '/activity_log'), catalog, { maxRows: Infinity }).sql).toBe(wrap(`SELECT ${T}.* FROM ${T}`));
  });

  it('casts each value to its column type and binds it, for every comparison operator', () => {
    const p = plan('/calendar_events?select=id&event_date=gte.2026-01-01&event_date=lt.2026-02-01&title=neq.x&event_type=in.(appointment,"letter_deadline")&id=lte.z&id=gt.a');
    const C = '"public"."calendar_events"';
    expect(p.sql).toBe(
      wrap(
        `SELECT ${C}."id" AS "id" FROM ${C} WHERE ${C}."event_date" >= $1::timestamptz AND ${C}."event_date" < $2::timestamptz ` +
          `AND ${C}."title" <> $3::text AND ${C}."event_type" IN ($4::text, $5::text) AND ${C}."id" <= $6::uuid AND ${C}."id" > $7::uuid LIMIT $8`,
      ),
    );
    expect(p.params).toEqual(['2026-01-01', '2026-02-01', 'x', 'appointment', 'letter_deadline', 'z', 'a', 1000]);
  });

  it('binds values with quotes and SQL in them unchanged', () => {
    const evil = `x'); drop table activity_log; --`;
    const p = plan(`/activity_log?select=id&activity_type=eq.${encodeURIComponent(evil)}`);
    expect(p.sql).not.toContain('drop');
    expect(p.sql).toContain(`${T}."activity_type" = $1::text`);
    expect(p.params[0]).toBe(evil);
  });

  it('turns like/ilike stars into % and leaves the pattern uncast', () => {
    const p = plan('/activity_log?select=id&activity_type=ilike.*letter*&activity_description=like.Due%25');
    expect(p.sql).toContain(`${T}."activity_type" ILIKE $1 AND ${T}."activity_description" LIKE $2`);
    expect(p.params.slice(0, 2)).toEqual(['%letter%', 'Due%']);
  });

  it('renders is.null and in lists, empty ones as false', () => {
    const C = '"public"."calendar_events"';
    const p = plan('/calendar_events?select=id&metadata=is.null&id=in.()&event_type=in.(a,"b,c")');
    expect(p.sql).toContain(`WHERE ${C}."metadata" IS NULL AND false AND ${C}."event_type" IN ($1::text, $2::text) LIMIT $3`);
    expect(p.params).toEqual(['a', 'b,c', 1000]);
  });

  it('pages with limit/offset (.range)', () => {
    const p = plan('/activity_log?select=id&offset=20&limit=10');
    expect(p.sql).toContain('LIMIT $1 OFFSET $2');
    expect(p.params).toEqual([10, 20]);
    expect(p.rangeStart).toBe(20);
  });

  it('emits a count query with the same WHERE for Prefer: count=exact', () => {
    const p = plan('/activity_log?select=id&activity_type=eq.a&id=in.(x,y)&limit=5', { prefer: 'count=exact' });
    expect(p.count).toBe('exact');
    expect(p.countSql).toEqual({
      sql: `SELECT pg_catalog.count(*) AS total FROM ${T} WHERE ${T}."activity_type" = $1::text AND ${T}."id" IN ($2::uuid, $3::uuid)`,
      params: ['a', 'x', 'y'],
    });
    expect(p.preferenceApplied).toBe('count=exact');
  });

  it('HEAD computes no body; single() asks for the first element', () => {
    const head = plan('/activity_log?select=id', { prefer: 'count=exact' }, 'HEAD');
    expect(head.sql).toBe(`SELECT pg_catalog.count(*) AS page_total, NULL::text AS body FROM (SELECT ${T}."id" AS "id" FROM ${T} LIMIT $1) _postgrest_t`);
    expect(head.returnRows).toBe(false);
    expect(head.countSql?.sql).toBe(`SELECT pg_catalog.count(*) AS total FROM ${T}`);

    const single = plan('/activity_log?select=id&id=eq.1', { accept: 'application/vnd.pgrst.object+json' });
    expect(single.single).toBe('single');
    expect(single.sql).toMatch(/^SELECT pg_catalog\.count\(\*\) AS page_total, coalesce\(\(pg_catalog\.json_agg\(_postgrest_t\)\)->0, 'null'::json\)::text AS body/);
  });
});
