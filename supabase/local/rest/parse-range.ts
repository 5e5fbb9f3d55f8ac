// The limit / offset query parameters (supabase-js's .limit() and .range()), capped by max rows
// as PostgREST's db-max-rows caps them. The Range header is not read: see build-sql.ts.
import { parseError, rangeError } from './rest-errors';

export interface Page {
  offset: number;
  /** Undefined: no LIMIT. */
  limit?: number;
}

function nonNegative(name: 'limit' | 'offset', raw: string): number {
  if (/^-\d+$/.test(raw.trim())) {
    if (name === 'limit') throw rangeError('Limit should be greater than or equal to zero.');
    throw parseError('offset parameter', raw, 'offset must be a non-negative integer');
  }
  if (!/^\d{1,15}$/.test(raw.trim())) {
    throw parseError(`${name} parameter`, raw, `${name} must be a non-negative integer below 10^15`);
  }
  return Number(raw.trim());
}

export function parsePage(limitParam: string | null, offsetParam: string | null, maxRows: number | undefined): Page {
  const offset = offsetParam === null ? 0 : nonNegative('offset', offsetParam);
  let limit = limitParam === null ? Infinity : nonNegative('limit', limitParam);
  if (maxRows !== undefined && Number.isFinite(maxRows)) limit = Math.min(limit, maxRows);
  return limit === Infinity ? { offset } : { offset, limit };
}
