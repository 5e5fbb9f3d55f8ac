// What the migrations built, read back from PostgreSQL's own catalog: the tables and views of the
// public schema (the only schema the REST API serves) with their columns, foreign keys, enums and
// callable functions. schema-types.ts writes the TypeScript `Database` type from it.
import type { Queryable } from './database';

export interface CatalogColumn {
  relation: string;
  /** 'r' table, 'p' partitioned table, 'v' view, 'm' materialized view. */
  kind: string;
  name: string;
  /** format_type without a modifier: `text`, `timestamp with time zone`, `text[]`, an enum's name. */
  type: string;
  nullable: boolean;
  /** A default, an identity or a generated value: the column may be left out of an insert. */
  filledByServer: boolean;
}

interface CatalogForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface CatalogFunction {
  name: string;
  returnsSet: boolean;
  returns: string;
  /** Arguments in order, with their mode ('i' in, 'o' out, 'b' both, 'v' variadic, 't' table column). */
  args: Array<{ name: string; type: string; mode: string }>;
  /** How many of the trailing input arguments have defaults. */
  defaults: number;
  /** STRICT: a null argument makes the answer null without running it; otherwise null is an argument like any other. */
  strict: boolean;
}

export interface SchemaCatalog {
  columns: CatalogColumn[];
  foreignKeys: CatalogForeignKey[];
  enums: Array<{ name: string; labels: string[] }>;
  functions: CatalogFunction[];
}

export async function readSchemaCatalog(db: Queryable, schema = 'public'): Promise<SchemaCatalog> {
  const columns = await db.query<CatalogColumn>(
    `select c.relname as relation, c.relkind::text as kind, a.attname as name, format_type(a.atttypid, null) as type,
            not a.attnotnull as nullable, (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "filledByServer"
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
    [schema],
  );
  const foreignKeys = await db.query<CatalogForeignKey>(
    `select con.conname as name, c.relname as relation, r.relname as "referencedRelation",
            array(select a.attname from unnest(con.conkey) with ordinality k(num, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i)::text[] as columns,
            array(select a.attname from unnest(con.confkey) with ordinality k(num, i)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i)::text[] as "referencedColumns",
            exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                    and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as "isOneToOne"
     from pg_constraint con
     join pg_class c on c.oid = con.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_class r on r.oid = con.confrelid
     join pg_namespace rn on rn.oid = r.relnamespace
     where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
     order by c.relname, con.conname`,
    [schema],
  );
  const enums = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder)::text[] as labels
     from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = $1 group by t.typname order by t.typname`,
    [schema],
  );
  const functions = await db.query<{ name: string; returnsSet: boolean; returns: string; names: string[]; modes: string[]; types: string[]; defaults: number; strict: boolean }>(
    `select p.proname as name, p.proretset as "returnsSet", format_type(p.prorettype, null) as returns,
            coalesce(p.proargnames, '{}')::text[] as names, coalesce(p.proargmodes::text[], '{}')::text[] as modes,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(t, i) order by a.i)::text[] as types,
            p.pronargdefaults::int as defaults, p.proisstrict as strict
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f' and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
     order by p.proname, p.oid`,
    [schema],
  );
  return {
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    enums: enums.rows,
    functions: functions.rows.map((row) => ({
      name: row.name,
      returnsSet: row.returnsSet,
      returns: row.returns,
      args: row.types.map((type, index) => ({ name: row.names[index] ?? `arg${index + 1}`, type, mode: row.modes[index] ?? 'i' })),
      defaults: row.defaults,
      strict: row.strict,
    })),
  };
}
