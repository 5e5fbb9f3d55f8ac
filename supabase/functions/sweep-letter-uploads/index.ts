// Deno entry point for hosted Supabase, called by pg_cron + pg_net with the service-role key
// (README "Deploying"). The gateway has verified the JWT (verify_jwt); the handler checks the role.
// LETTER_RETENTION_DAYS is a function secret (default 30).
import { handleSweepLetterUploads } from './handler.ts';
import { contextFromEnv } from '../_shared/env-context.ts';

Deno.serve((request: Request) =>
  handleSweepLetterUploads(
    request,
    contextFromEnv(request, (name) => Deno.env.get(name)),
  ),
);
