// Deno entry point for hosted Supabase. The gateway has verified the caller's JWT (verify_jwt); the
// handler checks it is a person. The AI_* secrets choose the model (README "Configuration").
// The app calls this from its own origin (a static host), so CORS is answered here (cors.ts).
import { handleAnalyzeLetter } from './handler.ts';
import { servedWithCors } from '../_shared/cors.ts';
import { contextFromEnv } from '../_shared/env-context.ts';

Deno.serve(
  servedWithCors((request) =>
    handleAnalyzeLetter(
      request,
      contextFromEnv(request, (name) => Deno.env.get(name)),
    ),
  ),
);
