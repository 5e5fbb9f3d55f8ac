// Guests' requests for help and content reports go to the server with the public key, through an
// outbox of their own (ANONYMOUS_SENDER), since a guest's other records never leave the phone. They
// are sent by the same sync runner as a signed-in person's changes (one send at a time, backoff
// while the server is out of reach, slower after a 429, again on `online`, focus and a visible
// tab), which downloads nothing and leaves the header's sync status to the person's own runner.
// Started by the first guest send on a page, or at start while one waits (a flag in local
// storage, so other visitors never load the device database for it).
import type { BackendClient } from './backend-client';
import { deviceDb, type PaliDatabase } from './db';
import { ANONYMOUS_SENDER } from './owners';
import { markRequestsWaiting } from './requests-waiting';
import type { FlushReport } from './sync/flush';
import { startSyncRunner, type SyncRunner } from './sync/sync-runner';

/** How many of the anonymous outbox's entries wait to be sent (refused ones, parked, do not). */
export function anonymousWaiting(): Promise<number> {
  return deviceDb()
    .outbox.where('owner')
    .equals(ANONYMOUS_SENDER)
    .filter((entry) => entry.parkedError === undefined)
    .count();
}

/** Clears the "waiting" flag once nothing but refused (parked) entries is left. */
async function noteWhatWaits(): Promise<void> {
  if ((await anonymousWaiting()) === 0) markRequestsWaiting(false);
}

let current: { db: PaliDatabase; client: BackendClient; runner: SyncRunner } | null = null;

/**
 * The runner for this page's device database and client, started on first use. Made again only if
 * either changed (tests point the app at a new database); a start that failed (no backend
 * configuration, offline on a first visit) throws and is tried again next time.
 */
async function anonymousRunner(): Promise<SyncRunner> {
  const { backendClient } = await import('./backend-client');
  const client = await backendClient();
  const db = deviceDb();
  if (current?.db !== db || current.client !== client) {
    current?.runner.stop();
    current = { db, client, runner: startSyncRunner(db, client, ANONYMOUS_SENDER, { pulls: false, reportsStatus: false, afterFlush: () => void noteWhatWaits() }) };
  }
  return current.runner;
}

/** Stops the runner and its retries (tests, before their database goes). */
export function stopAnonymousSender(): void {
  current?.runner.stop();
  current = null;
}

let retryingStart = false;

/** The runner could not start (offline on a first visit): start it when the connection returns. */
function startWhenOnline(): void {
  if (retryingStart || typeof window === 'undefined') return;
  retryingStart = true;
  window.addEventListener(
    'online',
    () => {
      retryingStart = false;
      void sendAnonymousNow();
    },
    { once: true },
  );
}

/** Sends what waits in the anonymous outbox now; the report, or null when the runner could not start. */
export async function sendAnonymousNow(): Promise<FlushReport | null> {
  try {
    return await (await anonymousRunner()).flush();
  } catch {
    startWhenOnline();
    return null;
  }
}
