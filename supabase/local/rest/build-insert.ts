// POST (insert and upsert) and PUT (single-row upsert by primary key). The whole payload is one
// bound jsonb parameter that PostgreSQL itself converts to the column types (jsonb_to_recordset,
// as PostgREST does), so values never reach the SQL text. Keys missing from an element become
// NULL, or DEFAULT with Prefer: missing=default.
import type { ParsedQuery } from './parse-query';
import {
  isPlainObject, payloadColumns, recordDefinition, wrapMutation, returningList, type MutationSql,
} from './build-mutation';
import { RestError, columnNotFound, invalidBody } from './rest-errors';
import { Params, qualifiedTable, quoteIdent, type BodyShape } from './sql-text';
import type { TableInfo } from './types';

export interface InsertOptions {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

function rowsOf(body: unknown): Record<string, unknown>[] {
  if (isPlainObject(body)) return [body];
  if (Array.isArray(body) && body.every(isPlainObject)) return body;
  throw invalidBody('Empty or invalid json');
}

function keysMatch(rows: Record<string, unknown>[]): boolean {
  const first = Object.keys(rows[0] ?? {}).sort().join('\0');
  return rows.every((row) => Object.keys(row).sort().join('\0') === first);
}

export function buildInsert(table: TableInfo, query: ParsedQuery, body: unknown, shape: BodyShape, options: InsertOptions): MutationSql {
  const rows = rowsOf(body);
  if (query.columns === undefined && !keysMatch(rows)) throw invalidBody('All object keys must match');
  const columns = payloadColumns(table, query, Object.keys(rows[0] ?? {}));
  const source = qualifiedTable(table.name);
  const params = new Params();
  let statement: string;
  if (columns.length === 0) {
    // Every element is {}: a row of defaults each (and nothing for []).
    const first = quoteIdent(table.primaryKey[0] ?? table.columns[0]!.name);
    statement = rows.length === 0
      ? `INSERT INTO ${source} (${first}) SELECT NULL WHERE false`
      : `INSERT INTO ${source} (${first}) VALUES ${rows.map(() => '(DEFAULT)').join(', ')}`;
  } else if (options.missingDefault && rows.some((row) => columns.some((c) => !(c in row)))) {
    const list = columns.map(quoteIdent).join(', ');
    const values = rows.map((row) => {
      const picked = Object.fromEntries(columns.filter((c) => c in row).map((c) => [c, row[c]]));
      const p = params.add(JSON.stringify(picked));
      const record = `pg_catalog.jsonb_populate_record(NULL::${source}, ${p}::jsonb)`;
      return `(${columns.map((c) => (c in row ? `(${record}).${quoteIdent(c)}` : 'DEFAULT')).join(', ')})`;
    });
    statement = `INSERT INTO ${source} (${list}) VALUES ${values.join(', ')}`;
  } else {
    const list = columns.map(quoteIdent).join(', ');
    const payload = params.add(JSON.stringify(rows));
    statement =
      `INSERT INTO ${source} (${list}) SELECT ${columns.map((c) => `pgrst_body.${quoteIdent(c)}`).join(', ')} ` +
      `FROM pg_catalog.jsonb_to_recordset(${payload}::jsonb) AS pgrst_body(${recordDefinition(table, columns)})`;
  }
  statement += onConflict(table, query, columns, options.resolution);
  statement += ` RETURNING ${returningList(table, query, shape)}`;
  return { sql: wrapMutation(statement, table, query, shape, params), params: params.values };
}

function onConflict(table: TableInfo, query: ParsedQuery, columns: string[], resolution: InsertOptions['resolution']): string {
  if (!resolution) return '';
  const target = query.onConflict ?? table.primaryKey;
  const known = new Set(table.columns.map((c) => c.name));
  for (const name of target) if (!known.has(name)) throw columnNotFound(table.name, name);
  const targetSql = target.length > 0 ? ` (${target.map(quoteIdent).join(', ')})` : '';
  if (resolution === 'ignore-duplicates' || columns.length === 0) return ` ON CONFLICT${targetSql} DO NOTHING`;
  if (target.length === 0) {
    throw new RestError(400, '42P10', 'there is no unique or exclusion constraint matching the ON CONFLICT specification', null,
      'Give on_conflict=<columns> for a table without a primary key.');
  }
  return ` ON CONFLICT${targetSql} DO UPDATE SET ${columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`).join(', ')}`;
}

/** PUT: eq filters on exactly the primary key, one object whose key values match them. */
export function buildPut(table: TableInfo, query: ParsedQuery, body: unknown, shape: BodyShape): MutationSql {
  if (query.limit !== null || query.offset !== null) {
    throw new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
  const pk = table.primaryKey;
  const eqs = primaryKeyValues(table, query);
  const rows = rowsOf(body);
  if (rows.length !== 1) throw invalidBody('PUT payload must contain a single row');
  const row = rows[0]!;
  if (!pk.every((c) => c in row && row[c] !== null && String(row[c]) === eqs.get(c))) {
    throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  }
  const putQuery: ParsedQuery = { ...query, filters: [], onConflict: pk };
  return buildInsert(table, putQuery, row, shape, { resolution: 'merge-duplicates', missingDefault: false });
}

function primaryKeyValues(table: TableInfo, query: ParsedQuery): Map<string, string> {
  const refuse = () => new RestError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
  const pk = table.primaryKey;
  if (query.logic.length > 0 || pk.length === 0) throw refuse();
  const values = new Map<string, string>();
  for (const { negate, field, operation } of query.filters) {
    if (negate || field.path.length > 0 || operation.op !== 'eq' || operation.quantifier || values.has(field.name)) throw refuse();
    values.set(field.name, operation.value);
  }
  if (values.size !== pk.length || !pk.every((c) => values.has(c))) throw refuse();
  return values;
}
