import { describe, expect, it } from 'vitest';
import { parseSelect } from './parse-select';
import { errorOf } from './test-helpers.fixture';

describe('parseSelect', () => {
  it('reads columns and *', () => {
    expect(parseSelect('id,title,created_at', 't')).toEqual([
      { kind: 'field', field: { name: 'id', path: [] } },
      { kind: 'field', field: { name: 'title', path: [] } },
      { kind: 'field', field: { name: 'created_at', path: [] } },
    ]);
    expect(parseSelect('*', 't')).toEqual([{ kind: 'star' }]);
    expect(parseSelect('*,id', 't')).toEqual([{ kind: 'star' }, { kind: 'field', field: { name: 'id', path: [] } }]);
  });

  it('reads aliases, casts and json paths together', () => {
    expect(parseSelect('when:created_at::text,sender:metadata->>sender,metadata->tags->0', 't')).toEqual([
      { kind: 'field', field: { name: 'created_at', path: [] }, alias: 'when', cast: 'text' },
      { kind: 'field', field: { name: 'metadata', path: [{ arrow: '->>', key: 'sender', index: false }] }, alias: 'sender' },
      {
        kind: 'field',
        field: { name: 'metadata', path: [{ arrow: '->', key: 'tags', index: false }, { arrow: '->', key: '0', index: true }] },
      },
    ]);
  });

  it('accepts spaces around items and quoted names', () => {
    expect(parseSelect(' id , "my col" ', 't')).toEqual([
      { kind: 'field', field: { name: 'id', path: [] } },
      { kind: 'field', field: { name: 'my col', path: [] } },
    ]);
  });

  it('refuses embedded resources with PGRST200 naming both sides', () => {
    for (const select of ['*,secret(*)', 'id,owner:users(id)', 'users!inner(id)', '..users(id)']) {
      const error = errorOf(() => parseSelect(select, 'activity_log'));
      expect(error.status, select).toBe(400);
      expect(error.code, select).toBe('PGRST200');
      expect(error.message, select).toMatch(/^Could not find a relationship between 'activity_log' and 'users?|secret'/);
    }
    expect(errorOf(() => parseSelect('*,secret(*)', 'activity_log')).message).toBe(
      "Could not find a relationship between 'activity_log' and 'secret' in the schema cache",
    );
  });

  it('refuses aggregates', () => {
    expect(errorOf(() => parseSelect('count()', 't')).code).toBe('PGRST123');
  });

  it('refuses casts that are not plain type names', () => {
    for (const select of ['id::text;drop table x', 'id::text)', 'id::', 'id::"text"', 'id::text[]']) {
      const error = errorOf(() => parseSelect(select, 't'));
      expect(error.code, select).toBe('PGRST100');
    }
  });

  it('refuses junk and injection attempts with PGRST100', () => {
    for (const select of ['', ',', 'id,', 'id;drop table x', 'id)or(1=1', 'id--x', "id'", 'a:b:c']) {
      const error = errorOf(() => parseSelect(select, 't'));
      expect(error.status, select).toBe(400);
      expect(error.code, select).toBe('PGRST100');
      expect(error.message, select).toContain('failed to parse select parameter');
    }
  });
});
