// `order=updated_at.desc,title.asc.nullslast,metadata->>sender` → order terms. Ordering by an
// embedded resource (`rel(col)`) is refused: embedding is not served here.
import { parseField, runParser, type Field } from './parse-field';

export interface OrderTerm {
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'nullsfirst' | 'nullslast';
}

export function parseOrder(input: string): OrderTerm[] {
  return runParser('order', input, (c) => {
    const terms: OrderTerm[] = [];
    do {
      const term: OrderTerm = { field: parseField(c) };
      if (c.at('(')) c.fail('delimiter (.), "," or end of input (ordering by embedded resources is not supported)');
      if (c.take('.asc')) term.direction = 'asc';
      else if (c.take('.desc')) term.direction = 'desc';
      if (c.take('.nullsfirst')) term.nulls = 'nullsfirst';
      else if (c.take('.nullslast')) term.nulls = 'nullslast';
      c.skipSpaces();
      if (!c.eof() && !c.at(',')) c.fail(term.direction || term.nulls ? '"," or end of input' : '"asc", "desc", "nullsfirst" or "nullslast"');
      terms.push(term);
    } while (c.take(','));
    return terms;
  });
}
