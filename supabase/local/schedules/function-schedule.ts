// The local server's stand-in for hosted Supabase's pg_cron + pg_net: every so many seconds it
// calls one function over HTTP with the service-role key, exactly as a cron job does in
// production. Used by the reminder and letter-sweep schedules.
// Rules: one run at a time (a slow run is not overlapped by the next tick); a failed run is logged
// and the schedule carries on; an interval of 0 turns the schedule off; stop() ends the timer so
// the process can exit; a malformed interval setting is an error at start, never a silent default.

/** `name` from the environment: whole seconds, 0 for off, `fallback` when unset. */
export function intervalSecondsFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, what: string): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`${name} must be a whole number of seconds (0 turns ${what} off), not "${raw}"`);
  return seconds;
}

export interface FunctionScheduleOptions {
  /** This server's own address, e.g. `http://127.0.0.1:8787`. */
  origin: string;
  serviceRoleKey: string;
  intervalSeconds: number;
  log?: Pick<Console, 'log' | 'error'>;
}

interface ScheduledFunction {
  name: string;
  /** A line for the log about a successful run's answer, or null when there is nothing to say. */
  describe: (body: Record<string, unknown>) => string | null;
}

/** Starts the schedule (a first run at once, so work due during a restart is done); returns stop. */
export function startFunctionSchedule(target: ScheduledFunction, { origin, serviceRoleKey, intervalSeconds, log = console }: FunctionScheduleOptions): () => void {
  if (intervalSeconds === 0) return () => undefined;
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const response = await fetch(`${origin}/functions/v1/${target.name}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) log.error(`${target.name} answered ${response.status}: ${typeof body.error === 'string' ? body.error : ''}`);
      else {
        const line = target.describe(body);
        if (line) log.log(line);
      }
    } catch (error) {
      if (!stopped) log.error(`${target.name} could not be called:`, error instanceof Error ? error.message : error);
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
