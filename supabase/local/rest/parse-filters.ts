// Horizontal filters: `col=op.value` with the operators the app and its functions send (eq, neq,
// gt, gte, lt, lte, like, ilike, `in.(a,"b,c")`, `is.null`). PostgREST's other operators,
// `not.`, quantifiers like `like(any)` and full text search are refused as not supported. Parsing
// only: names are checked and values bound when the SQL is rendered (render-expr.ts).
import { Cursor, ParseFailure, parseColumn, parseQuoted, runParser } from './parse-field';
import { notEmbedded, notSupported } from './rest-errors';

const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike'] as const;
type Operator = (typeof OPERATORS)[number];
// PostgREST's other operators: named so that a request using one is told it is not supported,
// rather than that its operator is unknown.
const REFUSED = new Set(['match', 'imatch', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'isdistinct', 'fts', 'plfts', 'phfts', 'wfts']);

type Operation = { op: 'in'; values: string[] } | { op: 'is'; value: 'null' } | { op: Operator; value: string };

export interface Filter {
  column: string;
  operation: Operation;
}

/** True when a query value starts with an operator, so PostgREST treats its key as a filter. */
export function hasOperator(value: string): boolean {
  const parts = value.split('.');
  const first = parts[0] ?? '';
  if (first === 'not') return parts.length > 2;
  if (first === 'is' || first === 'in') return true;
  const bare = first.replace(/\([^)]*\)$/, '');
  return (OPERATORS as readonly string[]).includes(bare) || REFUSED.has(bare);
}

/** `?user_id=eq.x` → a Filter on the root table. */
export function parseFilter(key: string, value: string): Filter {
  const column = runParser('tree path', key, (c) => {
    const name = parseColumn(c);
    if (c.at('.')) throw notEmbedded(name);
    return name;
  });
  return { column, operation: runParser('filter', value, parseOperation) };
}

function parseOperation(c: Cursor): Operation {
  if (c.at('not.')) throw notSupported('Negating a filter (not.)');
  if (c.take('in.')) return { op: 'in', values: parseList(c) };
  if (c.take('is.')) {
    const m = /^(null|true|false|unknown)/i.exec(c.input.slice(c.pos));
    if (!m) c.fail('null or trilean value (unknown, true, false)');
    if (m[0].toLowerCase() !== 'null') throw notSupported(`The filter is.${m[0]} (only is.null is)`);
    c.pos += m[0].length;
    return { op: 'is', value: 'null' };
  }
  const m = /^([a-z]+)(\([^)]*\))?\./.exec(c.input.slice(c.pos));
  if (!m) c.fail('operator (eq, gt, ...)');
  const [whole, name, paren] = m as unknown as [string, string, string | undefined];
  if (REFUSED.has(name)) throw notSupported(`The ${name} operator`);
  if (!(OPERATORS as readonly string[]).includes(name)) throw new ParseFailure(c.pos, `unknown single value operator ${name}`);
  if (paren !== undefined) throw notSupported(`A quantifier such as ${name}(any) or ${name}(all)`);
  const value = c.input.slice(c.pos + whole.length);
  c.pos = c.input.length;
  return { op: name as Operator, value };
}

/** `(a,"b,c",d)`; `()` is the empty list. */
function parseList(c: Cursor): string[] {
  c.skipSpaces();
  c.expect('(');
  const values: string[] = [];
  let quoted = false;
  do {
    if (c.peek() === '"') {
      quoted = true;
      values.push(parseQuoted(c));
      if (!c.at(',') && !c.at(')')) c.fail('"," or ")"');
    } else {
      const start = c.pos;
      while (!c.eof() && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
      values.push(c.input.slice(start, c.pos));
    }
  } while (c.take(','));
  c.expect(')', '"," or ")"');
  c.skipSpaces();
  return values.length === 1 && values[0] === '' && !quoted ? [] : values;
}
