// Deno entry point for hosted Supabase. The gateway has verified the caller's JWT (verify_jwt); the
// handler checks it is a person. The AI_* secrets choose the model (README "Configuration").
// The app calls this from its own origin (a static host), so the browser's CORS preflight is
// answered here; the local server serves app and API on one origin and needs none of it.
import { handleAnalyzeLetter } from './handler.ts';
import { contextFromEnv } from '../_shared/env-context.ts';

// What supabase-js sends (as in its own `@supabase/supabase-js/cors`); the bearer token, not a cookie, authenticates.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  const response = await handleAnalyzeLetter(request, contextFromEnv(request, (name) => Deno.env.get(name)));
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
  return response;
});
