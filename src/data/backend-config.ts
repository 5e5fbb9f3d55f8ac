// Where the app's backend is. A build for a hosted Supabase project carries its URL and anon key
// (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY); otherwise the backend is the server that served the
// app (same origin), which publishes its anon key at /pali-config.json.

export interface BackendConfig {
  url: string;
  anonKey: string;
}

const RUNTIME_CONFIG_PATH = '/pali-config.json';

export async function resolveBackendConfig(
  env: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string } = import.meta.env,
  origin: string = window.location.origin,
  fetchConfig: typeof fetch = fetch,
): Promise<BackendConfig> {
  if (env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY) {
    return { url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY };
  }
  const response = await fetchConfig(`${origin}${RUNTIME_CONFIG_PATH}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The server did not say where its backend is (HTTP ${response.status}).`);
  const body = (await response.json()) as { anonKey?: unknown };
  if (typeof body.anonKey !== 'string' || body.anonKey === '') throw new Error('The server sent no anon key.');
  return { url: origin, anonKey: body.anonKey };
}
