// Reminders on the local server: every REMINDER_INTERVAL_SECONDS (default 300; 0 turns it off) it
// calls send-reminders with the service-role key, as pg_cron + pg_net do on hosted Supabase.
// Rules: those of function-schedule.ts (one run at a time, failures logged, stop() ends it).
import { intervalSecondsFrom, startFunctionSchedule, type FunctionScheduleOptions } from './function-schedule';

export const DEFAULT_REMINDER_INTERVAL_SECONDS = 300;

export function reminderIntervalSeconds(env: NodeJS.ProcessEnv): number {
  return intervalSecondsFrom(env, 'REMINDER_INTERVAL_SECONDS', DEFAULT_REMINDER_INTERVAL_SECONDS, 'reminders');
}

export type ReminderScheduleOptions = FunctionScheduleOptions;

/** Starts the schedule (a first run at once, so reminders due after a restart go out); returns stop. */
export function startReminderSchedule(options: ReminderScheduleOptions): () => void {
  return startFunctionSchedule(
    {
      name: 'send-reminders',
      describe: ({ sent, failed }) => (sent || failed ? `Reminders: ${Number(sent ?? 0)} sent, ${Number(failed ?? 0)} failed.` : null),
    },
    options,
  );
}
