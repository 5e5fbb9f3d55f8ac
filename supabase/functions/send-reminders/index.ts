// Deno entry point for hosted Supabase, called by pg_cron + pg_net with the service-role key
// (README "Deploying"). The gateway has verified the JWT (verify_jwt); the handler checks the role.
import { handleSendReminders } from './handler.ts';
import { contextFromEnv } from '../_shared/env-context.ts';

Deno.serve((request: Request) =>
  handleSendReminders(
    request,
    contextFromEnv(request, (name) => Deno.env.get(name)),
  ),
);
