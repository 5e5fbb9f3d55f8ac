import { describe, expect, it } from 'vitest';
import { hasOperator, parseFilter } from './parse-filters';
import { errorOf } from './test-helpers.fixture';

describe('parseFilter', () => {
  it('reads operator and value; the value is everything after the first dot', () => {
    expect(parseFilter('title', 'eq.a.b,c(d)')).toEqual({ column: 'title', operation: { op: 'eq', value: 'a.b,c(d)' } });
    for (const op of ['neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']) expect(parseFilter('title', `${op}.x`).operation).toEqual({ op, value: 'x' });
  });

  it('keeps quotes in a value', () => {
    expect(parseFilter('title', 'eq."x"').operation).toEqual({ op: 'eq', value: '"x"' });
  });

  it('reads is.null in any case and refuses other values', () => {
    expect(parseFilter('done', 'is.NULL').operation).toEqual({ op: 'is', value: 'null' });
    const error = errorOf(() => parseFilter('done', 'is.maybe'));
    expect(error.status).toBe(400);
    expect(error.code).toBe('PGRST100');
    expect(error.details).toContain('null or trilean value');
  });

  it('reads in lists with PostgREST quoting and backslash escapes', () => {
    expect(parseFilter('id', 'in.(a,"b,c","d\\"e",f g)').operation).toEqual({ op: 'in', values: ['a', 'b,c', 'd"e', 'f g'] });
    expect(parseFilter('id', 'in.()').operation).toEqual({ op: 'in', values: [] });
    expect(parseFilter('id', 'in.("")').operation).toEqual({ op: 'in', values: [''] });
  });

  it('refuses malformed in lists', () => {
    for (const bad of ['in.(a,b', 'in.a,b', 'in.("a"b)', 'in.(a))', 'in.("open)']) {
      const error = errorOf(() => parseFilter('id', bad));
      expect(error.code, bad).toBe('PGRST100');
      expect(error.status, bad).toBe(400);
    }
  });

  it("refuses unknown operators with PostgREST's message", () => {
    const error = errorOf(() => parseFilter('id', 'eqq.1'));
    expect(error.toJSON()).toEqual({
      code: 'PGRST100',
      message: '"failed to parse filter (eqq.1)" (line 1, column 1)',
      details: 'unknown single value operator eqq',
      hint: null,
    });
    expect(errorOf(() => parseFilter('id', 'eq')).code).toBe('PGRST100');
  });

  it('refuses PostgREST features the app does not use with PGRST127', () => {
    const cases: [string, string, string][] = [
      ['tags', 'cs.{a}', 'The cs operator'],
      ['title', 'fts(english).cat', 'The fts operator'],
      ['title', 'wfts.cat dog', 'The wfts operator'],
      ['title', 'match.^a', 'The match operator'],
      ['title', 'isdistinct.x', 'The isdistinct operator'],
      ['title', 'like(any).{a*,b*}', 'A quantifier such as like(any) or like(all)'],
      ['id', 'eq(all).{1,2}', 'A quantifier such as eq(any) or eq(all)'],
      ['id', 'not.is.null', 'Negating a filter (not.)'],
      ['done', 'is.true', 'The filter is.true (only is.null is)'],
      ['metadata->>sender', 'eq.IRS', 'A JSON path (->, ->>)'],
    ];
    for (const [key, value, feature] of cases) {
      expect(errorOf(() => parseFilter(key, value)).toJSON(), `${key}=${value}`).toEqual({
        code: 'PGRST127',
        message: 'Feature not implemented',
        details: `${feature} is not supported by the local server`,
        hint: null,
      });
    }
  });

  it('refuses injection in the column name before any SQL is made', () => {
    for (const key of ['id;drop table x', 'id)or(1=1', 'id--', 'id/*x*/']) {
      const error = errorOf(() => parseFilter(key, 'eq.1'));
      expect(error.status, key).toBe(400);
      expect(error.code, key).toBe('PGRST100');
    }
  });

  it('refuses filters on embedded resources', () => {
    const error = errorOf(() => parseFilter('secret.col', 'eq.1'));
    expect(error.code).toBe('PGRST108');
    expect(error.message).toBe("'secret' is not an embedded resource in this request");
  });

  it('accepts a quoted column name, which is then checked against the catalog like any other', () => {
    expect(parseFilter('"odd name"', 'eq.1').column).toBe('odd name');
    expect(parseFilter('"id"', 'eq.1').column).toBe('id');
  });
});

describe('hasOperator', () => {
  it('tells filters from plain parameters as PostgREST does, refused operators included', () => {
    expect(hasOperator('eq.1')).toBe(true);
    expect(hasOperator('not.eq.1')).toBe(true);
    expect(hasOperator('is.null')).toBe(true);
    expect(hasOperator('like(any).{a}')).toBe(true);
    expect(hasOperator('plfts.cat')).toBe(true);
    expect(hasOperator('5')).toBe(false);
    expect(hasOperator('hello.world')).toBe(false);
    expect(hasOperator('not.x')).toBe(false);
  });
});
