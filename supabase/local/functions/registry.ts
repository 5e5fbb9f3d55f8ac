// The functions this server runs, by the name clients invoke them with. Each is the same handler
// its Deno entry point (supabase/functions/<name>/index.ts) serves in production; add new ones to
// supabase/config.toml too, with verify_jwt on.
import type { FunctionContext } from '../../functions/_shared/function-context.ts';
import { handleAiAssistant } from '../../functions/ai-assistant/handler.ts';
import { handleAnalyzeLetter } from '../../functions/analyze-letter/handler.ts';
import { handleDeleteAccount } from '../../functions/delete-account/handler.ts';
import { handleHealth } from '../../functions/health/handler.ts';
import { handleSendReminders } from '../../functions/send-reminders/handler.ts';
import { handleSweepLetterUploads } from '../../functions/sweep-letter-uploads/handler.ts';

export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>;

export const FUNCTIONS: ReadonlyMap<string, FunctionHandler> = new Map([
  ['health', handleHealth],
  ['send-reminders', handleSendReminders],
  ['delete-account', handleDeleteAccount],
  ['analyze-letter', handleAnalyzeLetter],
  ['ai-assistant', handleAiAssistant],
  ['sweep-letter-uploads', handleSweepLetterUploads],
]);
