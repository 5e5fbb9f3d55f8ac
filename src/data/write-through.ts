// What every screen's save does: write to the device (always, first), then give the sync engine a
// short while to deliver it, so the screen can say honestly whether it reached the server or is
// kept on the phone until the signal returns. A full device storage is reported, never swallowed.
import { deviceDb, type PaliDatabase } from './db';
import { ANONYMOUS_SENDER } from './owners';
import type { WriteResult } from './records';
import { markRequestsWaiting } from './requests-waiting';
import type { FlushReport } from './sync/flush';
import { saveRecord, type Queued } from './sync/device-writes';

/** How long a save waits for the server before saying "saved on this device". */
const DELIVERY_WAIT_MS = 8000;

export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string; inner?: { name?: string } } | null)?.name;
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}

export function failure(error: unknown): WriteResult {
  if (isQuotaError(error)) return { ok: false, reason: 'quota', message: 'The device storage is full.' };
  return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Sends the outbox `queued` waits in: the signed-in person's sync, or the guests' anonymous runner.
 * Both are loaded on demand: supabase-js is not needed to show a screen, only to deliver its changes.
 */
const sendQueued = (queued: Queued): Promise<FlushReport | null> =>
  queued.sender === ANONYMOUS_SENDER
    ? import('./anonymous-sender').then(({ sendAnonymousNow }) => sendAnonymousNow())
    : import('./account-session').then(({ syncNow }) => syncNow());

/** True when `send` delivered the record in time: the server confirmed it, so it left the outbox. */
async function delivered(db: PaliDatabase, queued: Queued, send: (queued: Queued) => Promise<unknown>): Promise<boolean> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, DELIVERY_WAIT_MS));
  await Promise.race([send(queued).catch(() => undefined), timeout]);
  const left = await db.outbox
    .where('recordId')
    .equals(queued.recordId)
    .filter((entry) => entry.table === queued.table)
    .count();
  return left === 0;
}

/**
 * Runs `write` against the device database; when it queued a change for the server (what
 * saveRecord or deleteRecord answered), waits briefly for `send` (by default the runner of the
 * outbox it waits in) to deliver it. A write that queued nothing (a guest's) is complete once on the device.
 */
export async function writeThrough(write: (db: PaliDatabase) => Promise<Queued | null>, send: (queued: Queued) => Promise<unknown> = sendQueued): Promise<WriteResult> {
  const db = deviceDb();
  let queued: Queued | null;
  try {
    queued = await write(db);
  } catch (error) {
    return failure(error);
  }
  if (!queued) return { ok: true, synced: false };
  return { ok: true, synced: await delivered(db, queued, send) };
}

/** A save's result; `rateLimited` when the server refused it for now with 429 (it waits on the phone). */
export type RequestResult = WriteResult & { rateLimited?: true };

/**
 * Saves a request for help or a content report, which guests may send too (through the anonymous
 * outbox, flagged so the app shell sends it at the next start), and waits briefly for it to go.
 * Not delivered, the outbox's runner tries again by itself (online, focus, backoff, after a 429).
 */
export async function saveRequest(table: 'help_requests' | 'content_reports', record: { id: string; owner: string }): Promise<RequestResult> {
  let limited = false;
  const result = await writeThrough(
    async (db) => {
      const queued = await saveRecord(db, table, record);
      if (queued?.sender === ANONYMOUS_SENDER) markRequestsWaiting(true);
      return queued;
    },
    async (queued) => {
      limited = (await sendQueued(queued))?.limited === true;
    },
  );
  return result.ok && !result.synced && limited ? { ...result, rateLimited: true } : result;
}
