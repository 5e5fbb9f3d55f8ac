// Sorts the query string the way PostgREST does: reserved parameters (select, columns,
// on_conflict, order, limit, offset), filters (a value starting with an operator), and the rest,
// which PostgREST would read as rpc arguments. Embedded-resource keys (`rel.col`, `rel.order`) are
// refused, and so are logic trees (`or=`, `and=`), which the app never sends.
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { Cursor, parseFieldName, runParser } from './parse-field';
import { hasOperator, parseFilter, type Filter } from './parse-filters';
import { parseOrder, type OrderTerm } from './parse-order';
import { parseSelect, type SelectItem } from './parse-select';
import { notEmbedded, notSupported, parseError } from './rest-errors';

export interface ParsedQuery {
  /** Undefined when the request had no select (PostgREST's default is `*`). */
  select?: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit: string | null;
  offset: string | null;
  columns?: string[];
  onConflict?: string[];
  /** Parameters without an operator: refused on tables, unknown arguments on rpc. */
  args: [string, string][];
}

const MAX_PARAMS = 200;

export function parseQuery(query: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = { filters: [], order: [], limit: null, offset: null, args: [] };
  let count = 0;
  for (const [key, value] of query) {
    if (++count > MAX_PARAMS) throw parseError('query string', `${MAX_PARAMS}+ parameters`, 'too many query parameters');
    // A jsonb filter is parsed by the database, which must not be handed a bomb.
    if (nestsDeeperThan(value)) throw parseError('query string', key, `a value nested more than ${MAX_JSON_DEPTH} levels deep`);
    const last = key.split('.').at(-1)!;
    if (key === 'select') parsed.select ??= parseSelect(value);
    else if (key === 'columns') parsed.columns = parseColumns('columns parameter', value);
    else if (key === 'on_conflict') parsed.onConflict = parseColumns('on_conflict parameter', value);
    else if (last === 'and' || last === 'or') {
      if (/^(not\.)?(and|or)$/.test(key)) throw notSupported('A logic tree (or=, and=, not.or=, not.and=)');
      throw notEmbedded(key.split('.').slice(0, -1).join('.'));
    } else if (['order', 'limit', 'offset'].includes(last)) {
      if (key !== last) throw notEmbedded(key.slice(0, -last.length - 1));
      if (key === 'order') parsed.order.push(...parseOrder(value));
      else if (key === 'limit') parsed.limit = value;
      else parsed.offset = value;
    } else if (hasOperator(value) || key.includes('.')) parsed.filters.push(parseFilter(key, value));
    else parsed.args.push([key, value]);
  }
  return parsed;
}

/** `columns=a,b` or supabase-js's `columns="a","b"`. */
function parseColumns(what: string, value: string): string[] {
  return runParser(what, value, (c: Cursor) => {
    const names: string[] = [];
    do {
      c.skipSpaces();
      names.push(parseFieldName(c));
      c.skipSpaces();
    } while (c.take(','));
    return names;
  });
}
