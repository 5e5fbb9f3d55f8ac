// PATCH and DELETE, and the shared tail of every write: `WITH pgrst_source AS (… RETURNING …)`
// then the select= projection over the returned rows. With return=minimal the statement says
// only `RETURNING 1`, so a role that may insert but not read (help_requests) is not refused.
import type { ParsedQuery } from './parse-query';
import { renderSelect, renderWhere, resolveColumn, tableScope } from './render-expr';
import { invalidBody, payloadColumnNotFound } from './rest-errors';
import { Params, qualifiedTable, quoteIdent, sqlType, wrapResult, type BodyShape } from './sql-text';
import type { TableInfo } from './types';

export interface MutationSql {
  sql: string;
  params: unknown[];
}

const SOURCE = 'pgrst_source';

/** The RETURNING list: only the columns select= names, or `t.*` for `*`. */
export function returningList(table: TableInfo, query: ParsedQuery, shape: BodyShape): string {
  if (!shape.returnRows) return '1';
  const source = qualifiedTable(table.name);
  const scope = tableScope(table, source);
  if (!query.select || query.select.some((item) => item.kind === 'star')) return `${source}.*`;
  const names = new Set<string>();
  for (const item of query.select) if (item.kind === 'column') names.add(item.name);
  for (const name of names) resolveColumn(scope, name);
  return [...names].map((name) => `${source}.${quoteIdent(name)}`).join(', ');
}

/** `WITH pgrst_source AS (<statement>) SELECT page_total, body …` */
export function wrapMutation(statement: string, table: TableInfo, query: ParsedQuery, shape: BodyShape): string {
  const head = `WITH ${SOURCE} AS (${statement}) `;
  if (!shape.returnRows) return `${head}SELECT pg_catalog.count(*) AS page_total, NULL::text AS body FROM ${SOURCE}`;
  const scope = tableScope(table, quoteIdent(SOURCE));
  const select = query.select ? renderSelect(query.select, scope) : `${quoteIdent(SOURCE)}.*`;
  return head + wrapResult(`SELECT ${select} FROM ${SOURCE}`, shape);
}

/** Checks a payload's column names: `columns=` when given, else the object's keys. */
export function payloadColumns(table: TableInfo, query: ParsedQuery, keys: string[]): string[] {
  const wanted = query.columns ?? keys;
  const known = new Set(table.columns.map((c) => c.name));
  for (const name of wanted) if (!known.has(name)) throw payloadColumnNotFound(table.name, name);
  return [...new Set(wanted)];
}

/** `"a" uuid, "b" text` for jsonb_to_record(set) column definitions. */
export function recordDefinition(table: TableInfo, columns: string[]): string {
  const types = new Map(table.columns.map((c) => [c.name, c.type]));
  return columns.map((name) => `${quoteIdent(name)} ${sqlType(types.get(name)!)}`).join(', ');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function buildUpdate(table: TableInfo, query: ParsedQuery, body: unknown, shape: BodyShape): MutationSql {
  if (!isPlainObject(body)) throw invalidBody('Empty or invalid json');
  const columns = payloadColumns(table, query, Object.keys(body));
  if (columns.length === 0) {
    // Nothing to set: PostgREST answers with no rows and touches nothing.
    const empty = !shape.returnRows ? 'NULL::text' : shape.single ? "'null'" : "'[]'";
    return { sql: `SELECT 0::int8 AS page_total, ${empty}::text AS body`, params: [] };
  }
  const source = qualifiedTable(table.name);
  const params = new Params();
  const payload = params.add(JSON.stringify(body));
  const set = columns.map((name) => `${quoteIdent(name)} = pgrst_body.${quoteIdent(name)}`).join(', ');
  let statement = `UPDATE ${source} SET ${set} FROM pg_catalog.jsonb_to_record(${payload}::jsonb) AS pgrst_body(${recordDefinition(table, columns)})`;
  const where = renderWhere(query.filters, tableScope(table, source), params);
  if (where) statement += ` WHERE ${where}`;
  statement += ` RETURNING ${returningList(table, query, shape)}`;
  return { sql: wrapMutation(statement, table, query, shape), params: params.values };
}

export function buildDelete(table: TableInfo, query: ParsedQuery, shape: BodyShape): MutationSql {
  const source = qualifiedTable(table.name);
  const params = new Params();
  let statement = `DELETE FROM ${source}`;
  const where = renderWhere(query.filters, tableScope(table, source), params);
  if (where) statement += ` WHERE ${where}`;
  statement += ` RETURNING ${returningList(table, query, shape)}`;
  return { sql: wrapMutation(statement, table, query, shape), params: params.values };
}
