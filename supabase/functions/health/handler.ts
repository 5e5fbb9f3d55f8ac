// `health`: proves the functions path end to end (client → /functions/v1 → handler → client).
// It says who called (from the verified JWT the platform passes along) and nothing secret.
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json } from '../_shared/json.ts';

/** Only the claims: health needs no settings or mailer, so its Deno entry stays dependency-free. */
export async function handleHealth(request: Request, context: Pick<FunctionContext, 'claims'>): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') return errorResponse(405, 'Use GET or POST.', 'method_not_allowed');
  return json({ status: 'ok', role: context.claims.role, userId: context.claims.sub ?? null, time: new Date().toISOString() });
}
