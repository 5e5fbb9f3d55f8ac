// Deno entry point for hosted Supabase. The platform has verified the JWT already (verify_jwt);
// its claims are read back from the Authorization header. Preflights from the app's origin are answered.
import { handleHealth } from './handler.ts';
import { claimsFromAuthorization } from '../_shared/claims.ts';
import { servedWithCors } from '../_shared/cors.ts';

Deno.serve(servedWithCors((request: Request) => handleHealth(request, { claims: claimsFromAuthorization(request) })));
