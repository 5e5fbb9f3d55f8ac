// Writes the `Database` type supabase-js is typed with (src/core/database-types.ts), from the
// catalog the migrations built, in the shape `supabase gen types typescript` gives a hosted
// project: per table a Row, an Insert (columns the server fills are optional) and an Update (all
// optional), the foreign keys, the functions callable through /rest/v1/rpc (an argument may be
// null unless the function is STRICT, which `supabase gen` does not say), and the enums. The
// file is committed; schema-types.test.ts fails when a migration changed the schema and the file
// was not written again (`npm run db:types`).
import type { CatalogColumn, CatalogFunction, SchemaCatalog } from './schema-catalog';

const NUMBERS = new Set(['smallint', 'integer', 'bigint', 'real', 'double precision', 'numeric']);

/** The TypeScript for a PostgreSQL type, as PostgREST sends it in JSON. */
function typeScriptOf(type: string, enums: ReadonlySet<string>): string {
  if (type.endsWith('[]')) return `${typeScriptOf(type.slice(0, -2), enums)}[]`;
  if (enums.has(type)) return `Database['public']['Enums']['${type}']`;
  if (NUMBERS.has(type)) return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'json' || type === 'jsonb') return 'Json';
  if (type === 'void') return 'undefined';
  if (type === 'record') return 'Json';
  // text, uuid, dates and times, intervals, addresses, bytea: strings on the wire.
  return 'string';
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const indent = (depth: number) => '  '.repeat(depth);

function objectType(fields: Array<[string, string]>, depth: number): string {
  if (fields.length === 0) return '{ [_ in never]: never }';
  return `{\n${fields.map(([name, type]) => `${indent(depth + 1)}${name}: ${type};`).join('\n')}\n${indent(depth)}}`;
}

function relationType(columns: CatalogColumn[], catalog: SchemaCatalog, enums: ReadonlySet<string>, depth: number): string {
  const relation = columns[0]!.relation;
  const isTable = columns[0]!.kind === 'r' || columns[0]!.kind === 'p';
  const valueOf = (column: CatalogColumn) => `${typeScriptOf(column.type, enums)}${column.nullable ? ' | null' : ''}`;
  const row = objectType(
    columns.map((column) => [key(column.name), valueOf(column)]),
    depth + 1,
  );
  const insert = objectType(
    columns.map((column) => [`${key(column.name)}${column.nullable || column.filledByServer ? '?' : ''}`, valueOf(column)]),
    depth + 1,
  );
  const update = objectType(
    columns.map((column) => [`${key(column.name)}?`, valueOf(column)]),
    depth + 1,
  );
  const keys = catalog.foreignKeys.filter((foreignKey) => foreignKey.relation === relation);
  const relationships =
    keys.length === 0
      ? '[]'
      : `[\n${keys
          .map(
            (foreignKey) =>
              `${indent(depth + 2)}{ foreignKeyName: '${foreignKey.name}'; columns: [${foreignKey.columns.map((name) => `'${name}'`).join(', ')}]; isOneToOne: ${foreignKey.isOneToOne}; referencedRelation: '${foreignKey.referencedRelation}'; referencedColumns: [${foreignKey.referencedColumns.map((name) => `'${name}'`).join(', ')}] },`,
          )
          .join('\n')}\n${indent(depth + 1)}]`;
  const parts: Array<[string, string]> = isTable
    ? [
        ['Row', row],
        ['Insert', insert],
        ['Update', update],
        ['Relationships', relationships],
      ]
    : [
        ['Row', row],
        ['Relationships', relationships],
      ];
  return objectType(parts, depth);
}

function functionType(fn: CatalogFunction, enums: ReadonlySet<string>, depth: number): string {
  const inputs = fn.args.filter((arg) => ['i', 'b', 'v'].includes(arg.mode));
  const outputs = fn.args.filter((arg) => ['o', 'b', 't'].includes(arg.mode));
  const firstDefault = inputs.length - fn.defaults;
  // A function that is not STRICT runs with a null argument, and ours decide what null means.
  const nullable = fn.strict ? '' : ' | null';
  const args =
    inputs.length === 0
      ? 'never'
      : objectType(
          inputs.map((arg, index) => [`${key(arg.name)}${index >= firstDefault ? '?' : ''}`, `${typeScriptOf(arg.type, enums)}${nullable}`]),
          depth + 1,
        );
  const one =
    outputs.length > 0
      ? objectType(
          outputs.map((arg) => [key(arg.name), typeScriptOf(arg.type, enums)]),
          depth + 1,
        )
      : typeScriptOf(fn.returns, enums);
  return objectType(
    [
      ['Args', args],
      ['Returns', fn.returnsSet ? (outputs.length > 0 ? `Array<${one}>` : `${one}[]`) : one],
    ],
    depth,
  );
}

export function renderDatabaseTypes(catalog: SchemaCatalog): string {
  const enums = new Set(catalog.enums.map((each) => each.name));
  const byRelation = new Map<string, CatalogColumn[]>();
  for (const column of catalog.columns) byRelation.set(column.relation, [...(byRelation.get(column.relation) ?? []), column]);
  const relations = [...byRelation.values()];
  const tables = relations.filter((columns) => ['r', 'p'].includes(columns[0]!.kind));
  const views = relations.filter((columns) => ['v', 'm'].includes(columns[0]!.kind));
  const names = catalog.functions.map((fn) => fn.name);
  const overloaded = names.filter((name, index) => names.indexOf(name) !== index);
  if (overloaded.length > 0) throw new Error(`Overloaded functions are not supported by the generated types: ${overloaded.join(', ')}`);

  const schema = objectType(
    [
      [
        'Tables',
        objectType(
          tables.map((columns) => [key(columns[0]!.relation), relationType(columns, catalog, enums, 3)]),
          2,
        ),
      ],
      [
        'Views',
        objectType(
          views.map((columns) => [key(columns[0]!.relation), relationType(columns, catalog, enums, 3)]),
          2,
        ),
      ],
      [
        'Functions',
        objectType(
          catalog.functions.map((fn) => [key(fn.name), functionType(fn, enums, 3)]),
          2,
        ),
      ],
      [
        'Enums',
        objectType(
          catalog.enums.map((each) => [key(each.name), each.labels.map((label) => `'${label}'`).join(' | ')]),
          2,
        ),
      ],
      ['CompositeTypes', '{ [_ in never]: never }'],
    ],
    1,
  );
  return [
    '// Generated by `npm run db:types` from the schema supabase/migrations/ builds; do not edit by hand.',
    '// The shape is what `supabase gen types typescript` writes for a hosted project.',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    `export type Database = {\n  public: ${schema};\n};`,
    '',
  ].join('\n');
}
