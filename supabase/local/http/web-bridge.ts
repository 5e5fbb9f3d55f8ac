// Edge functions are written against the web's Request and Response (what Deno serves in
// production). These two helpers carry a Node request into a Request and a Response back out,
// streaming both ways, and abort the function's work when the client goes away (a closed chat).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readBody } from './http-kit';

/**
 * The Request for `req`, whose signal aborts when the client goes away before `res` has ended.
 * Listens on the response, not the socket: a keep-alive socket carries many requests, and a
 * listener per request on it would pile up (MaxListenersExceededWarning) and fire late.
 */
export async function toWebRequest(req: IncomingMessage, res: ServerResponse, origin: string, limitBytes: number): Promise<Request> {
  const controller = new AbortController();
  // 'close' fires once per response: after it ended (nothing to abort) or when the connection went first.
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBody(req, limitBytes) : undefined;
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: body ? new Uint8Array(body) : undefined, signal: controller.signal });
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.writeHead(response.status, response.statusText);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res);
  } catch {
    // The client left mid-stream; pipeline has already destroyed both ends.
  }
}
