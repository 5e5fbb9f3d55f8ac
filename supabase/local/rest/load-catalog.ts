// What /rest/v1 may reach: the tables, views and functions of the public schema, read from the
// database's own catalog. Only names found here are ever put into SQL (quoted), so a request can
// never name another schema, a system table or something that does not exist.
import type { Queryable } from '../database/database';
import type { Catalog, FunctionInfo, TableInfo } from './types';

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
  is_primary: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[] | null;
  returns_set: boolean;
  return_type: string;
}

const COLUMNS_SQL = `
  select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
         coalesce(a.attnum = any(i.indkey), false) as is_primary
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_index i on i.indrelid = c.oid and i.indisprimary
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
  order by c.relname, a.attnum`;

// Functions callable as /rpc/<name>: public, not trigger functions, named parameters only.
const FUNCTIONS_SQL = `
  select p.proname as name, p.proargnames as arg_names,
         array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
         p.proretset as returns_set, format_type(p.prorettype, null) as return_type
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`;

export async function loadCatalog(db: Queryable): Promise<Catalog> {
  const tables = new Map<string, TableInfo>();
  for (const row of (await db.query<ColumnRow>(COLUMNS_SQL)).rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { schema: 'public', name: row.table_name, columns: [], primaryKey: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({ name: row.column_name, type: row.type });
    if (row.is_primary) table.primaryKey.push(row.column_name);
  }
  const functions = new Map<string, FunctionInfo>();
  for (const row of (await db.query<FunctionRow>(FUNCTIONS_SQL)).rows) {
    const types = row.arg_types ?? [];
    functions.set(row.name, {
      schema: 'public',
      name: row.name,
      args: types.map((type, index) => ({ name: row.arg_names?.[index] ?? '', type })),
      returnsSet: row.returns_set,
      returnType: row.return_type,
    });
  }
  return { tables, functions };
}
