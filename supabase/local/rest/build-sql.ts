// planRequest: one PostgREST request (as @supabase/postgrest-js sends it) → one parameterised
// SQL statement and how to shape its answer. Pure: no connection, no I/O. Only tables and
// functions in the catalog (public schema) are reachable; every name is checked and quoted,
// every value bound. Bad input throws a RestError with PostgREST's code and status.
import { buildInsert, buildPut } from './build-insert';
import { buildDelete, buildUpdate } from './build-mutation';
import { buildRead } from './build-read';
import { buildRpc, rpcArguments } from './build-rpc';
import { checkProfile, negotiateAccept, parsePrefer, type Preferences } from './parse-headers';
import { parseQuery, type ParsedQuery } from './parse-query';
import { parsePage } from './parse-range';
import { resolveColumn, tableScope } from './render-expr';
import { RestError, functionNotFound, parseError, tableNotFound } from './rest-errors';
import type { BodyShape } from './sql-text';
import type { Catalog, PlanOptions, RestRequest, SqlPlan, TableInfo } from './types';

export type { Catalog, ColumnInfo, FunctionInfo, PlanOptions, RestRequest, SqlPlan, TableInfo } from './types';

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
  const applied = names.filter((n) => prefer[n] !== undefined).map((n) => `${n === 'maxAffected' ? 'max-affected' : n}=${prefer[n]}`);
  return applied.length > 0 ? applied.join(', ') : undefined;
}

export function planRequest(request: RestRequest, catalog: Catalog, options: PlanOptions = {}): SqlPlan {
  checkProfile(request);
  const target = parsePath(request.path);
  const prefer = parsePrefer(request.headers.prefer);
  const accept = negotiateAccept(request.headers.accept);
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const method = request.method;
  const count = prefer.count ?? 'none';
  const single = accept.single ? 'single' : 'none';
  const base = { single, count, readOnly: method === 'GET' || method === 'HEAD' } as const;

  if (target.kind === 'rpc') {
    const fn = catalog.functions.get(target.name);
    if (!fn || fn.schema !== 'public') {
      const keys = method === 'POST' && typeof request.body === 'object' && request.body !== null ? Object.keys(request.body) : [...request.query.keys()];
      throw functionNotFound(target.name, keys);
    }
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
    const query = parseQuery(request.query, fn.name);
    const args = rpcArguments(fn, method, query, request.body);
    const range = method === 'GET' ? request.headers.range : undefined;
    const page = parsePage(query.limit, query.offset, range, fn.returnsSet ? maxRows : undefined);
    const isVoid = fn.returnType?.toLowerCase() === 'void';
    const shape: BodyShape = { returnRows: method !== 'HEAD' && !isVoid, single: accept.single, stripNulls: accept.stripNulls };
    if (prefer.maxAffected !== undefined && !fn.returnsSet) {
      throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
    }
    const built = buildRpc(fn, args, query, page, shape);
    return withPreferences({ ...base, ...built, returnRows: shape.returnRows, kind: 'call', rangeStart: page.offset, status: isVoid ? 204 : 200 },
      appliedPreferences(prefer, ['count', 'handling', 'maxAffected']), prefer);
  }

  const table = catalog.tables.get(target.name);
  if (!table || table.schema !== 'public') throw tableNotFound(target.name);
  const query = parseQuery(request.query, table.name);
  rejectBareParameters(query);
  checkNames(table, query);

  if (method === 'GET' || method === 'HEAD') {
    const page = parsePage(query.limit, query.offset, method === 'GET' ? request.headers.range : undefined, maxRows);
    const shape: BodyShape = { returnRows: method === 'GET', single: accept.single, stripNulls: accept.stripNulls };
    const built = buildRead(table, query, page, shape);
    const plan: SqlPlan = { ...base, sql: built.sql, params: built.params, returnRows: shape.returnRows, kind: 'read', rangeStart: page.offset, status: 200 };
    if (count !== 'none') plan.countSql = built.countSql;
    return withPreferences(plan, appliedPreferences(prefer, ['count', 'handling']));
  }

  const representation = prefer.return === 'representation';
  const shape: BodyShape = { returnRows: representation, single: accept.single, stripNulls: accept.stripNulls };
  const writeBase = { ...base, returnRows: representation, rangeStart: 0 };
  switch (method) {
    case 'POST': {
      const built = buildInsert(table, query, request.body, shape, { resolution: prefer.resolution, missingDefault: prefer.missing === 'default' });
      return withPreferences({ ...writeBase, ...built, kind: 'create', status: 201 },
        appliedPreferences(prefer, ['return', 'count', 'resolution', 'missing', 'handling']));
    }
    case 'PUT': {
      const built = buildPut(table, query, request.body, shape);
      return withPreferences({ ...writeBase, ...built, kind: 'create', status: representation ? 200 : 204 },
        appliedPreferences(prefer, ['return', 'count', 'handling']));
    }
    case 'PATCH': {
      const built = buildUpdate(table, query, request.body, shape);
      return withPreferences({ ...writeBase, ...built, kind: 'update', status: representation ? 200 : 204 },
        appliedPreferences(prefer, ['return', 'count', 'missing', 'handling', 'maxAffected']), prefer);
    }
    case 'DELETE': {
      const built = buildDelete(table, query, shape);
      return withPreferences({ ...writeBase, ...built, kind: 'delete', status: representation ? 200 : 204 },
        appliedPreferences(prefer, ['return', 'count', 'handling', 'maxAffected']), prefer);
    }
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${String(method)}`);
  }
}

/** Adds Preference-Applied, and max-affected where it binds (PATCH, DELETE, rpc). */
function withPreferences(plan: SqlPlan, applied: string | undefined, prefer?: Preferences): SqlPlan {
  if (applied) plan.preferenceApplied = applied;
  if (prefer?.maxAffected !== undefined) plan.maxAffected = Number(prefer.maxAffected);
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
  for (const item of query.select ?? []) if (item.kind === 'field') resolveColumn(scope, item.field.name);
  for (const term of query.order) resolveColumn(scope, term.field.name);
  for (const filter of query.filters) resolveColumn(scope, filter.field.name);
  const walk = (tree: ParsedQuery['logic'][number]): void => {
    if (tree.kind === 'filter') resolveColumn(scope, tree.filter.field.name);
    else tree.children.forEach(walk);
  };
  query.logic.forEach(walk);
}
