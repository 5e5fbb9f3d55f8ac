// /functions/v1/<name>: like Supabase's gateway, it verifies the caller's JWT (the anon key or a
// person's session) before a function runs, then hands the function a web Request and streams its
// Response back. Unknown names are 404; a function that throws is a 500 that reveals nothing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyToken } from '../auth/access-tokens';
import { BodyTooLargeError, sendWebResponse, toWebRequest } from '../http/web-bridge';
import { FUNCTIONS, type FunctionHandler } from './registry';

const PREFIX = '/functions/v1/';
/** Supabase's own limit on an edge function's request body. */
export const FUNCTION_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function createFunctionsHandler(options: { jwtSecret: string; functions?: ReadonlyMap<string, FunctionHandler> }) {
  const functions = options.functions ?? FUNCTIONS;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://local');
    const name = url.pathname.slice(PREFIX.length).split('/')[0] ?? '';
    const handler = functions.get(name);
    if (!handler) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    const token = req.headers.authorization?.replace(/^Bearer\s+/i, '');
    const verified = await verifyToken(options.jwtSecret, token);
    if (!verified.ok) {
      sendJson(res, 401, { code: 401, message: 'Invalid JWT' });
      return;
    }
    let request: Request;
    try {
      request = await toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`, FUNCTION_BODY_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) sendJson(res, 413, { code: 413, message: error.message });
      else sendJson(res, 400, { code: 400, message: 'Could not read the request body.' });
      return;
    }
    try {
      const claims = verified.claims as { role: string; sub?: string };
      await sendWebResponse(res, await handler(request, { claims: { role: claims.role, sub: claims.sub } }));
    } catch (error) {
      console.error(`Function ${name} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, { code: 500, message: 'The function failed.' });
      else res.destroy();
    }
  };
}
