// `select=` → a flat list of columns, or `*`. What else PostgREST reads there (renaming with
// `alias:col`, casts `col::type`, embedded resources `other(*)` and `..spread(*)`) is refused as
// not supported, and aggregates with the error PostgREST gives when they are disabled.
import { Cursor, parseColumn, runParser } from './parse-field';
import { RestError, notSupported } from './rest-errors';

export type SelectItem = { kind: 'star' } | { kind: 'column'; name: string };

const AGGREGATES = new Set(['count', 'sum', 'avg', 'max', 'min']);

export function parseSelect(input: string): SelectItem[] {
  return runParser('select parameter', input, (c) => {
    const items: SelectItem[] = [];
    do {
      c.skipSpaces();
      items.push(parseItem(c));
      c.skipSpaces();
    } while (c.take(','));
    return items;
  });
}

function parseItem(c: Cursor): SelectItem {
  if (c.take('*')) return { kind: 'star' };
  if (c.at('..')) throw notSupported('Spreading an embedded resource (..other(*))');
  const name = parseColumn(c);
  if (c.at('::')) throw notSupported('A cast in select (col::type)');
  if (c.at(':')) throw notSupported('Renaming a column in select (alias:col)');
  if (c.at('()') && AGGREGATES.has(name.toLowerCase())) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  if (c.at('(') || c.at('!')) throw notSupported('An embedded resource (other(*))');
  if (!c.eof() && !c.at(',')) c.fail('"," or end of input');
  return { kind: 'column', name };
}
