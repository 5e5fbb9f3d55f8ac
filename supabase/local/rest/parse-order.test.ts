import { describe, expect, it } from 'vitest';
import { parseOrder } from './parse-order';
import { errorOf } from './test-helpers.fixture';

describe('parseOrder', () => {
  it('reads direction as supabase-js writes it', () => {
    expect(parseOrder('updated_at.desc,title.asc,id')).toEqual([{ column: 'updated_at', direction: 'desc' }, { column: 'title', direction: 'asc' }, { column: 'id' }]);
  });

  it('refuses nulls placement, JSON paths and embedded resources with PGRST127', () => {
    for (const order of ['title.asc.nullslast', 'event_date.nullsfirst', 'metadata->>deadline.desc', 'users(name).asc']) {
      const error = errorOf(() => parseOrder(order));
      expect(error.status, order).toBe(400);
      expect(error.code, order).toBe('PGRST127');
    }
  });

  it('refuses bad specs', () => {
    for (const order of ['', 'id.ac', 'id.descc', 'id.asc.nulls', 'id.sideways', 'id,', 'id;drop table x']) {
      const error = errorOf(() => parseOrder(order));
      expect(error.status, order).toBe(400);
      expect(error.code, order).toBe('PGRST100');
      expect(error.message, order).toContain('failed to parse order');
    }
  });
});
