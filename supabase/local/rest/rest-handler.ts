// /rest/v1: PostgREST's protocol for supabase-js. Each request runs in one transaction as the
// JWT's role with `request.jwt.claims` set, exactly as PostgREST does, so the database's grants
// and row-level security decide what anyone may see or change. Bad input is a 4xx in PostgREST's
// shape, never a 500; a refused or failed write leaves nothing behind (the transaction rolls back).
// Like PostgREST, it hands SQL the request as `request.method`, `request.path` and
// `request.headers` (JSON, lower-case names, no cookies), with X-Forwarded-For replaced by the
// socket's address, as hosted Supabase's gateway puts the client's first: the database's per-address
// limits count by it, and a caller must not be able to choose it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyToken } from '../auth/access-tokens';
import type { Database } from '../database/database';
import { BodyTooLargeError, callerToken, clientAddress, readBody } from '../http/http-kit';
import { planRequest } from './build-sql';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { once } from '../../../src/core/once';
import { loadCatalog } from './load-catalog';
import { shapeResponse, type StatementResult } from './response-shape';
import { RestError, restErrorFromPg } from './rest-errors';
import type { RestMethod } from './types';

const PREFIX = '/rest/v1';
const REST_BODY_LIMIT_BYTES = 1024 * 1024;
const METHODS = new Set<RestMethod>(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']);

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | null): void {
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

function sendError(res: ServerResponse, error: RestError): void {
  send(res, error.status, { 'Content-Type': 'application/json; charset=utf-8', ...error.headers }, JSON.stringify(error));
}

const jwtError = (message: string) => new RestError(401, 'PGRST301', message, null, null, { 'WWW-Authenticate': 'Bearer' });

async function callerClaims(req: IncomingMessage, jwtSecret: string): Promise<{ role: string } & Record<string, unknown>> {
  const token = callerToken(req, 'data');
  if (!token) throw jwtError('No API key found in request');
  const verified = await verifyToken(jwtSecret, token);
  if (!verified.ok) throw jwtError(verified.reason === 'expired' ? 'JWT expired' : `Invalid JWT: ${verified.reason}`);
  return verified.claims as { role: string } & Record<string, unknown>;
}

/** PostgREST's `request.headers`: every header but Cookie, lower-case names, repeated ones joined. */
function requestHeadersJson(req: IncomingMessage): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = clientAddress(req.socket);
  return JSON.stringify(headers);
}

async function parseBody(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req, REST_BODY_LIMIT_BYTES);
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (nestsDeeperThan(text)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', `JSON nested more than ${MAX_JSON_DEPTH} levels deep`);
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

export function createRestHandler(options: { db: Database; jwtSecret: string }) {
  /** The schema changes only with migrations, which run before the server starts; a failed read is tried again. */
  const currentCatalog = once(() => loadCatalog(options.db));

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let role = 'anon';
    try {
      const method = (req.method ?? 'GET') as RestMethod;
      if (!METHODS.has(method)) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
      const claims = await callerClaims(req, options.jwtSecret);
      role = claims.role;
      const url = new URL(req.url ?? '/', 'http://local');
      const headers: Record<string, string | undefined> = {};
      for (const name of ['prefer', 'accept', 'range', 'content-profile', 'accept-profile']) {
        const value = req.headers[name];
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const body = method === 'GET' || method === 'HEAD' ? undefined : await parseBody(req);
      const plan = planRequest({ method, path: url.pathname.slice(PREFIX.length), query: url.searchParams, headers, body }, await currentCatalog());

      const settings = {
        role,
        'request.jwt.claims': JSON.stringify(claims),
        'request.method': method,
        'request.path': url.pathname.slice(PREFIX.length),
        'request.headers': requestHeadersJson(req),
      };
      const shaped = await options.db.transaction(
        async (tx) => {
          const total = plan.countSql ? (await tx.query<{ total: string }>(plan.countSql.sql, plan.countSql.params)).rows[0]?.total : undefined;
          const { rows } = await tx.query<StatementResult>(plan.sql, plan.params);
          // Throws (and so rolls back) for single() without exactly one row.
          return shapeResponse(plan, rows[0] ?? { page_total: 0, body: null }, total);
        },
        { readOnly: plan.readOnly, settings },
      );
      send(res, shaped.status, shaped.headers, method === 'HEAD' ? null : shaped.body);
    } catch (error) {
      if (error instanceof BodyTooLargeError) sendError(res, new RestError(413, 'PGRST413', error.message));
      else if (error instanceof RestError) sendError(res, error);
      else if (typeof (error as { code?: unknown }).code === 'string') sendError(res, restErrorFromPg(error as { code: string; message: string }, role));
      else throw error;
    }
  };
}
