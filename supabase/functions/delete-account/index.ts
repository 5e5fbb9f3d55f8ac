// Deno entry point for hosted Supabase. The gateway has verified the caller's JWT (verify_jwt); the
// handler checks it is a person. The app calls it from its own origin, so preflights are answered.
import { handleDeleteAccount } from './handler.ts';
import { servedWithCors } from '../_shared/cors.ts';
import { contextFromEnv } from '../_shared/env-context.ts';

Deno.serve(
  servedWithCors((request: Request) =>
    handleDeleteAccount(
      request,
      contextFromEnv(request, (name) => Deno.env.get(name)),
    ),
  ),
);
