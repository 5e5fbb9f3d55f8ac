// What every service of the local server shares at the HTTP edge, so REST, storage, functions and
// auth answer alike: one JSON reply, one body reader with a limit, one client address, and one rule
// for which token a request carries.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A JSON reply, never cached (every answer here is about one person or changes with the data). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes.`);
  }
}

/** Reads the whole body, refusing more than `limitBytes` as soon as it is declared or exceeded. */
export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) throw new BodyTooLargeError(limitBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new BodyTooLargeError(limitBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The client's address as the socket has it, an IPv4 client without its IPv6 prefix. A client's own
 * X-Forwarded-For is never trusted: anyone could set it to dodge a rate limit. (The server sets it
 * itself for the database and the functions, as Supabase's gateway does.)
 */
export function clientAddress(socket: Pick<Socket, 'remoteAddress'>): string {
  return (socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * Which token a request carries, as Supabase's gateway decides:
 * - `data` (REST and storage): the Authorization header's token when the header is there, else the
 *   `apikey` header (the gateway turns the project key into the caller's role: anon or service role).
 *   A malformed Authorization header is not replaced by the apikey: it fails verification, as there.
 * - `function` (edge functions with verify_jwt) and `session` (auth's user endpoints): the
 *   Authorization header alone; the apikey only admits the request to the project.
 */
export function callerToken(req: IncomingMessage, service: 'data' | 'function' | 'session'): string | undefined {
  const header = req.headers.authorization?.trim();
  if (header) return header.replace(/^Bearer\s+/i, '');
  if (service !== 'data') return undefined;
  const apikey = req.headers.apikey;
  return (Array.isArray(apikey) ? apikey[0] : apikey) || undefined;
}
