// /functions/v1/<name>: like Supabase's gateway, it verifies the caller's JWT (the anon key or a
// person's session) before a function runs, then hands the function a web Request and streams its
// Response back. Unknown names are 404; a function that throws is a 500 that reveals nothing.
// Unlike hosted Supabase's gateway, it also refuses a person's token whose session or account is
// gone; on hosted Supabase the functions ask the auth server themselves
// (functions/_shared/live-person.ts), so both places refuse the same tokens.
//
// Each function also gets what hosted Supabase gives it: SUPABASE_URL (this server's own address,
// from the socket the request arrived on — never from the Host header, which the caller chooses
// and which would send the service-role key to their host), the anon and service-role keys, the
// caller's verified token, SITE_URL, and
// the server's mailer, the AI_* model settings, the assistant's rate limits, and a reader of letter
// files (with OCR) if given. X-Forwarded-For is set to the socket's address, replacing whatever the
// caller sent, as hosted Supabase's gateway puts the client's first: functions count per-address
// limits by it, and a caller must not be able to choose it. The Request is aborted when the
// client goes away before the answer ends (a closed chat stops the model).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import WebSocket from 'ws';
import type { AiEnv } from '../../functions/_shared/ai-config.ts';
import type { AssistantLimitEnv } from '../../functions/ai-assistant/rate-limit.ts';
import type { FunctionContext, SendMail } from '../../functions/_shared/function-context.ts';
import { verifyToken } from '../auth/access-tokens';
import { BodyTooLargeError, callerToken, clientAddress, sendJson } from '../http/http-kit';
import { sendWebResponse, toWebRequest } from '../http/web-bridge';
import { relayToFunction } from './function-relay';
import { FUNCTIONS, type FunctionHandler } from './registry';

const PREFIX = '/functions/v1/';
/** Supabase's own limit on an edge function's request body. */
const FUNCTION_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/** What the functions may use of this server. */
interface FunctionRuntime {
  anonKey: string;
  serviceRoleKey: string;
  /** The app's public address (SITE_URL); unset, the server's own address (the app is served there too). */
  siteUrl?: string;
  sendMail: SendMail;
  /** The AI_* variables that are set (README "Configuration"); none, no model. */
  ai?: AiEnv;
  /** The ASSISTANT_MESSAGES_PER_MINUTE_* variables that are set; none, ai-assistant's defaults. */
  assistantLimits?: AssistantLimitEnv;
  readLetterText?: FunctionContext['readLetterText'];
  /** LETTER_RETENTION_DAYS, when set (sweep-letter-uploads' default otherwise). */
  letterRetentionDays?: string;
}

export interface FunctionsHandlerOptions {
  jwtSecret: string;
  runtime: FunctionRuntime;
  /** Whether the verified claims still stand for a live session (auth/live-session.ts); unset, every verified token is. */
  isLiveCaller?: (claims: Record<string, unknown>) => Promise<boolean>;
  functions?: ReadonlyMap<string, FunctionHandler>;
  /**
   * Functions served by another runtime, by name: the origin of the process serving it (the tests
   * run the Deno entry points this way). Read per request, so a map filled after the server
   * started (the function needs the server's address first) takes effect.
   */
  upstreams?: ReadonlyMap<string, string>;
}

/** `http://<address>:<port>` of the socket's local end: where this server can reach itself. */
export function ownOrigin(socket: Pick<Socket, 'localAddress' | 'localPort'>): string {
  const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
}

export function createFunctionsHandler(options: FunctionsHandlerOptions) {
  const functions = options.functions ?? FUNCTIONS;
  const { runtime } = options;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://local');
    const name = url.pathname.slice(PREFIX.length).split('/')[0] ?? '';
    const handler = functions.get(name);
    const upstream = options.upstreams?.get(name);
    if (!handler && !upstream) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    const token = callerToken(req, 'function');
    const verified = await verifyToken(options.jwtSecret, token);
    if (!verified.ok) {
      sendJson(res, 401, { code: 401, message: 'Invalid JWT' });
      return;
    }
    if (options.isLiveCaller && !(await options.isLiveCaller(verified.claims))) {
      sendJson(res, 401, { code: 401, message: 'Invalid JWT: the session has ended' });
      return;
    }
    req.headers['x-forwarded-for'] = clientAddress(req.socket);
    let request: Request;
    try {
      request = await toWebRequest(req, res, `http://${req.headers.host ?? 'localhost'}`, FUNCTION_BODY_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) sendJson(res, 413, { code: 413, message: error.message });
      else sendJson(res, 400, { code: 400, message: 'Could not read the request body.' });
      return;
    }
    if (upstream) {
      await relay(res, name, () => relayToFunction(request, upstream, url.pathname.slice(PREFIX.length)));
      return;
    }
    await relay(res, name, () => {
      const claims = verified.claims as { role: string; sub?: string };
      const origin = ownOrigin(req.socket);
      const context: FunctionContext = {
        claims: { role: claims.role, sub: claims.sub },
        accessToken: token ?? '',
        env: {
          SUPABASE_URL: origin,
          SUPABASE_ANON_KEY: runtime.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: runtime.serviceRoleKey,
          SITE_URL: runtime.siteUrl ?? origin,
          ...runtime.ai,
          ...runtime.assistantLimits,
          ...(runtime.letterRetentionDays ? { LETTER_RETENTION_DAYS: runtime.letterRetentionDays } : {}),
        },
        sendMail: runtime.sendMail,
        // Node 20 has no WebSocket, and supabase-js refuses to start without one.
        clientOptions: { realtime: { transport: WebSocket } },
        ...(runtime.readLetterText ? { readLetterText: runtime.readLetterText } : {}),
      };
      return handler!(request, context);
    });
  };
}

/** Streams the function's answer back; one that throws is a 500 that reveals nothing. */
async function relay(res: ServerResponse, name: string, answer: () => Promise<Response>): Promise<void> {
  try {
    await sendWebResponse(res, await answer());
  } catch (error) {
    console.error(`Function ${name} failed:`, error);
    if (!res.headersSent) sendJson(res, 500, { code: 500, message: 'The function failed.' });
    else res.destroy();
  }
}
