// The functions this server runs, by the name clients invoke them with. Each is the same handler
// its Deno entry point (supabase/functions/<name>/index.ts) serves in production.
import { handleHealth, type FunctionContext } from '../../functions/health/handler.ts';

export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>;

export const FUNCTIONS: ReadonlyMap<string, FunctionHandler> = new Map([['health', handleHealth]]);
