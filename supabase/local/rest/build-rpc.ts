// POST /rpc/fn with a JSON object of named arguments, as supabase-js's .rpc() sends it. The
// arguments are one bound jsonb value converted by jsonb_to_record to the declared parameter
// types, then passed by name (`"a" := pgrst_args."a"`), as PostgREST does. The result, scalar or
// rows, is aggregated whole: select, filters and order on it are refused before this (build-sql.ts).
import { pageClause } from './build-read';
import type { Page } from './parse-range';
import { functionNotFound, invalidBody } from './rest-errors';
import { Params, quoteIdent, sqlType, wrapResult, type BodyShape } from './sql-text';
import type { FunctionInfo } from './types';

export interface RpcSql {
  sql: string;
  params: unknown[];
}

/** The named arguments in a POST body; an unknown name, in the body or the query, is PostgREST's 404. */
export function rpcArguments(fn: FunctionInfo, body: unknown, queryArgs: [string, string][]): Record<string, unknown> {
  let args: Record<string, unknown>;
  if (body === undefined) args = {};
  else if (typeof body === 'object' && body !== null && !Array.isArray(body)) args = body as Record<string, unknown>;
  else throw invalidBody('Empty or invalid json');
  if (queryArgs.length > 0) throw functionNotFound(fn.name, [...Object.keys(args), ...queryArgs.map(([k]) => k)]);
  const known = new Set(fn.args.map((a) => a.name));
  const keys = Object.keys(args);
  if (keys.some((k) => !known.has(k))) throw functionNotFound(fn.name, keys);
  return args;
}

export function buildRpc(fn: FunctionInfo, args: Record<string, unknown>, page: Page, shape: BodyShape): RpcSql {
  const params = new Params();
  const name = `${quoteIdent('public')}.${quoteIdent(fn.name)}`;
  const given = Object.keys(args);
  let inner: string;
  if (given.length === 0) {
    inner = `SELECT ${name}() AS pgrst_scalar`;
  } else {
    const types = new Map(fn.args.map((a) => [a.name, a.type]));
    const payload = params.add(JSON.stringify(args));
    const definition = given.map((a) => `${quoteIdent(a)} ${sqlType(types.get(a)!)}`).join(', ');
    const named = given.map((a) => `${quoteIdent(a)} := pgrst_args.${quoteIdent(a)}`).join(', ');
    inner = `SELECT ${name}(${named}) AS pgrst_scalar FROM pg_catalog.jsonb_to_record(${payload}::jsonb) AS pgrst_args(${definition})`;
  }
  inner += pageClause(page, params);
  const bodyShape: BodyShape = { ...shape, single: shape.single || !fn.returnsSet, value: '_postgrest_t.pgrst_scalar' };
  return { sql: wrapResult(inner, bodyShape), params: params.values };
}
