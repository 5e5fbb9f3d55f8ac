// `send-reminders`: mails each person about their calendar events of the next 24 hours, once.
// Called on a schedule with the service-role key (pg_cron + pg_net on hosted Supabase, a timer in
// the local server). Answers `{ sent, failed }`.
// Rules: only the service role may run it (it mails everyone); the database is reached only
// through supabase-js rpc (claim_due_reminders, mark_reminder_sent, release_reminder_claim), so
// claiming stays atomic in SQL and the handler runs unchanged in Deno; an event is marked sent
// only after the mail server accepted its mail; a failed mail is released for the next run (and
// gives its place in the owner's day back). Which events are mailed is the database's decision
// (claim_due_reminders, migration 20261125000300): owners with a confirmed address only, at most
// reminder_mails_per_person a day; an event over that cap is skipped and marked, never mailed.
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json } from '../_shared/json.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { reminderMail, type DueReminder } from './reminder-mail.ts';

/** How long a claim holds: far longer than a run may take (RUN_BUDGET_MS plus one slow mail). */
const REMINDER_LEASE_SECONDS = 15 * 60;
const BATCH_SIZE = 50;
/** Stop claiming after this long; what is left waits for the next run (hosted functions are cut off at 150 s). */
const RUN_BUDGET_MS = 60_000;

export async function handleSendReminders(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST' && request.method !== 'GET') return errorResponse(405, 'Use POST.', 'method_not_allowed');
  if (context.claims.role !== 'service_role') {
    return context.claims.role === 'anon'
      ? errorResponse(401, 'Only the service role may send reminders.', 'unauthorized')
      : errorResponse(403, 'Only the service role may send reminders.', 'forbidden');
  }
  const siteUrl = context.env.SITE_URL;
  if (!siteUrl) return errorResponse(500, 'SITE_URL is not set, so reminders would have no link to the calendar.', 'not_configured');

  const client = serviceClient(context);
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  const toRelease: string[] = [];
  let claimError: string | undefined;
  while (Date.now() - started < RUN_BUDGET_MS) {
    const { data, error } = await client.rpc('claim_due_reminders', { lease_seconds: REMINDER_LEASE_SECONDS, batch_size: BATCH_SIZE });
    if (error) {
      claimError = error.message;
      break;
    }
    const due = (data ?? []) as DueReminder[];
    for (const event of due) {
      try {
        await context.sendMail(reminderMail(event, siteUrl));
      } catch (mailError) {
        failed += 1;
        toRelease.push(event.event_id);
        console.error(`The reminder for event ${event.event_id} could not be sent:`, mailError instanceof Error ? mailError.message : mailError);
        continue;
      }
      sent += 1;
      const marked = await client.rpc('mark_reminder_sent', { event_id: event.event_id });
      // The mail is out but not marked: the claim stays, and after the lease a later run resends it
      // with the same Message-ID. Releasing it now would resend at once.
      if (marked.error) console.error(`The reminder for event ${event.event_id} was sent but not marked:`, marked.error.message);
    }
    if (due.length < BATCH_SIZE) break;
  }
  // Released only now, so this run does not claim its own failures again.
  for (const eventId of toRelease) {
    const { error } = await client.rpc('release_reminder_claim', { event_id: eventId });
    if (error) console.error(`The claim on event ${eventId} could not be released (it expires with its lease):`, error.message);
  }
  if (claimError) return errorResponse(500, `Due reminders could not be claimed: ${claimError}`, 'claim_failed');
  return json({ sent, failed });
}
