// `select=` → a flat list of columns. Embedded resources (`other(*)`, `..spread(*)`) and
// aggregates are refused with the errors PostgREST gives when it cannot serve them.
import { Cursor, parseField, parseFieldName, runParser, type Field } from './parse-field';
import { RestError } from './rest-errors';
import { isSafeCastName } from './sql-text';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; alias?: string; cast?: string };

const AGGREGATES = new Set(['count', 'sum', 'avg', 'max', 'min']);

export function parseSelect(input: string, relation: string): SelectItem[] {
  return runParser('select parameter', input, (c) => {
    const items: SelectItem[] = [];
    do {
      c.skipSpaces();
      items.push(parseItem(c, relation));
      c.skipSpaces();
    } while (c.take(','));
    return items;
  });
}

function parseItem(c: Cursor, relation: string): SelectItem {
  if (c.take('*')) return { kind: 'star' };
  if (c.at('..')) throw embeddingError(relation, readName(c, 2));
  const alias = tryAlias(c);
  const start = c.pos;
  const field = parseField(c);
  if (field.path.length === 0 && (c.at('(') || c.at('!'))) {
    if (AGGREGATES.has(field.name.toLowerCase()) && c.at('()')) {
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    c.pos = start;
    throw embeddingError(relation, field.name);
  }
  let cast: string | undefined;
  if (c.take('::')) {
    const castStart = c.pos;
    while (!c.eof() && /[A-Za-z0-9_]/.test(c.peek())) c.pos += 1;
    cast = c.input.slice(castStart, c.pos);
    if (!isSafeCastName(cast)) {
      c.pos = castStart;
      c.fail('a type name (letters, digits, _)');
    }
  }
  if (!c.eof() && !c.at(',')) c.fail('"->>", "->", "::", "," or end of input');
  const item: SelectItem = { kind: 'field', field };
  if (alias !== undefined) item.alias = alias;
  if (cast !== undefined) item.cast = cast;
  return item;
}

function tryAlias(c: Cursor): string | undefined {
  const start = c.pos;
  try {
    const name = parseFieldName(c);
    if (c.at(':') && !c.at('::')) {
      c.pos += 1;
      return name;
    }
  } catch {
    // not an alias; the field parser reports the real problem
  }
  c.pos = start;
  return undefined;
}

function readName(c: Cursor, skip: number): string {
  const rest = c.input.slice(c.pos + skip);
  return /^[^(!,]*/.exec(rest)![0];
}

function embeddingError(relation: string, target: string): RestError {
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${relation}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${relation}' and '${target}' in the schema 'public', but no matches were found.`,
    'Embedded resources are not supported by the local server; select the columns of one table.',
  );
}
