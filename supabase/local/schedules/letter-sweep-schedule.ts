// Uploaded letters on the local server: every LETTER_SWEEP_INTERVAL_SECONDS (default 3600; 0 turns
// it off) it calls sweep-letter-uploads with the service-role key, as pg_cron + pg_net do on hosted
// Supabase, so letters older than LETTER_RETENTION_DAYS and letters of deleted accounts go.
// Rules: those of function-schedule.ts (one run at a time, failures logged, stop() ends it).
import { intervalSecondsFrom, startFunctionSchedule, type FunctionScheduleOptions } from './function-schedule';

/** Hourly: a letter lives at most its retention period and an hour. */
export const DEFAULT_LETTER_SWEEP_INTERVAL_SECONDS = 3600;

export function letterSweepIntervalSeconds(env: NodeJS.ProcessEnv): number {
  return intervalSecondsFrom(env, 'LETTER_SWEEP_INTERVAL_SECONDS', DEFAULT_LETTER_SWEEP_INTERVAL_SECONDS, 'the letter sweep');
}

/** Starts the schedule (a first run at once, so what expired while the server was down goes); returns stop. */
export function startLetterSweepSchedule(options: FunctionScheduleOptions): () => void {
  return startFunctionSchedule(
    {
      name: 'sweep-letter-uploads',
      describe: ({ orphaned, expired }) =>
        orphaned || expired ? `Uploaded letters deleted: ${Number(expired ?? 0)} past their retention, ${Number(orphaned ?? 0)} of deleted accounts.` : null,
    },
    options,
  );
}
