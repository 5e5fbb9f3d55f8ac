// POST /rpc/fn with a JSON object of named arguments, or GET/HEAD /rpc/fn?arg=value. The
// arguments are one bound jsonb value converted by jsonb_to_record to the declared parameter
// types, then passed by name (`"a" := pgrst_args."a"`), as PostgREST does.
import { pageClause } from './build-read';
import type { ParsedQuery } from './parse-query';
import type { Page } from './parse-range';
import { renderOrder, renderSelect, renderWhere, type Scope } from './render-expr';
import { functionNotFound, invalidBody } from './rest-errors';
import { Params, quoteIdent, sqlType, wrapResult, type BodyShape } from './sql-text';
import type { FunctionInfo } from './types';

export interface RpcSql {
  sql: string;
  params: unknown[];
}

const JSON_TYPES = new Set(['json', 'jsonb']);

/** The function takes the whole JSON body as its one unnamed json/jsonb parameter. */
function takesWholeBody(fn: FunctionInfo): boolean {
  return fn.args.length === 1 && fn.args[0]!.name === '' && JSON_TYPES.has(fn.args[0]!.type);
}

/** `"public"."fn"(<args>)` and the FROM item providing pgrst_args, given the call's arguments. */
function callExpression(fn: FunctionInfo, args: Record<string, unknown> | unknown, params: Params): { call: string; from: string } {
  const name = `${quoteIdent('public')}.${quoteIdent(fn.name)}`;
  if (takesWholeBody(fn)) return { call: `${name}(${params.add(JSON.stringify(args ?? {}))}::${fn.args[0]!.type})`, from: '' };
  const given = Object.keys(args as Record<string, unknown>);
  if (given.length === 0) return { call: `${name}()`, from: '' };
  const types = new Map(fn.args.map((a) => [a.name, a.type]));
  const payload = params.add(JSON.stringify(args));
  const definition = given.map((a) => `${quoteIdent(a)} ${sqlType(types.get(a)!)}`).join(', ');
  const named = given.map((a) => `${quoteIdent(a)} := pgrst_args.${quoteIdent(a)}`).join(', ');
  return { call: `${name}(${named})`, from: `pg_catalog.jsonb_to_record(${payload}::jsonb) AS pgrst_args(${definition})` };
}

export function rpcArguments(fn: FunctionInfo, method: string, query: ParsedQuery, body: unknown): Record<string, unknown> | unknown {
  let args: Record<string, unknown>;
  if (method === 'POST') {
    if (takesWholeBody(fn)) return body ?? {};
    if (body === undefined) args = {};
    else if (typeof body === 'object' && body !== null && !Array.isArray(body)) args = body as Record<string, unknown>;
    else throw invalidBody('Empty or invalid json');
    if (query.args.length > 0) throw functionNotFound(fn.name, [...Object.keys(args), ...query.args.map(([k]) => k)]);
  } else {
    args = Object.fromEntries(query.args);
  }
  const known = new Set(fn.args.map((a) => a.name));
  const keys = Object.keys(args);
  if (keys.some((k) => !known.has(k))) throw functionNotFound(fn.name, keys);
  return args;
}

/** Whether the result must be read as rows with columns (select=cols, filters, order). */
function needsColumns(query: ParsedQuery): boolean {
  const plainStar = !query.select || query.select.every((item) => item.kind === 'star');
  return !plainStar || query.filters.length > 0 || query.logic.length > 0 || query.order.length > 0;
}

export function buildRpc(fn: FunctionInfo, args: unknown, query: ParsedQuery, page: Page, shape: BodyShape): RpcSql {
  const params = new Params();
  const { call, from } = callExpression(fn, args, params);
  const single = shape.single || !fn.returnsSet;
  let inner: string;
  let value: string | undefined;
  if (needsColumns(query)) {
    // Composite results: the call is a row source, and select/filters/order name its columns
    // (unchecked — the catalog does not list them — but always quoted).
    const scope: Scope = { qualifier: 'pgrst_call', relation: fn.name };
    const source = from ? `${from}, LATERAL ${call} AS pgrst_call` : `${call} AS pgrst_call`;
    inner = `SELECT ${query.select ? renderSelect(query.select, scope, params) : 'pgrst_call.*'} FROM ${source}`;
    const where = renderWhere(query.filters, query.logic, scope, params);
    if (where) inner += ` WHERE ${where}`;
    if (query.order.length > 0) inner += ` ORDER BY ${renderOrder(query.order, scope, params)}`;
  } else {
    // Scalars and whole rows alike: call it in the select list and aggregate the values.
    inner = `SELECT ${call} AS pgrst_scalar${from ? ` FROM ${from}` : ''}`;
    value = '_postgrest_t.pgrst_scalar';
  }
  inner += pageClause(page, params);
  const bodyShape: BodyShape = { ...shape, single };
  if (value) bodyShape.value = value;
  return { sql: wrapResult(inner, bodyShape), params: params.values };
}
