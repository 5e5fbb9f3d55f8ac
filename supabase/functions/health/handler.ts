// `health`: proves the functions path end to end (client → /functions/v1 → handler → client).
// It says who called (from the verified JWT the platform passes along) and nothing secret.
import { errorResponse, json } from '../_shared/json.ts';

export interface FunctionContext {
  /** The verified JWT claims of the caller (anon key or a person's session). */
  claims: { role: string; sub?: string };
}

export async function handleHealth(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') return errorResponse(405, 'Use GET or POST.', 'method_not_allowed');
  return json({ status: 'ok', role: context.claims.role, userId: context.claims.sub ?? null, time: new Date().toISOString() });
}
