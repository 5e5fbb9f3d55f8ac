// What every screen's save does: write to the device (always, first), then give the sync engine a
// short while to deliver it, so the screen can say honestly whether it reached the server or is
// kept on the phone until the signal returns. A full device storage is reported, never swallowed.
import { deviceDb, type PaliDatabase, type SyncedTable } from './db';
import type { WriteResult } from './records';

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

async function delivered(db: PaliDatabase, table: SyncedTable, recordId: string): Promise<boolean> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), DELIVERY_WAIT_MS));
  // Loaded on demand: supabase-js is not needed to show a screen, only to deliver its changes.
  const sent = import('./account-session').then(({ syncNow }) => syncNow());
  const report = await Promise.race([sent, timeout]);
  if (!report?.reachable) return false;
  const left = await db.outbox.where('recordId').equals(recordId).filter((entry) => entry.table === table).count();
  return left === 0;
}

/**
 * Runs `write` against the device database; when it queued a change for the server (`queued`
 * names it), waits briefly for delivery. Guests' writes are complete once on the device.
 */
export async function writeThrough(write: (db: PaliDatabase) => Promise<{ table: SyncedTable; recordId: string } | null>): Promise<WriteResult> {
  const db = deviceDb();
  let queued: { table: SyncedTable; recordId: string } | null;
  try {
    queued = await write(db);
  } catch (error) {
    return failure(error);
  }
  if (!queued) return { ok: true, synced: false };
  return { ok: true, synced: await delivered(db, queued.table, queued.recordId) };
}
