// POST: insert, and upsert with Prefer: resolution=…. The whole payload is one bound jsonb
// parameter that PostgreSQL itself converts to the column types (jsonb_to_recordset, as PostgREST
// does), so values never reach the SQL text. Keys missing from an element become NULL.
import type { ParsedQuery } from './parse-query';
import { isPlainObject, payloadColumns, recordDefinition, wrapMutation, returningList, type MutationSql } from './build-mutation';
import { RestError, columnNotFound, invalidBody } from './rest-errors';
import { Params, qualifiedTable, quoteIdent, type BodyShape } from './sql-text';
import type { TableInfo } from './types';

export type Resolution = 'merge-duplicates' | 'ignore-duplicates' | undefined;

function rowsOf(body: unknown): Record<string, unknown>[] {
  if (isPlainObject(body)) return [body];
  if (Array.isArray(body) && body.every(isPlainObject)) return body;
  throw invalidBody('Empty or invalid json');
}

function keysMatch(rows: Record<string, unknown>[]): boolean {
  const first = Object.keys(rows[0] ?? {})
    .sort()
    .join('\0');
  return rows.every((row) => Object.keys(row).sort().join('\0') === first);
}

export function buildInsert(table: TableInfo, query: ParsedQuery, body: unknown, shape: BodyShape, resolution: Resolution): MutationSql {
  const rows = rowsOf(body);
  if (query.columns === undefined && !keysMatch(rows)) throw invalidBody('All object keys must match');
  const columns = payloadColumns(table, query, Object.keys(rows[0] ?? {}));
  const source = qualifiedTable(table.name);
  const params = new Params();
  let statement: string;
  if (columns.length === 0) {
    // Every element is {}: a row of defaults each (and nothing for []).
    const first = quoteIdent(table.primaryKey[0] ?? table.columns[0]!.name);
    statement =
      rows.length === 0 ? `INSERT INTO ${source} (${first}) SELECT NULL WHERE false` : `INSERT INTO ${source} (${first}) VALUES ${rows.map(() => '(DEFAULT)').join(', ')}`;
  } else {
    const list = columns.map(quoteIdent).join(', ');
    const payload = params.add(JSON.stringify(rows));
    statement =
      `INSERT INTO ${source} (${list}) SELECT ${columns.map((c) => `pgrst_body.${quoteIdent(c)}`).join(', ')} ` +
      `FROM pg_catalog.jsonb_to_recordset(${payload}::jsonb) AS pgrst_body(${recordDefinition(table, columns)})`;
  }
  statement += onConflict(table, query, columns, resolution);
  statement += ` RETURNING ${returningList(table, query, shape)}`;
  return { sql: wrapMutation(statement, table, query, shape), params: params.values };
}

function onConflict(table: TableInfo, query: ParsedQuery, columns: string[], resolution: Resolution): string {
  if (!resolution) return '';
  const target = query.onConflict ?? table.primaryKey;
  const known = new Set(table.columns.map((c) => c.name));
  for (const name of target) if (!known.has(name)) throw columnNotFound(table.name, name);
  const targetSql = target.length > 0 ? ` (${target.map(quoteIdent).join(', ')})` : '';
  if (resolution === 'ignore-duplicates' || columns.length === 0) return ` ON CONFLICT${targetSql} DO NOTHING`;
  if (target.length === 0) {
    throw new RestError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      null,
      'Give on_conflict=<columns> for a table without a primary key.',
    );
  }
  return ` ON CONFLICT${targetSql} DO UPDATE SET ${columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`).join(', ')}`;
}
