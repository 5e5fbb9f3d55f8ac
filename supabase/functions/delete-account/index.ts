// Deno entry point for hosted Supabase. The gateway has verified the caller's JWT (verify_jwt); the
// handler checks it is a person.
import { handleDeleteAccount } from './handler.ts';
import { contextFromEnv } from '../_shared/env-context.ts';

Deno.serve((request: Request) => handleDeleteAccount(request, contextFromEnv(request, (name) => Deno.env.get(name))));
