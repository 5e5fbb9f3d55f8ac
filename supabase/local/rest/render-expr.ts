// Parsed select items, filters and order terms → SQL. Every column name is checked against the
// scope (the table's catalog entry) and quoted; every value becomes a bound $n, cast to the
// column's type so `eq` on uuid or timestamptz compares typed values.
import type { Filter } from './parse-filters';
import type { OrderTerm } from './parse-order';
import type { SelectItem } from './parse-select';
import { columnNotFound } from './rest-errors';
import { quoteIdent, sqlType, type Params } from './sql-text';
import type { ColumnInfo, TableInfo } from './types';

/** Where column references point: a table checked against the catalog, under a SQL qualifier. */
export interface Scope {
  qualifier: string;
  relation: string;
  columns: Map<string, ColumnInfo>;
}

export function tableScope(table: TableInfo, qualifier: string): Scope {
  return { qualifier, relation: table.name, columns: new Map(table.columns.map((c) => [c.name, c])) };
}

export function resolveColumn(scope: Scope, name: string): ColumnInfo {
  const column = scope.columns.get(name);
  if (!column) throw columnNotFound(scope.relation, name);
  return column;
}

function columnSql(scope: Scope, name: string): string {
  resolveColumn(scope, name);
  return `${scope.qualifier}.${quoteIdent(name)}`;
}

export function renderSelect(items: SelectItem[], scope: Scope): string {
  return items.map((item) => (item.kind === 'star' ? `${scope.qualifier}.*` : `${columnSql(scope, item.name)} AS ${quoteIdent(item.name)}`)).join(', ');
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE' };

function renderFilter(filter: Filter, scope: Scope, params: Params): string {
  const lhs = columnSql(scope, filter.column);
  const type = sqlType(resolveColumn(scope, filter.column).type);
  const { operation } = filter;
  switch (operation.op) {
    case 'is':
      return `${lhs} IS NULL`;
    case 'in':
      if (operation.values.length === 0) return 'false';
      return `${lhs} IN (${operation.values.map((v) => `${params.add(v)}::${type}`).join(', ')})`;
    case 'like':
    case 'ilike':
      // PostgREST lets `*` stand for `%` in patterns; the pattern stays text, whatever the column.
      return `${lhs} ${COMPARISONS[operation.op]} ${params.add(operation.value.replaceAll('*', '%'))}`;
    default:
      return `${lhs} ${COMPARISONS[operation.op]} ${params.add(operation.value)}::${type}`;
  }
}

export function renderOrder(terms: OrderTerm[], scope: Scope): string {
  return terms.map((term) => `${columnSql(scope, term.column)}${term.direction ? ` ${term.direction.toUpperCase()}` : ''}`).join(', ');
}

/** The WHERE clause (without the keyword) for the filters, or '' when there are none. */
export function renderWhere(filters: Filter[], scope: Scope, params: Params): string {
  return filters.map((f) => renderFilter(f, scope, params)).join(' AND ');
}
