import { describe, expect, it } from 'vitest';
import { planRequest } from './build-sql';
import { catalog, req } from './catalog.fixture';
import { errorOf } from './test-helpers.fixture';

const T = '"public"."activity_log"';
const minimalTail = 'SELECT pg_catalog.count(*) AS page_total, NULL::text AS body FROM pgrst_source';
const rowsTail = (select: string) =>
  `SELECT pg_catalog.count(*) AS page_total, coalesce(pg_catalog.json_agg(_postgrest_t), '[]'::json)::text AS body FROM (SELECT ${select} FROM pgrst_source) _postgrest_t`;
const post = (url: string, body: unknown, headers: Record<string, string> = {}) => planRequest(req('POST', url, headers, body), catalog);

describe('POST insert', () => {
  it('inserts one object with return=minimal: RETURNING 1 only, so insert-only roles are not refused', () => {
    const body = { activity_type: 'Letter Analysis', metadata: { sender: "O'Brien & Co" } };
    const p = post('/activity_log', body);
    expect(p.sql).toBe(
      `WITH pgrst_source AS (INSERT INTO ${T} ("activity_type", "metadata") SELECT pgrst_body."activity_type", pgrst_body."metadata" ` +
        `FROM pg_catalog.jsonb_to_recordset($1::jsonb) AS pgrst_body("activity_type" text, "metadata" jsonb) RETURNING 1) ${minimalTail}`,
    );
    expect(p.params).toEqual([JSON.stringify([body])]);
    expect(p).toMatchObject({ status: 201, returnRows: false, kind: 'create', rangeStart: 0, readOnly: false });
  });

  it('returns the selected columns with return=representation (insert().select())', () => {
    const p = post('/activity_log?select=id,created_at', { activity_type: 'x' }, { prefer: 'return=representation' });
    expect(p.sql).toBe(
      `WITH pgrst_source AS (INSERT INTO ${T} ("activity_type") SELECT pgrst_body."activity_type" ` +
        `FROM pg_catalog.jsonb_to_recordset($1::jsonb) AS pgrst_body("activity_type" text) RETURNING ${T}."id", ${T}."created_at") ` +
        rowsTail('"pgrst_source"."id" AS "id", "pgrst_source"."created_at" AS "created_at"'),
    );
    expect(p).toMatchObject({ status: 201, returnRows: true, preferenceApplied: 'return=representation' });
  });

  it("inserts an array under supabase-js's columns= list; missing keys become NULL as in PostgREST", () => {
    const body = [{ activity_type: 'a' }, { activity_type: 'b', metadata: { x: 1 } }];
    const p = post('/activity_log?columns=%22activity_type%22,%22metadata%22&select=*', body, { prefer: 'return=representation' });
    expect(p.sql).toBe(
      `WITH pgrst_source AS (INSERT INTO ${T} ("activity_type", "metadata") SELECT pgrst_body."activity_type", pgrst_body."metadata" ` +
        `FROM pg_catalog.jsonb_to_recordset($1::jsonb) AS pgrst_body("activity_type" text, "metadata" jsonb) RETURNING ${T}.*) ` +
        rowsTail('"pgrst_source".*'),
    );
    expect(p.params).toEqual([JSON.stringify(body)]);
  });

  it('takes only the columns= listed, ignoring other keys', () => {
    const p = post('/activity_log?columns=activity_type', { activity_type: 'a', user_id: 'someone-else' });
    expect(p.sql).toContain(`INSERT INTO ${T} ("activity_type") SELECT pgrst_body."activity_type"`);
  });

  it('inserts rows of defaults for {} and nothing for []', () => {
    expect(post('/activity_log', {}).sql).toBe(`WITH pgrst_source AS (INSERT INTO ${T} ("id") VALUES (DEFAULT) RETURNING 1) ${minimalTail}`);
    expect(post('/activity_log', [{}, {}]).sql).toContain('VALUES (DEFAULT), (DEFAULT)');
    expect(post('/activity_log', []).sql).toBe(`WITH pgrst_source AS (INSERT INTO ${T} ("id") SELECT NULL WHERE false RETURNING 1) ${minimalTail}`);
  });

  it('refuses bodies that are not an object or an array of objects', () => {
    for (const body of [undefined, null, 'text', 42, true, [1, 2], [{ a: 1 }, null], [[]]]) {
      const error = errorOf(() => post('/activity_log', body));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.code, JSON.stringify(body)).toBe('PGRST102');
    }
  });

  it('refuses arrays whose keys differ when no columns= is given', () => {
    const error = errorOf(() => post('/activity_log', [{ activity_type: 'a' }, { activity_type: 'b', metadata: {} }]));
    expect(error.toJSON()).toEqual({ code: 'PGRST102', message: 'All object keys must match', details: null, hint: null });
  });

  it('refuses unknown or hostile column names in the body and in columns= with PGRST204', () => {
    for (const key of ['nope', 'id;drop table x', '"id"', 'id)or(1=1', 'activity_type" text); drop table x; --']) {
      const error = errorOf(() => post('/activity_log', { [key]: 1 }));
      expect(error.status, key).toBe(400);
      expect(error.code, key).toBe('PGRST204');
      expect(error.message, key).toBe(`Could not find the '${key}' column of 'activity_log' in the schema cache`);
    }
    expect(errorOf(() => post('/activity_log?columns=activity_type,secret', { activity_type: 'a' })).code).toBe('PGRST204');
  });

  it('checks select= columns even when nothing is returned', () => {
    const error = errorOf(() => post('/activity_log?select=password', { activity_type: 'a' }));
    expect(error.toJSON()).toEqual({ code: '42703', message: 'column activity_log.password does not exist', details: null, hint: null });
  });
});

describe('POST upsert', () => {
  it('merges duplicates on the primary key by default', () => {
    const p = post('/ai_usage', { user_id: 'u', month: '2026-01-01', letter_explanations: 1 }, { prefer: 'resolution=merge-duplicates' });
    expect(p.sql).toContain(
      'ON CONFLICT ("user_id", "month") DO UPDATE SET "user_id" = EXCLUDED."user_id", "month" = EXCLUDED."month", ' +
        '"letter_explanations" = EXCLUDED."letter_explanations" RETURNING 1)',
    );
    expect(p.preferenceApplied).toBe('resolution=merge-duplicates');
  });

  it('uses on_conflict= columns and ignore-duplicates', () => {
    const p = post('/activity_log?on_conflict=id', [{ id: 'a', activity_type: 'x' }], { prefer: 'resolution=ignore-duplicates,return=representation' });
    expect(p.sql).toContain(`ON CONFLICT ("id") DO NOTHING RETURNING ${T}.*)`);
  });

  it('refuses unknown on_conflict columns and merges without a conflict target', () => {
    expect(errorOf(() => post('/activity_log?on_conflict=nope', { id: 'a' }, { prefer: 'resolution=merge-duplicates' })).code).toBe('42703');
    expect(errorOf(() => post('/activity_log?on_conflict=id;drop', { id: 'a' }, { prefer: 'resolution=merge-duplicates' })).code).toBe('PGRST100');
    const error = errorOf(() => post('/no_pk', { a: 1 }, { prefer: 'resolution=merge-duplicates' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('42P10');
    expect(post('/no_pk', { a: 1 }, { prefer: 'resolution=ignore-duplicates' }).sql).toContain('ON CONFLICT DO NOTHING');
  });
});
