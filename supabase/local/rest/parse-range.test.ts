import { describe, expect, it } from 'vitest';
import { parsePage } from './parse-range';
import { errorOf } from './test-helpers.fixture';

describe('parsePage', () => {
  it('reads limit and offset as supabase-js sends them for .limit() and .range()', () => {
    expect(parsePage('100', null, undefined)).toEqual({ offset: 0, limit: 100 });
    expect(parsePage('10', '20', undefined)).toEqual({ offset: 20, limit: 10 });
    expect(parsePage(null, null, undefined)).toEqual({ offset: 0 });
    expect(parsePage('0', null, undefined)).toEqual({ offset: 0, limit: 0 });
  });

  it('caps every read at max rows, like db-max-rows', () => {
    expect(parsePage(null, null, 1000)).toEqual({ offset: 0, limit: 1000 });
    expect(parsePage('5000', '10', 1000)).toEqual({ offset: 10, limit: 1000 });
    expect(parsePage('50', null, 1000)).toEqual({ offset: 0, limit: 50 });
  });

  it('refuses negative, fractional, huge and non-numeric values', () => {
    expect(errorOf(() => parsePage('-1', null, undefined)).toJSON()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'Limit should be greater than or equal to zero.',
      hint: null,
    });
    expect(errorOf(() => parsePage('-1', null, undefined)).status).toBe(416);
    for (const [limit, offset] of [
      ['1.5', null],
      ['1e3', null],
      ['99999999999999999999', null],
      ['ten', null],
      ['1;drop', null],
      [null, '-5'],
      [null, '9999999999999999'],
      [null, '0x10'],
      ['', null],
    ] as const) {
      const error = errorOf(() => parsePage(limit, offset, undefined));
      expect(error.status, `${limit} ${offset}`).toBe(400);
      expect(error.code, `${limit} ${offset}`).toBe('PGRST100');
    }
  });
});
