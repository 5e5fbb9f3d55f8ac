// The other half of the protocol: a plan's one result row { page_total, body } (and the count,
// if asked) → status, Content-Range, Content-Type, Preference-Applied and body, as PostgREST
// answers (src/PostgREST/Response.hs, RangeQuery.hs). Throws RestError for a failed single()
// (406) or an offset past the end (416): the handler must then roll the transaction back.
import { rangeError, singularityError } from './rest-errors';
import type { SqlPlan } from './types';

export interface StatementResult {
  page_total: number | string | bigint;
  body: string | null;
}

export interface ShapedResponse {
  status: number;
  headers: Record<string, string>;
  /** Text to send, or null for no body (204, HEAD, return=minimal). */
  body: string | null;
}

function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === undefined ? '*' : total}`;
}

export function shapeResponse(plan: SqlPlan, result: StatementResult, total?: number | string | bigint | null): ShapedResponse {
  const pageTotal = Number(result.page_total);
  if (plan.single === 'single' && pageTotal !== 1) throw singularityError(pageTotal);

  const known = plan.count === 'none' ? undefined : Number(total ?? pageTotal);
  const headers: Record<string, string> = {};
  let status = plan.status;

  if (plan.kind === 'read' || plan.kind === 'call') {
    const lower = plan.rangeStart;
    const upper = lower + pageTotal - 1;
    if (known !== undefined) {
      if (lower > known) throw rangeError(`An offset of ${lower} was requested, but there are only ${known} rows.`);
      if (1 + upper - lower < known) status = 206;
    }
    headers['Content-Range'] = contentRange(lower, upper, known);
  } else if (plan.kind === 'create') {
    headers['Content-Range'] = contentRange(1, 0, known);
  } else {
    headers['Content-Range'] = contentRange(0, pageTotal - 1, known);
  }
  if (plan.preferenceApplied) headers['Preference-Applied'] = plan.preferenceApplied;

  const body = plan.returnRows && status !== 204 ? result.body : null;
  if (body !== null) {
    const type = plan.single === 'none' ? 'application/json' : 'application/vnd.pgrst.object+json';
    headers['Content-Type'] = `${type}; charset=utf-8`;
  }
  return { status, headers, body };
}
