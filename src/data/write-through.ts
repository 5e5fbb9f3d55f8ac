// What every screen's save does: write to the device (always, first), then give the sync engine a
// short while to deliver it, so the screen can say honestly whether it reached the server or is
// kept on the phone until the signal returns. A full device storage is reported, never swallowed.
import { deviceDb, type PaliDatabase, type SyncedTable } from './db';
import type { WriteResult } from './records';
import type { Queued } from './sync/device-writes';

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

// Loaded on demand: supabase-js is not needed to show a screen, only to deliver its changes.
const syncAccount = () => import('./account-session').then(({ syncNow }) => syncNow());

/** True when `send` delivered the record in time: the server confirmed it, so it left the outbox. */
async function delivered(db: PaliDatabase, table: SyncedTable, recordId: string, send: () => Promise<unknown>): Promise<boolean> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, DELIVERY_WAIT_MS));
  await Promise.race([send().catch(() => undefined), timeout]);
  const left = await db.outbox
    .where('recordId')
    .equals(recordId)
    .filter((entry) => entry.table === table)
    .count();
  return left === 0;
}

/**
 * Runs `write` against the device database; when it queued a change for the server (what
 * saveRecord or deleteRecord answered), waits briefly for `send` (the account's sync, by default)
 * to deliver it. A write that queued nothing (a guest's) is complete once on the device.
 */
export async function writeThrough(write: (db: PaliDatabase) => Promise<Queued | null>, send: () => Promise<unknown> = syncAccount): Promise<WriteResult> {
  const db = deviceDb();
  let queued: Queued | null;
  try {
    queued = await write(db);
  } catch (error) {
    return failure(error);
  }
  if (!queued) return { ok: true, synced: false };
  return { ok: true, synced: await delivered(db, queued.table, queued.recordId, send) };
}
