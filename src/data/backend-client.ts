// The one supabase-js client of the app, loaded on first use (it is not part of the first view).
// Where the backend is comes from the build or the serving server (backend-config.ts); the answer
// is kept on the device so a phone that opens Pali with no signal still has a client, whose calls
// then fail as offline and are retried by the sync engine, instead of having none at all.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../core/database-types';
import { once } from '../core/once';
import { resolveBackendConfig, type BackendConfig } from './backend-config';
import { AUTH_STORAGE_KEY } from './session-store';

const CONFIG_STORAGE_KEY = 'pali.backend';

function rememberedConfig(): BackendConfig | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(CONFIG_STORAGE_KEY) ?? 'null') as Partial<BackendConfig> | null;
    return typeof value?.url === 'string' && typeof value.anonKey === 'string' ? { url: value.url, anonKey: value.anonKey } : null;
  } catch {
    return null;
  }
}

async function configNowOrRemembered(): Promise<BackendConfig> {
  try {
    const config = await resolveBackendConfig();
    try {
      window.localStorage.setItem(CONFIG_STORAGE_KEY, JSON.stringify(config));
    } catch {
      // A full or blocked storage only costs the offline start.
    }
    return config;
  } catch (error) {
    const remembered = rememberedConfig();
    if (remembered) return remembered;
    throw error;
  }
}

/** supabase-js typed with the schema the migrations build (src/core/database-types.ts). */
export type BackendClient = SupabaseClient<Database>;

/** The client, made once; a failure (offline on a first visit) does not stick: the next call tries again. */
export const backendClient: () => Promise<BackendClient> = once(() =>
  Promise.all([import('@supabase/supabase-js'), configNowOrRemembered()]).then(([{ createClient }, config]) =>
    createClient<Database>(config.url, config.anonKey, {
      auth: { storageKey: AUTH_STORAGE_KEY, persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    }),
  ),
);
