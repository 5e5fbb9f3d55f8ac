// Horizontal filters: `col=[not.]op.value`, `in.(a,"b,c")`, `is.null`, `like(any).{a,b}`, full
// text search, and the `or=(…)` / `and=(…)` logic trees supabase-js's .or() produces. Parsing
// only: names are checked and values bound when the SQL is rendered (render-filters.ts).
import { Cursor, ParseFailure, parseField, parseQuoted, runParser, type Field } from './parse-field';
import { notEmbedded } from './rest-errors';

export const SIMPLE_OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'isdistinct',
] as const;
export type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];
const QUANTIFIABLE = new Set<string>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const MAX_DEPTH = 16;

export type Operation =
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: 'null' | 'true' | 'false' | 'unknown' }
  | { op: 'fts'; fn: 'fts' | 'plfts' | 'phfts' | 'wfts'; config?: string; value: string }
  | { op: SimpleOperator; quantifier?: 'any' | 'all'; value: string };

export interface Filter {
  field: Field;
  negate: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; negate: boolean; op: 'and' | 'or'; children: LogicTree[] };

/** True when a query value starts with an operator, so PostgREST treats its key as a filter. */
export function hasOperator(value: string): boolean {
  const first = value.split('.')[0] ?? '';
  const parts = value.split('.').length;
  if (first === 'not') return parts > 2;
  if (first === 'is' || first === 'in') return true;
  const bare = first.replace(/\((?:any|all|[^)]*)\)$/, '');
  return (SIMPLE_OPERATORS as readonly string[]).includes(bare) || FTS.has(bare);
}

/** `?metadata->>sender=eq.x` → a Filter on the root table. */
export function parseFilter(key: string, value: string): Filter {
  const field = runParser('tree path', key, (c) => {
    const f = parseField(c);
    if (c.at('.')) throw notEmbedded(f.name);
    return f;
  });
  const { negate, operation } = runParser('filter', value, (c) => parseOpExpr(c, restOfInput));
  return { field, negate, operation };
}

/** `or=(a.eq.1,b.is.null)` with key 'or', 'and', 'not.or' or 'not.and'. */
export function parseLogic(key: string, value: string): LogicTree {
  if (!/^(not\.)?(and|or)$/.test(key)) {
    const name = key.split('.').slice(0, -1).join('.');
    throw notEmbedded(name);
  }
  return runParser('logic tree', `${key}${value}`, (c) => {
    if (!c.input.startsWith('(', key.length)) {
      c.pos = key.length;
      c.fail('"("');
    }
    return parseTree(c, 0);
  });
}

function parseTree(c: Cursor, depth: number): LogicTree {
  if (depth > MAX_DEPTH) c.fail(`at most ${MAX_DEPTH} nested logic operators`);
  c.skipSpaces();
  if (/^(not\.)?(and|or)\(/.test(c.input.slice(c.pos))) {
    const negate = c.take('not.');
    const op = c.take('and') ? 'and' : (c.expect('or', 'logic operator (and, or)'), 'or');
    c.expect('(');
    const children: LogicTree[] = [];
    do children.push(parseTree(c, depth + 1));
    while (c.take(','));
    c.skipSpaces();
    c.expect(')', '"," or ")"');
    c.skipSpaces();
    return { kind: 'logic', negate, op, children };
  }
  const field = parseField(c);
  c.expect('.', 'delimiter (.)');
  const { negate, operation } = parseOpExpr(c, logicValue);
  return { kind: 'filter', filter: { field, negate, operation } };
}

function parseOpExpr(c: Cursor, value: (c: Cursor) => string): { negate: boolean; operation: Operation } {
  const negate = c.take('not.');
  if (c.take('in.')) return { negate, operation: { op: 'in', values: parseList(c) } };
  if (c.take('is.')) {
    const m = /^(null|true|false|unknown)/i.exec(c.input.slice(c.pos));
    if (!m) c.fail('null or trilean value (unknown, true, false)');
    c.pos += m[0].length;
    return { negate, operation: { op: 'is', value: m[0].toLowerCase() as 'null' } };
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(c.input.slice(c.pos));
  if (!m) c.fail('operator (eq, gt, ...)');
  const [whole, name, paren] = m as unknown as [string, string, string | undefined];
  if (FTS.has(name)) {
    if (paren !== undefined && !/^[A-Za-z0-9_]+$/.test(paren)) c.fail('a text search configuration name');
    c.pos += whole.length;
    const operation: Operation = { op: 'fts', fn: name as 'fts', value: value(c) };
    if (paren !== undefined) operation.config = paren;
    return { negate, operation };
  }
  if (!(SIMPLE_OPERATORS as readonly string[]).includes(name)) {
    throw new ParseFailure(c.pos, `unknown single value operator ${name}`);
  }
  if (paren !== undefined && (!QUANTIFIABLE.has(name) || (paren !== 'any' && paren !== 'all'))) {
    c.fail(`a quantifier (any, all) after ${name}`);
  }
  c.pos += whole.length;
  const operation: Operation = { op: name as SimpleOperator, value: value(c) };
  if (paren !== undefined) operation.quantifier = paren as 'any';
  return { negate, operation };
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

function restOfInput(c: Cursor): string {
  const rest = c.input.slice(c.pos);
  c.pos = c.input.length;
  return rest;
}

/** Inside a logic tree: a "quoted value", a {pg,array}, or everything up to `,` or `)`. */
function logicValue(c: Cursor): string {
  if (c.peek() === '"') {
    const start = c.pos;
    try {
      const quoted = parseQuoted(c);
      if (c.eof() || c.at(',') || c.at(')')) return quoted;
    } catch {
      // fall through: not a well-formed quoted value, read it raw like PostgREST
    }
    c.pos = start;
  }
  if (c.peek() === '{') {
    const end = c.input.indexOf('}', c.pos);
    const inner = end < 0 ? '' : c.input.slice(c.pos + 1, end);
    if (end >= 0 && !inner.includes('{')) {
      c.pos = end + 1;
      return `{${inner}}`;
    }
  }
  const start = c.pos;
  while (!c.eof() && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
  return c.input.slice(start, c.pos);
}
