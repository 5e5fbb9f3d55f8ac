// The local server's stand-in for hosted Supabase's pg_cron + pg_net: every
// REMINDER_INTERVAL_SECONDS (default 300; 0 turns it off) it calls send-reminders over HTTP with
// the service-role key, exactly as the cron job does in production.
// Rules: one run at a time (a slow run is not overlapped by the next tick); a failed run is logged
// and the schedule carries on; stop() ends the timer so the process can exit.

export const DEFAULT_REMINDER_INTERVAL_SECONDS = 300;

export function reminderIntervalSeconds(env: NodeJS.ProcessEnv): number {
  const raw = env.REMINDER_INTERVAL_SECONDS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_REMINDER_INTERVAL_SECONDS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`REMINDER_INTERVAL_SECONDS must be a whole number of seconds (0 turns reminders off), not "${raw}"`);
  return seconds;
}

export interface ReminderScheduleOptions {
  /** This server's own address, e.g. `http://127.0.0.1:8787`. */
  origin: string;
  serviceRoleKey: string;
  intervalSeconds: number;
  log?: Pick<Console, 'log' | 'error'>;
}

/** Starts the schedule (a first run at once, so reminders due after a restart go out); returns stop. */
export function startReminderSchedule({ origin, serviceRoleKey, intervalSeconds, log = console }: ReminderScheduleOptions): () => void {
  if (intervalSeconds === 0) return () => undefined;
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const response = await fetch(`${origin}/functions/v1/send-reminders`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json().catch(() => ({}))) as { sent?: number; failed?: number; error?: string };
      if (!response.ok) log.error(`send-reminders answered ${response.status}: ${body.error ?? ''}`);
      else if (body.sent || body.failed) log.log(`Reminders: ${body.sent ?? 0} sent, ${body.failed ?? 0} failed.`);
    } catch (error) {
      if (!stopped) log.error('send-reminders could not be called:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalSeconds * 1000);
  // The server keeps the process alive; the schedule alone must not.
  timer.unref();
  void run();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
