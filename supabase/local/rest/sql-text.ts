// The only places SQL text is made from names: identifiers are always double-quoted, type names
// come from the catalog, and values only ever become $n.
import { RestError } from './rest-errors';

/** Quotes an identifier the way PostgreSQL's quote_ident does for any name. */
export function quoteIdent(name: string): string {
  // The parsers refuse such names first; this is the last guard, and still the client's fault.
  if (name.includes('\0')) throw new RestError(400, 'PGRST100', 'A name in the request contains a NUL character');
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualifiedTable(name: string): string {
  return `${quoteIdent('public')}.${quoteIdent(name)}`;
}

// Names as format_type() prints them: `timestamp with time zone`, `character varying(20)`,
// `numeric(10,2)`, `text[]`, `public."MyEnum"`.
const WORDS_TYPE = /^[A-Za-z_][A-Za-z0-9_$]*(?: [A-Za-z_][A-Za-z0-9_$]*)*(?:\(\d+(?:, ?\d+)?\))?(?: [A-Za-z_][A-Za-z0-9_$]*)*(?:\[\d*\])*$/;
const QUOTED_PART = String.raw`(?:"(?:[^"\0]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const QUALIFIED_TYPE = new RegExp(`^${QUOTED_PART}(?:\\.${QUOTED_PART})?(?:\\[\\])*$`);

/** A catalog type name made safe to put after `::`. Anything odd is quoted as one identifier. */
export function sqlType(type: string): string {
  const t = type.trim();
  if (WORDS_TYPE.test(t) || QUALIFIED_TYPE.test(t)) return t;
  const array = /^(.*?)((?:\[\])*)$/.exec(t)!;
  return quoteIdent(array[1]!) + array[2]!;
}

/** Collects bound values and hands out their $n placeholders. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface BodyShape {
  returnRows: boolean;
  /** One JSON value (the first row, or 'null') instead of an array. */
  single: boolean;
  /** What to aggregate: the row alias, or e.g. `_postgrest_t.pgrst_scalar` for scalar rpc results. */
  value?: string;
}

/** Wraps a row source into the one-row result { page_total, body } every plan returns. */
export function wrapResult(inner: string, shape: BodyShape): string {
  let body = 'NULL::text';
  if (shape.returnRows) {
    const agg = `pg_catalog.json_agg(${shape.value ?? '_postgrest_t'})`;
    body = shape.single ? `coalesce((${agg})->0, 'null'::json)::text` : `coalesce(${agg}, '[]'::json)::text`;
  }
  return `SELECT pg_catalog.count(*) AS page_total, ${body} AS body FROM (${inner}) _postgrest_t`;
}
