// Reading requests and writing responses for /auth/v1: JSON bodies with a size limit, GoTrue's
// error shapes (through errorResponse), the bearer token and the client's address.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_VERSION_HEADER, authError, badJson, errorResponse, type GoTrueError } from '../auth/gotrue-errors';
import { BodyTooLargeError, callerToken, clientAddress as socketAddress, readBody, sendJson } from '../http/http-kit';

export { sendJson };

/** Far more than any auth request needs (a sign-up with metadata is well under 1 KB). */
const MAX_AUTH_BODY_BYTES = 64 * 1024;

/** Thrown by handlers to answer with a GoTrue error; the router turns it into the response. */
export class AuthFailure extends Error {
  constructor(readonly error: GoTrueError) {
    super(error.message);
  }
}

export function fail(error: GoTrueError): never {
  throw new AuthFailure(error);
}

export type JsonObject = Record<string, unknown>;

/** The body as a JSON object; an empty body is `{}`. Bad JSON, non-objects and oversize bodies are 4xx. */
export async function readJsonObject(req: IncomingMessage): Promise<JsonObject> {
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_AUTH_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) fail(authError(413, 'request_too_large', `Request body is larger than ${MAX_AUTH_BODY_BYTES} bytes`));
    throw error;
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    fail(badJson(error instanceof Error ? error.message : 'invalid JSON'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail(badJson('expected a JSON object'));
  return parsed as JsonObject;
}

/** A string field, or undefined when absent or null; any other type is a 400. */
export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(authError(400, 'validation_failed', `${field} must be a string`));
  return value;
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204, { 'Cache-Control': 'no-store' });
  res.end();
}

export function sendError(req: IncomingMessage, res: ServerResponse, error: GoTrueError, extraHeaders: Record<string, string> = {}): void {
  const requested = req.headers[API_VERSION_HEADER.toLowerCase()];
  const { status, headers, body } = errorResponse(error, Array.isArray(requested) ? requested[0] : requested);
  sendJson(res, status, body, { ...headers, ...extraHeaders });
}

/** The session's token from the Authorization header (http-kit's `session` rule). */
export const bearerToken = (req: IncomingMessage): string | undefined => callerToken(req, 'session');

export function apiKeyHeader(req: IncomingMessage): string | undefined {
  const value = req.headers.apikey;
  return Array.isArray(value) ? value[0] : value;
}

/** The peer's address (http-kit's rule: X-Forwarded-For from a client is never trusted). */
export const clientAddress = (req: IncomingMessage): string => socketAddress(req.socket);

export function userAgent(req: IncomingMessage): string | null {
  const value = req.headers['user-agent'];
  return typeof value === 'string' ? value.slice(0, 500) : null;
}
