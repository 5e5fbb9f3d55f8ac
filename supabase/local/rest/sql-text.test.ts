import { describe, expect, it } from 'vitest';
import { Params, qualifiedTable, quoteIdent, sqlType, wrapResult } from './sql-text';

describe('quoteIdent', () => {
  it('always double-quotes and doubles inner quotes', () => {
    expect(quoteIdent('id')).toBe('"id"');
    expect(quoteIdent('a"b')).toBe('"a""b"');
    expect(quoteIdent('x"; drop table t; --')).toBe('"x""; drop table t; --"');
    expect(qualifiedTable('activity_log')).toBe('"public"."activity_log"');
    expect(() => quoteIdent('a\0b')).toThrow();
  });
});

describe('sqlType', () => {
  it('keeps the names format_type() and udt_name give', () => {
    for (const t of [
      'uuid',
      'text',
      'jsonb',
      'timestamptz',
      'int4',
      '_text',
      'text[]',
      'timestamp with time zone',
      'character varying(255)',
      'numeric(10,2)',
      'timestamp(3) with time zone',
      'public."MyEnum"',
      '"MyEnum"[]',
    ]) {
      expect(sqlType(t), t).toBe(t);
    }
  });

  it('quotes anything else as one identifier', () => {
    expect(sqlType('text); drop table x; --')).toBe('"text); drop table x; --"');
    expect(sqlType("it's")).toBe('"it\'s"');
    expect(sqlType('USER-DEFINED')).toBe('"USER-DEFINED"');
  });
});

describe('Params', () => {
  it('numbers placeholders in order', () => {
    const p = new Params();
    expect([p.add('a'), p.add(2), p.add(null)]).toEqual(['$1', '$2', '$3']);
    expect(p.values).toEqual(['a', 2, null]);
  });
});

describe('wrapResult', () => {
  it('aggregates rows into a JSON array, one value, or nothing', () => {
    const head = 'SELECT pg_catalog.count(*) AS page_total, ';
    expect(wrapResult('SELECT 1', { returnRows: true, single: false })).toBe(
      `${head}coalesce(pg_catalog.json_agg(_postgrest_t), '[]'::json)::text AS body FROM (SELECT 1) _postgrest_t`,
    );
    expect(wrapResult('SELECT 1', { returnRows: true, single: true })).toBe(
      `${head}coalesce((pg_catalog.json_agg(_postgrest_t))->0, 'null'::json)::text AS body FROM (SELECT 1) _postgrest_t`,
    );
    expect(wrapResult('SELECT 1', { returnRows: false, single: false })).toBe(`${head}NULL::text AS body FROM (SELECT 1) _postgrest_t`);
  });
});
