// The supabase-js client a function uses to act as its caller: the public (anon) key and the
// caller's own access token, so row-level security and the storage policies decide what it may
// read and write, exactly as they do for the app (a check in code followed by a
// service-role read once let one person's letter reach another).
// Rules: a function reads and writes a person's own data (their letters, their conversations)
// only through this client; the service client (service-client.ts) is kept for what no person may
// do themselves (counting the free tier and rate limits, deleting an account, the sweeps).
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from '../../../src/core/database-types.ts';
import type { FunctionContext } from './function-context.ts';
import type { FunctionClient } from './service-client.ts';

export function callerClient(context: Pick<FunctionContext, 'env' | 'clientOptions' | 'accessToken'>): FunctionClient {
  return createClient<Database>(context.env.SUPABASE_URL, context.env.SUPABASE_ANON_KEY, {
    ...(context.clientOptions as SupabaseClientOptions<'public'> | undefined),
    global: { headers: { Authorization: `Bearer ${context.accessToken}` } },
    // A function's client lives for one request: no stored session, no refresh timer.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
