import { describe, expect, it } from 'vitest';
import { parseSelect } from './parse-select';
import { errorOf } from './test-helpers.fixture';

describe('parseSelect', () => {
  it('reads columns and *', () => {
    expect(parseSelect('id,title,created_at')).toEqual([
      { kind: 'column', name: 'id' },
      { kind: 'column', name: 'title' },
      { kind: 'column', name: 'created_at' },
    ]);
    expect(parseSelect('*')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('*,id')).toEqual([{ kind: 'star' }, { kind: 'column', name: 'id' }]);
  });

  it('accepts spaces around items and quoted names', () => {
    expect(parseSelect(' id , "my col" ')).toEqual([
      { kind: 'column', name: 'id' },
      { kind: 'column', name: 'my col' },
    ]);
  });

  it('refuses renaming, casts, JSON paths and embedding with PGRST127', () => {
    const cases: [string, string][] = [
      ['when:created_at', 'Renaming a column in select (alias:col)'],
      ['created_at::text', 'A cast in select (col::type)'],
      ['metadata->>sender', 'A JSON path (->, ->>)'],
      ['metadata->tags->0', 'A JSON path (->, ->>)'],
      ['*,secret(*)', 'An embedded resource (other(*))'],
      ['users!inner(id)', 'An embedded resource (other(*))'],
      ['..users(id)', 'Spreading an embedded resource (..other(*))'],
      ['a:b:c', 'Renaming a column in select (alias:col)'],
    ];
    for (const [select, feature] of cases) {
      const error = errorOf(() => parseSelect(select));
      expect(error.status, select).toBe(400);
      expect(error.code, select).toBe('PGRST127');
      expect(error.details, select).toBe(`${feature} is not supported by the local server`);
    }
  });

  it('refuses aggregates as PostgREST does when they are disabled', () => {
    expect(errorOf(() => parseSelect('count()')).code).toBe('PGRST123');
  });

  it('refuses junk and injection attempts with PGRST100', () => {
    for (const select of ['', ',', 'id,', 'id;drop table x', 'id)or(1=1', 'id--x', "id'"]) {
      const error = errorOf(() => parseSelect(select));
      expect(error.status, select).toBe(400);
      expect(error.code, select).toBe('PGRST100');
      expect(error.message, select).toContain('failed to parse select parameter');
    }
  });
});
