// Deno entry point for hosted Supabase. The platform has verified the JWT already (verify_jwt);
// its claims are read back from the Authorization header.
import { handleHealth } from './handler.ts';
import { claimsFromAuthorization } from '../_shared/claims.ts';

Deno.serve((request: Request) => handleHealth(request, { claims: claimsFromAuthorization(request) }));
