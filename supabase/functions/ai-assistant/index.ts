// Deno entry point for hosted Supabase. The gateway has verified the caller's JWT (verify_jwt: the
// anon key for a guest, a session for a person). The AI_* secrets choose the model and the
// ASSISTANT_MESSAGES_PER_MINUTE_* secrets the rate limits (README "Configuration"). The app calls
// this from its own origin, so CORS is answered here, with X-Conversation-Id exposed (cors.ts).
// Deno aborts request.signal when the person disconnects, which stops the model (handler.ts).
import { handleAiAssistant } from './handler.ts';
import { servedWithCors } from '../_shared/cors.ts';
import { contextFromEnv } from '../_shared/env-context.ts';

Deno.serve(
  servedWithCors((request) =>
    handleAiAssistant(
      request,
      contextFromEnv(request, (name) => Deno.env.get(name)),
    ),
  ),
);
