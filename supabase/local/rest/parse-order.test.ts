import { describe, expect, it } from 'vitest';
import { parseOrder } from './parse-order';
import { errorOf } from './test-helpers.fixture';

describe('parseOrder', () => {
  it('reads direction and nulls placement as supabase-js writes them', () => {
    expect(parseOrder('updated_at.desc,title.asc.nullslast,id,event_date.nullsfirst')).toEqual([
      { field: { name: 'updated_at', path: [] }, direction: 'desc' },
      { field: { name: 'title', path: [] }, direction: 'asc', nulls: 'nullslast' },
      { field: { name: 'id', path: [] } },
      { field: { name: 'event_date', path: [] }, nulls: 'nullsfirst' },
    ]);
  });

  it('reads json paths', () => {
    expect(parseOrder('metadata->>deadline.desc')).toEqual([
      { field: { name: 'metadata', path: [{ arrow: '->>', key: 'deadline', index: false }] }, direction: 'desc' },
    ]);
  });

  it('refuses bad specs', () => {
    for (const order of ['', 'id.ac', 'id.descc', 'id.asc.nulls', 'id.sideways', 'id,', 'users(name).asc', 'id;drop table x']) {
      const error = errorOf(() => parseOrder(order));
      expect(error.status, order).toBe(400);
      expect(error.code, order).toBe('PGRST100');
      expect(error.message, order).toContain('failed to parse order');
    }
  });
});
