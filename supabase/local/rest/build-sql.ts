// planRequest: one PostgREST request (as @supabase/postgrest-js sends it) → one parameterised
// SQL statement and how to shape its answer. Pure: no connection, no I/O. Only tables and
// functions in the catalog (public schema) are reachable; every name is checked and quoted,
// every value bound. Bad input throws a RestError with PostgREST's code and status, and a
// PostgREST feature the app does not use throws PostgREST's PGRST127 (rest-errors.ts notSupported).
import { buildInsert } from './build-insert';
import { buildDelete, buildUpdate } from './build-mutation';
import { buildRead } from './build-read';
import { buildRpc, rpcArguments } from './build-rpc';
import { checkProfile, negotiateAccept, parsePrefer, type Preferences } from './parse-headers';
import { parseQuery, type ParsedQuery } from './parse-query';
import { parsePage } from './parse-range';
import { resolveColumn, tableScope } from './render-expr';
import { RestError, functionNotFound, notSupported, parseError, tableNotFound } from './rest-errors';
import type { BodyShape } from './sql-text';
import type { Catalog, PlanOptions, RestRequest, SqlPlan, TableInfo } from './types';

export type { Catalog, PlanOptions, RestRequest, SqlPlan } from './types';

const DEFAULT_MAX_ROWS = 1000;

type Target = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

function parsePath(path: string): Target {
  // Made only when needed: an Error captures a stack trace, which cost 2% of every request.
  const invalid = () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  let segments: string[];
  try {
    segments = path.replace(/^\/+/, '').split('/').map(decodeURIComponent);
  } catch {
    throw invalid();
  }
  if (segments.length === 1 && segments[0] === '') throw new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
  if (segments.length === 1 && segments[0]) return { kind: 'table', name: segments[0] };
  if (segments.length === 2 && segments[0] === 'rpc' && segments[1]) return { kind: 'rpc', name: segments[1] };
  throw invalid();
}

function appliedPreferences(prefer: Preferences, names: (keyof Preferences)[]): string | undefined {
  const applied = names.filter((n) => prefer[n] !== undefined).map((n) => `${n}=${prefer[n]}`);
  return applied.length > 0 ? applied.join(', ') : undefined;
}

export function planRequest(request: RestRequest, catalog: Catalog, options: PlanOptions = {}): SqlPlan {
  checkProfile(request);
  const target = parsePath(request.path);
  const prefer = parsePrefer(request.headers.prefer);
  const single = negotiateAccept(request.headers.accept);
  // supabase-js pages with limit/offset; a Range header would otherwise be quietly ignored.
  if (request.headers.range !== undefined) throw notSupported('The Range header (use limit and offset)');
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const method = request.method;
  const count = prefer.count ?? 'none';
  const base = { single: single ? 'single' : 'none', count, readOnly: method === 'GET' || method === 'HEAD' } as const;

  if (target.kind === 'rpc') {
    const fn = catalog.functions.get(target.name);
    if (!fn || fn.schema !== 'public') {
      const keys = method === 'POST' && typeof request.body === 'object' && request.body !== null ? Object.keys(request.body) : [...request.query.keys()];
      throw functionNotFound(target.name, keys);
    }
    if (method === 'GET' || method === 'HEAD') throw notSupported(`Calling a function with ${method}`);
    if (method !== 'POST') throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    const query = parseQuery(request.query);
    if (query.select || query.filters.length > 0 || query.order.length > 0 || query.limit !== null || query.offset !== null || query.columns || query.onConflict) {
      throw notSupported('select, filters, order, limit, offset or columns on a function call');
    }
    const args = rpcArguments(fn, request.body, query.args);
    const page = parsePage(null, null, fn.returnsSet ? maxRows : undefined);
    const isVoid = fn.returnType?.toLowerCase() === 'void';
    const shape: BodyShape = { returnRows: !isVoid, single };
    const built = buildRpc(fn, args, page, shape);
    return withPreferences({ ...base, ...built, returnRows: shape.returnRows, kind: 'call', rangeStart: 0, status: isVoid ? 204 : 200 }, appliedPreferences(prefer, ['count']));
  }

  const table = catalog.tables.get(target.name);
  if (!table || table.schema !== 'public') throw tableNotFound(target.name);
  if (method === 'PUT') throw notSupported('PUT (use POST with Prefer: resolution=merge-duplicates)');
  const query = parseQuery(request.query);
  rejectBareParameters(query);
  checkNames(table, query);

  if (method === 'GET' || method === 'HEAD') {
    const page = parsePage(query.limit, query.offset, maxRows);
    const shape: BodyShape = { returnRows: method === 'GET', single };
    const built = buildRead(table, query, page, shape);
    const plan: SqlPlan = { ...base, sql: built.sql, params: built.params, returnRows: shape.returnRows, kind: 'read', rangeStart: page.offset, status: 200 };
    if (count !== 'none') plan.countSql = built.countSql;
    return withPreferences(plan, appliedPreferences(prefer, ['count']));
  }

  if (query.limit !== null || query.offset !== null) throw notSupported(`limit/offset on ${method}`);
  if (query.order.length > 0) throw notSupported(`order on ${method}`);
  const representation = prefer.return === 'representation';
  const shape: BodyShape = { returnRows: representation, single };
  const writeBase = { ...base, returnRows: representation, rangeStart: 0 };
  switch (method) {
    case 'POST': {
      const built = buildInsert(table, query, request.body, shape, prefer.resolution);
      return withPreferences({ ...writeBase, ...built, kind: 'create', status: 201 }, appliedPreferences(prefer, ['return', 'count', 'resolution']));
    }
    case 'PATCH': {
      const built = buildUpdate(table, query, request.body, shape);
      return withPreferences({ ...writeBase, ...built, kind: 'update', status: representation ? 200 : 204 }, appliedPreferences(prefer, ['return', 'count']));
    }
    case 'DELETE': {
      const built = buildDelete(table, query, shape);
      return withPreferences({ ...writeBase, ...built, kind: 'delete', status: representation ? 200 : 204 }, appliedPreferences(prefer, ['return', 'count']));
    }
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${String(method)}`);
  }
}

/** Adds Preference-Applied. */
function withPreferences(plan: SqlPlan, applied: string | undefined): SqlPlan {
  if (applied) plan.preferenceApplied = applied;
  return plan;
}

/** On a table every non-reserved parameter must be a filter: `?id=5` would otherwise be ignored. */
function rejectBareParameters(query: ParsedQuery): void {
  const [bare] = query.args;
  if (bare) {
    throw parseError('filter', bare[1], `unknown or missing operator in ${bare[0]}=${bare[1]}; expected e.g. eq., in.(…), is.null`);
  }
}

/** PostgreSQL's limit on a statement's target list (MaxTupleAttributeNumber). */
const MAX_SELECTED_COLUMNS = 1664;

/** Every column named in select, filters and order exists, whatever the method; select= fits a target list. */
function checkNames(table: TableInfo, query: ParsedQuery): void {
  const scope = tableScope(table, '');
  let width = 0;
  for (const item of query.select ?? []) width += item.kind === 'star' ? table.columns.length : 1;
  if (width > MAX_SELECTED_COLUMNS) {
    throw new RestError(400, '54011', `target lists can have at most ${MAX_SELECTED_COLUMNS} entries`, `select= asks for ${width} columns`);
  }
  for (const item of query.select ?? []) if (item.kind === 'column') resolveColumn(scope, item.name);
  for (const term of query.order) resolveColumn(scope, term.column);
  for (const filter of query.filters) resolveColumn(scope, filter.column);
}
