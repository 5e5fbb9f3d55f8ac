// limit / offset query parameters and the Range header (GET only, e.g. `Range: 0-9`), combined
// the way PostgREST does: their intersection, then capped by max rows.
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

export function parsePage(
  limitParam: string | null,
  offsetParam: string | null,
  rangeHeader: string | undefined,
  maxRows: number | undefined,
): Page {
  let lower = offsetParam === null ? 0 : nonNegative('offset', offsetParam);
  let upper = limitParam === null ? Infinity : lower + nonNegative('limit', limitParam) - 1;

  const header = rangeHeader === undefined ? null : /^\s*(\d{1,15})-(\d{0,15})\s*$/.exec(rangeHeader);
  if (header) {
    const from = Number(header[1]);
    const to = header[2] === '' ? Infinity : Number(header[2]);
    if (from > to) {
      throw rangeError('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
    }
    lower = Math.max(lower, from);
    upper = Math.min(upper, to);
  }
  if (maxRows !== undefined && Number.isFinite(maxRows)) upper = Math.min(upper, lower + maxRows - 1);
  const page: Page = { offset: lower };
  if (upper !== Infinity) page.limit = Math.max(0, upper - lower + 1);
  return page;
}
