// The small pieces of PostgREST's query grammar shared by select, order and filters
// (src/PostgREST/ApiRequest/QueryParams.hs): field names and quoted values.
import { notSupported, parseError, type RestError } from './rest-errors';

export class ParseFailure extends Error {
  constructor(
    readonly pos: number,
    readonly details: string,
  ) {
    super(details);
  }
}

export class Cursor {
  pos = 0;
  constructor(readonly input: string) {}

  eof(): boolean {
    return this.pos >= this.input.length;
  }
  peek(): string {
    return this.input[this.pos] ?? '';
  }
  at(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }
  take(text: string): boolean {
    if (!this.at(text)) return false;
    this.pos += text.length;
    return true;
  }
  expect(text: string, what = `"${text}"`): void {
    if (!this.take(text)) this.fail(what);
  }
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }
  fail(expecting: string): never {
    const found = this.eof() ? 'end of input' : `"${this.peek()}"`;
    throw new ParseFailure(this.pos, `unexpected ${found} expecting ${expecting}`);
  }
}

/** Runs a parser over the whole input and turns a failure into PostgREST's PGRST100. */
export function runParser<T>(what: string, input: string, parse: (c: Cursor) => T): T {
  const cursor = new Cursor(input);
  try {
    const result = parse(cursor);
    if (!cursor.eof()) cursor.fail('end of input');
    return result;
  } catch (error) {
    if (error instanceof ParseFailure) throw asRestError(what, input, error);
    throw error;
  }
}

function asRestError(what: string, input: string, failure: ParseFailure): RestError {
  return parseError(what, input, failure.details, failure.pos + 1);
}

const IDENT_CHAR = /[\p{L}\p{N}_$ ]/u;

/** A field name: a "quoted value" or identifier characters joined by single dashes (not `->`). */
export function parseFieldName(c: Cursor): string {
  if (c.peek() === '"') {
    const start = c.pos;
    const quoted = parseQuoted(c);
    // PostgreSQL names cannot hold NUL; refused here, as bad input, rather than when quoting it.
    if (quoted.includes('\0')) throw new ParseFailure(start, 'a field name without a NUL character');
    return quoted;
  }
  const start = c.pos;
  for (;;) {
    const before = c.pos;
    while (!c.eof() && IDENT_CHAR.test(c.peek())) c.pos += 1;
    if (c.pos === before) {
      c.pos = before;
      break;
    }
    if (c.peek() === '-' && c.input[c.pos + 1] !== '>' && IDENT_CHAR.test(c.input[c.pos + 1] ?? '')) c.pos += 1;
    else break;
  }
  const name = c.input.slice(start, c.pos).trim();
  if (name === '') {
    c.pos = start;
    c.fail('field name (* or [a..z0..9_$])');
  }
  return name;
}

/** "a \"quoted\" value" with backslash escapes, as PostgREST's pQuotedValue. */
export function parseQuoted(c: Cursor): string {
  c.expect('"');
  let out = '';
  for (;;) {
    if (c.eof()) c.fail('"\\"" (closing quote)');
    const ch = c.peek();
    c.pos += 1;
    if (ch === '"') return out;
    if (ch === '\\') {
      if (c.eof()) c.fail('escaped character');
      out += c.peek();
      c.pos += 1;
    } else out += ch;
  }
}

/**
 * A column in select, filters or order: a name, with spaces around it allowed. A JSON path after
 * it (`metadata->>sender`) is PostgREST syntax the app never sends, so it is refused.
 */
export function parseColumn(c: Cursor): string {
  c.skipSpaces();
  const name = parseFieldName(c);
  if (c.at('->')) throw notSupported('A JSON path (->, ->>)');
  c.skipSpaces();
  return name;
}
