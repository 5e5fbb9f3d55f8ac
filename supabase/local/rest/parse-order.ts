// `order=updated_at.desc,id` → order terms, as supabase-js's .order() writes them. Placing nulls
// (`.nullsfirst`, `.nullslast`) and ordering by an embedded resource (`rel(col)`) are refused as
// not supported.
import { parseColumn, runParser } from './parse-field';
import { notSupported } from './rest-errors';

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
}

export function parseOrder(input: string): OrderTerm[] {
  return runParser('order', input, (c) => {
    const terms: OrderTerm[] = [];
    do {
      const term: OrderTerm = { column: parseColumn(c) };
      if (c.at('(')) throw notSupported('Ordering by an embedded resource (other(col))');
      if (c.take('.asc')) term.direction = 'asc';
      else if (c.take('.desc')) term.direction = 'desc';
      if (c.at('.nullsfirst') || c.at('.nullslast')) throw notSupported('Placing nulls in order (.nullsfirst, .nullslast)');
      c.skipSpaces();
      if (!c.eof() && !c.at(',')) c.fail(term.direction ? '"," or end of input' : '"asc", "desc", "nullsfirst" or "nullslast"');
      terms.push(term);
    } while (c.take(','));
    return terms;
  });
}
