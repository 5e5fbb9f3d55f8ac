// CORS for the functions the app calls from its own origin (a static host, while the functions
// answer on the Supabase project's): the browser's preflight is answered here, and every answer
// carries the headers. The local server serves app and API on one origin and needs none of it.
// Rules: no imports (each Deno entry point reads it); the bearer token, never a cookie,
// authenticates, so any origin may call; a response header the app reads (X-Conversation-Id,
// Retry-After) must be exposed, or a browser on another origin hides it.

// What supabase-js sends (as in its own `@supabase/supabase-js/cors`).
const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Expose-Headers': 'X-Conversation-Id, Retry-After',
};

/** The answer to a preflight (OPTIONS) request. */
function corsPreflight(): Response {
  return new Response('ok', { headers: CORS_HEADERS });
}

/** The response with the CORS headers added; its body (a stream too) passes through untouched. */
function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A Deno.serve handler that answers preflights and adds the CORS headers to every answer. */
export function servedWithCors(handle: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => (request.method === 'OPTIONS' ? corsPreflight() : withCors(await handle(request)));
}
