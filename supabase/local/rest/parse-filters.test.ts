import { describe, expect, it } from 'vitest';
import { hasOperator, parseFilter, parseLogic } from './parse-filters';
import { errorOf } from './test-helpers.fixture';

describe('parseFilter', () => {
  it('reads operator and value; the value is everything after the first dot', () => {
    expect(parseFilter('title', 'eq.a.b,c(d)')).toEqual({
      field: { name: 'title', path: [] },
      negate: false,
      operation: { op: 'eq', value: 'a.b,c(d)' },
    });
  });

  it('keeps quotes in a top-level value (only logic trees unquote)', () => {
    expect(parseFilter('title', 'eq."x"').operation).toEqual({ op: 'eq', value: '"x"' });
  });

  it('reads the not. prefix', () => {
    expect(parseFilter('id', 'not.is.null')).toMatchObject({ negate: true, operation: { op: 'is', value: 'null' } });
    expect(parseFilter('id', 'not.in.(1,2)')).toMatchObject({ negate: true, operation: { op: 'in', values: ['1', '2'] } });
  });

  it('reads is values case-insensitively and refuses others', () => {
    expect(parseFilter('done', 'is.TRUE').operation).toEqual({ op: 'is', value: 'true' });
    expect(parseFilter('done', 'is.unknown').operation).toEqual({ op: 'is', value: 'unknown' });
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

  it('reads json paths in the column', () => {
    expect(parseFilter('metadata->>sender', 'eq.IRS').field).toEqual({
      name: 'metadata',
      path: [{ arrow: '->>', key: 'sender', index: false }],
    });
    expect(parseFilter('metadata->items->0->>name', 'eq.x').field.path).toEqual([
      { arrow: '->', key: 'items', index: false },
      { arrow: '->', key: '0', index: true },
      { arrow: '->>', key: 'name', index: false },
    ]);
  });

  it('reads quantifiers and full text search', () => {
    expect(parseFilter('title', 'like(any).{a*,*b}').operation).toEqual({ op: 'like', quantifier: 'any', value: '{a*,*b}' });
    expect(parseFilter('title', 'wfts(english).cats dogs').operation).toEqual({ op: 'fts', fn: 'wfts', config: 'english', value: 'cats dogs' });
    expect(errorOf(() => parseFilter('title', 'cs(any).{a}')).code).toBe('PGRST100');
    expect(errorOf(() => parseFilter('title', 'fts(english;drop).x')).code).toBe('PGRST100');
  });

  it('refuses unknown operators with PostgREST\'s message', () => {
    const error = errorOf(() => parseFilter('id', 'eqq.1'));
    expect(error.toJSON()).toEqual({
      code: 'PGRST100',
      message: '"failed to parse filter (eqq.1)" (line 1, column 1)',
      details: 'unknown single value operator eqq',
      hint: null,
    });
    expect(errorOf(() => parseFilter('id', 'eq')).code).toBe('PGRST100');
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
    expect(parseFilter('"odd name"', 'eq.1').field.name).toBe('odd name');
    expect(parseFilter('"id"', 'eq.1').field.name).toBe('id');
  });
});

describe('parseLogic', () => {
  it('parses supabase-js .or() strings into a tree', () => {
    expect(parseLogic('or', '(activity_type.eq.x,metadata.is.null)')).toEqual({
      kind: 'logic',
      negate: false,
      op: 'or',
      children: [
        { kind: 'filter', filter: { field: { name: 'activity_type', path: [] }, negate: false, operation: { op: 'eq', value: 'x' } } },
        { kind: 'filter', filter: { field: { name: 'metadata', path: [] }, negate: false, operation: { op: 'is', value: 'null' } } },
      ],
    });
  });

  it('nests and/or/not and unquotes values', () => {
    const tree = parseLogic('not.and', '(a.eq."x,y",or(b.in.(1,2),c.not.like.*z*),d.cs.{1,2})');
    expect(tree).toMatchObject({
      negate: true,
      op: 'and',
      children: [
        { filter: { operation: { op: 'eq', value: 'x,y' } } },
        { op: 'or', children: [{ filter: { operation: { op: 'in', values: ['1', '2'] } } }, { filter: { negate: true, operation: { op: 'like', value: '*z*' } } }] },
        { filter: { operation: { op: 'cs', value: '{1,2}' } } },
      ],
    });
  });

  it('refuses malformed trees', () => {
    for (const value of ['()', '(a.eq.1', 'a.eq.1', '(a.eq.1,)', '(a.xx.1)', '(a.eq.1))', '(xor(a.eq.1))']) {
      const error = errorOf(() => parseLogic('or', value));
      expect(error.code, value).toBe('PGRST100');
      expect(error.status, value).toBe(400);
    }
  });

  it('refuses trees nested too deeply instead of overflowing the stack', () => {
    const deep = `(${'and('.repeat(40)}a.eq.1${')'.repeat(40)})`;
    expect(errorOf(() => parseLogic('or', deep)).code).toBe('PGRST100');
  });

  it('refuses logic on embedded resources', () => {
    expect(errorOf(() => parseLogic('secret.or', '(a.eq.1)')).code).toBe('PGRST108');
  });
});

describe('hasOperator', () => {
  it('tells filters from plain parameters as PostgREST does', () => {
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
