// GET / HEAD on a table: one SELECT wrapped into { page_total, body }, plus a count query with
// the same WHERE when Prefer: count=… asks for a total.
import type { ParsedQuery } from './parse-query';
import type { Page } from './parse-range';
import { renderOrder, renderSelect, renderWhere, tableScope } from './render-expr';
import { Params, qualifiedTable, wrapResult, type BodyShape } from './sql-text';
import type { TableInfo } from './types';

export interface ReadSql {
  sql: string;
  params: unknown[];
  countSql: { sql: string; params: unknown[] };
}

export function pageClause(page: Page, params: Params): string {
  let sql = '';
  if (page.limit !== undefined) sql += ` LIMIT ${params.add(page.limit)}`;
  if (page.offset > 0) sql += ` OFFSET ${params.add(page.offset)}`;
  return sql;
}

export function buildRead(table: TableInfo, query: ParsedQuery, page: Page, shape: BodyShape): ReadSql {
  const source = qualifiedTable(table.name);
  const scope = tableScope(table, source);

  const params = new Params();
  const select = query.select ? renderSelect(query.select, scope) : `${source}.*`;
  let inner = `SELECT ${select} FROM ${source}`;
  const where = renderWhere(query.filters, scope, params);
  if (where) inner += ` WHERE ${where}`;
  if (query.order.length > 0) inner += ` ORDER BY ${renderOrder(query.order, scope)}`;
  inner += pageClause(page, params);

  const countParams = new Params();
  const countWhere = renderWhere(query.filters, scope, countParams);
  const countSql = `SELECT pg_catalog.count(*) AS total FROM ${source}${countWhere ? ` WHERE ${countWhere}` : ''}`;

  return {
    sql: wrapResult(inner, shape),
    params: params.values,
    countSql: { sql: countSql, params: countParams.values },
  };
}
