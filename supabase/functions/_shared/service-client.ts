// The supabase-js client a function uses to act as the service role: the only way a function
// reaches the database, auth admin and storage, so the same code works against the local server
// and hosted Supabase. Never hand its results to a caller unchecked: it bypasses row-level security.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from '../../../src/core/database-types.ts';
import type { FunctionContext } from './function-context.ts';

/** supabase-js typed with the schema the migrations build (src/core/database-types.ts). */
export type FunctionClient = SupabaseClient<Database>;

export function serviceClient(context: Pick<FunctionContext, 'env' | 'clientOptions'>): FunctionClient {
  return createClient<Database>(context.env.SUPABASE_URL, context.env.SUPABASE_SERVICE_ROLE_KEY, {
    ...(context.clientOptions as SupabaseClientOptions<'public'> | undefined),
    // A function's client lives for one request: no stored session, no refresh timer.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
