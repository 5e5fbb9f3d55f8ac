// `sweep-letter-uploads`: deletes the uploaded letters nobody should keep: those in a
// folder that names no account (uploaded with a token kept after
// "Delete my account", or left behind by a failed deletion) and those not replaced for
// LETTER_RETENTION_DAYS (default 30). Called on a schedule with the service-role key (pg_cron +
// pg_net on hosted Supabase, a timer in the local server). Answers `{ removed, orphaned, expired }`.
// Rules: only the service role may run it (it deletes everyone's letters); which names go is
// decided in SQL (public.letter_uploads_to_sweep, service role only), and they are removed through
// the storage API, which deletes the bytes with the row (hosted storage refuses deleting
// storage.objects rows in SQL); a run stops after RUN_BUDGET_MS, or when a round removed nothing,
// so a file that cannot be removed never makes it spin; what is left waits for the next run.
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json } from '../_shared/json.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { readLetterRetentionDays } from './retention.ts';

const LETTER_BUCKET = 'letter-uploads';
/** Names per round; hosted storage takes at most 1000 per remove call, fewer keeps each request small. */
const BATCH_SIZE = 100;
/** Hosted functions are stopped after 150 s of wall time; leave room for the answer. */
const RUN_BUDGET_MS = 60_000;

type Reason = 'orphaned' | 'expired';

export async function handleSweepLetterUploads(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST' && request.method !== 'GET') return errorResponse(405, 'Use POST.', 'method_not_allowed');
  if (context.claims.role !== 'service_role') {
    return context.claims.role === 'anon'
      ? errorResponse(401, 'Only the service role may sweep uploaded letters.', 'unauthorized')
      : errorResponse(403, 'Only the service role may sweep uploaded letters.', 'forbidden');
  }
  let retentionDays: number;
  try {
    retentionDays = readLetterRetentionDays(context.env.LETTER_RETENTION_DAYS);
  } catch (error) {
    return errorResponse(500, error instanceof Error ? error.message : String(error), 'not_configured');
  }

  const client = serviceClient(context);
  const started = Date.now();
  const removed: Record<Reason, number> = { orphaned: 0, expired: 0 };
  while (Date.now() - started < RUN_BUDGET_MS) {
    const { data, error } = await client.rpc('letter_uploads_to_sweep', { retention_days: retentionDays, batch_size: BATCH_SIZE });
    if (error) return errorResponse(500, `The letters to sweep could not be listed: ${error.message}`, 'sweep_failed');
    const due = (data ?? []) as Array<{ name: string; reason: Reason }>;
    if (due.length === 0) break;
    const reasons = new Map(due.map((row) => [row.name, row.reason]));
    const { data: gone, error: removeError } = await client.storage.from(LETTER_BUCKET).remove(due.map((row) => row.name));
    if (removeError) return errorResponse(500, `Uploaded letters could not be removed: ${removeError.message}`, 'sweep_failed');
    for (const object of gone ?? []) {
      const reason = reasons.get(object.name);
      if (reason) removed[reason] += 1;
    }
    if ((gone ?? []).length === 0) {
      console.error(`sweep-letter-uploads: none of ${due.length} letters could be removed; the next run tries again.`);
      break;
    }
    if (due.length < BATCH_SIZE) break;
  }
  return json({ removed: removed.orphaned + removed.expired, ...removed });
}
