// The unmodified supabase-js client, as the app uses it, pointed at a local server. Node 20 has
// no WebSocket of its own, so the realtime transport is `ws` (the client requires one).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/**
 * `accessToken`, when given, is sent as the bearer instead of the key (a signed-in person);
 * `fetchImpl` replaces the client's fetch (tests of lost answers).
 */
export function supabaseClient(url: string, key: string, accessToken?: string, fetchImpl?: typeof fetch) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: {
      ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    },
  });
}
