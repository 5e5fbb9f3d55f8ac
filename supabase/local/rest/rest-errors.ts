// PostgREST-shaped errors: the JSON body {code, message, details, hint} and the HTTP status that
// PostgREST (v12/v13, src/PostgREST/Error.hs) gives each one. Bad input is never a 500, even where
// PostgREST would give one (a program limit such as 1,664 selected columns is a 400 here).

export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  /** Extra response headers, e.g. WWW-Authenticate on a 401. */
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, details: string | null = null, hint: string | null = null, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  toJSON(): { code: string; message: string; details: string | null; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: a query parameter could not be parsed. */
export function parseError(what: string, input: string, details: string, column?: number): RestError {
  const where = column === undefined ? '' : ` (line 1, column ${column})`;
  return new RestError(400, 'PGRST100', `"failed to parse ${what} (${input})"${where}`, details);
}

/** PGRST102: the body is not JSON of the right shape. */
export function invalidBody(message: string): RestError {
  return new RestError(400, 'PGRST102', message);
}

/** PGRST108: filters, order or limits on an embedded resource, which this server does not serve. */
export function notEmbedded(name: string): RestError {
  return new RestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null, `Verify that '${name}' is included in the 'select' query parameter.`);
}

export function tableNotFound(name: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
}

export function functionNotFound(name: string, argNames: string[]): RestError {
  const list = argNames.join(', ');
  const withParams = argNames.length === 0 ? ' without parameters' : ` with parameter${argNames.length > 1 ? 's' : ''} ${list}`;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${argNames.length === 0 ? ' without parameters' : `(${list})`} in the schema cache`,
    `Searched for the function public.${name}${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/** 42703 as PostgreSQL reports it for an unknown column in select, filters or order. */
export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

/** PGRST204: an unknown column in a body, `columns` or `on_conflict`. */
export function payloadColumnNotFound(table: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
}

export function singularityError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}

export function rangeError(details: string): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

/**
 * PGRST127, PostgREST's own answer for a feature it does not implement. The local server serves
 * only the part of PostgREST that Pali uses (README: "The local server's REST surface"); every
 * other PostgREST feature ends here, so a client never gets a silently different answer.
 * `feature` names what was asked for, e.g. 'The cs operator'.
 */
export function notSupported(feature: string): RestError {
  return new RestError(400, 'PGRST127', 'Feature not implemented', `${feature} is not supported by the local server`);
}

export interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

/**
 * Maps an error thrown by PostgreSQL (pg or PGlite) to PostgREST's status codes. `role` is the
 * JWT role the statement ran as: 42501 is 401 for anon (not signed in) and 403 otherwise.
 */
export function restErrorFromPg(error: PgErrorLike | RestError, role = 'anon'): RestError {
  if (error instanceof RestError) return error;
  const code = error.code;
  const details = error.detail ?? null;
  const hint = error.hint ?? null;
  if (!code) return new RestError(500, 'PGRSTX00', error.message, details, hint);
  if (code === 'PGRST') return raisedPgrst(error);
  if (code === 'PGRST116') return new RestError(406, code, error.message, details, hint);
  const status = statusForPgCode(code, error.message, role !== 'anon');
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, code, error.message, details, hint, headers);
}

function statusForPgCode(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code in exact) return exact[code]!;
  if (code === '42501') return authed ? 403 : 401;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  // Program limits (too many columns, too deep, too many arguments): every REST statement is made
  // from the request, so reaching one is the request's fault. PostgREST says 500; we say 400.
  if (code.startsWith('54')) return 400;
  const byClass: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  for (const [prefix, status] of byClass) if (code.startsWith(prefix)) return status;
  // PostgREST's default: anything else (22*, 23*, 42* …) is the client's fault.
  return 400;
}

// RAISE SQLSTATE 'PGRST' USING MESSAGE = '{"code":..,"message":..}', DETAIL = '{"status":..}'.
function raisedPgrst(error: PgErrorLike): RestError {
  try {
    const m = JSON.parse(error.message) as Record<string, unknown>;
    const d = JSON.parse(error.detail ?? '') as Record<string, unknown>;
    const status = typeof d.status === 'number' ? d.status : 500;
    const headers: Record<string, string> = {};
    if (d.headers && typeof d.headers === 'object') {
      for (const [k, v] of Object.entries(d.headers)) if (typeof v === 'string') headers[k] = v;
    }
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return new RestError(status, text(m.code) ?? 'PGRST', text(m.message) ?? '', text(m.details), text(m.hint), headers);
  } catch {
    return new RestError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', error.detail ?? null);
  }
}
