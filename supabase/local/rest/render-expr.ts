// Parsed select items, filters, logic trees and order terms → SQL. Every column name is checked
// against the scope (the table's catalog entry) and quoted; every value becomes a bound $n,
// cast to the column's type so `eq` on uuid or timestamptz compares typed values.
import { fieldOutputName, type Field } from './parse-field';
import type { Filter, LogicTree, Operation } from './parse-filters';
import type { OrderTerm } from './parse-order';
import type { SelectItem } from './parse-select';
import { columnNotFound } from './rest-errors';
import { quoteIdent, sqlType, type Params } from './sql-text';
import type { ColumnInfo, TableInfo } from './types';

/** Where column references point: a table checked against the catalog, or an unchecked row source. */
export interface Scope {
  qualifier: string;
  relation: string;
  /** Undefined for sources whose columns are unknown (an rpc result): names are quoted, not checked. */
  columns?: Map<string, ColumnInfo>;
}

export function tableScope(table: TableInfo, qualifier: string): Scope {
  return { qualifier, relation: table.name, columns: new Map(table.columns.map((c) => [c.name, c])) };
}

export function resolveColumn(scope: Scope, name: string): ColumnInfo | undefined {
  if (!scope.columns) return undefined;
  const column = scope.columns.get(name);
  if (!column) throw columnNotFound(scope.relation, name);
  return column;
}

interface Operand {
  sql: string;
  /** The type to cast bound values to, or undefined to let PostgreSQL infer it. */
  valueType?: string;
}

export function renderField(field: Field, scope: Scope, params: Params): Operand {
  const column = resolveColumn(scope, field.name);
  let sql = `${scope.qualifier}.${quoteIdent(field.name)}`;
  if (field.path.length === 0) return column ? { sql, valueType: sqlType(column.type) } : { sql };
  for (const step of field.path) {
    sql += step.index ? `${step.arrow}${params.add(Number(step.key))}::int` : `${step.arrow}${params.add(step.key)}::text`;
  }
  return field.path.at(-1)!.arrow === '->' ? { sql: `(${sql})`, valueType: 'jsonb' } : { sql: `(${sql})` };
}

export function renderSelect(items: SelectItem[], scope: Scope, params: Params): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${scope.qualifier}.*`;
      const { sql } = renderField(item.field, scope, params);
      const cast = item.cast ? `::${item.cast}` : '';
      return `${sql}${cast} AS ${quoteIdent(item.alias ?? fieldOutputName(item.field))}`;
    })
    .join(', ');
}

const SIMPLE_SQL: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=',
  like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-',
  isdistinct: 'IS DISTINCT FROM',
};
const TEXT_OPERATORS = new Set(['like', 'ilike', 'match', 'imatch']);
const TS_FUNCTIONS = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };
const TEXT_TYPES = new Set(['text', 'varchar', 'character varying', 'citext', 'bpchar', 'character', 'json', 'jsonb']);

export function renderFilter(filter: Filter, scope: Scope, params: Params): string {
  const sql = renderOperation(renderField(filter.field, scope, params), filter.operation, params);
  return filter.negate ? `NOT (${sql})` : sql;
}

function bind(params: Params, value: string, type: string | undefined): string {
  return type ? `${params.add(value)}::${type}` : params.add(value);
}

function renderOperation(lhs: Operand, operation: Operation, params: Params): string {
  switch (operation.op) {
    case 'is':
      return `${lhs.sql} IS ${operation.value.toUpperCase()}`;
    case 'in':
      if (operation.values.length === 0) return 'false';
      return `${lhs.sql} IN (${operation.values.map((v) => bind(params, v, lhs.valueType)).join(', ')})`;
    case 'fts': {
      const config = operation.config === undefined ? '' : `${params.add(operation.config)}::regconfig, `;
      const isText = lhs.valueType !== undefined && TEXT_TYPES.has(lhs.valueType);
      const doc = isText ? `pg_catalog.to_tsvector(${config}${lhs.sql})` : lhs.sql;
      return `${doc} @@ pg_catalog.${TS_FUNCTIONS[operation.fn]}(${config}${params.add(operation.value)})`;
    }
    default: {
      const isText = TEXT_OPERATORS.has(operation.op);
      const value = operation.op === 'like' || operation.op === 'ilike' ? operation.value.replaceAll('*', '%') : operation.value;
      const op = SIMPLE_SQL[operation.op]!;
      if (operation.quantifier) {
        const arrayType = isText ? 'text[]' : lhs.valueType ? `${lhs.valueType}[]` : undefined;
        return `${lhs.sql} ${op} ${operation.quantifier.toUpperCase()}(${bind(params, value, arrayType)})`;
      }
      return `${lhs.sql} ${op} ${bind(params, value, isText ? undefined : lhs.valueType)}`;
    }
  }
}

export function renderLogic(tree: LogicTree, scope: Scope, params: Params): string {
  if (tree.kind === 'filter') return renderFilter(tree.filter, scope, params);
  const joined = tree.children.map((child) => renderLogic(child, scope, params)).join(` ${tree.op.toUpperCase()} `);
  return tree.negate ? `NOT (${joined})` : `(${joined})`;
}

export function renderOrder(terms: OrderTerm[], scope: Scope, params: Params): string {
  return terms
    .map((term) => {
      let sql = renderField(term.field, scope, params).sql;
      if (term.direction) sql += ` ${term.direction.toUpperCase()}`;
      if (term.nulls) sql += term.nulls === 'nullsfirst' ? ' NULLS FIRST' : ' NULLS LAST';
      return sql;
    })
    .join(', ');
}

/** The WHERE clause (without the keyword) for filters and logic trees, or '' when there are none. */
export function renderWhere(filters: Filter[], logic: LogicTree[], scope: Scope, params: Params): string {
  const parts = [...filters.map((f) => renderFilter(f, scope, params)), ...logic.map((t) => renderLogic(t, scope, params))];
  return parts.join(' AND ');
}
