// Removes a person's records from this device: at sign-out (phones are shared) and after their
// account is deleted. Queued changes go too; the caller decides whether losing them is acceptable.
import type { PaliDatabase } from './db';
import { saveRecord } from './sync/device-writes';
import { rulesOf, SYNCED_TABLES } from './sync/sync-tables';
import { GUEST_OWNER } from './owners';

export async function removeOwnerData(db: PaliDatabase, owner: string): Promise<void> {
  const tables = [...db.syncedStores(), db.outbox];
  await db.transaction('rw', tables, async () => {
    for (const table of tables) await table.where('owner').equals(owner).delete();
  });
}

/** Changes of `owner` the server has not confirmed (parked ones included). */
export function unsyncedCount(db: PaliDatabase, owner: string): Promise<number> {
  return db.outbox.where('owner').equals(owner).count();
}

/**
 * A guest who signs up may bring the guest history along: the records become the new account's
 * and are queued for the server, in one transaction.
 */
export async function adoptGuestData(db: PaliDatabase, userId: string): Promise<number> {
  const tables = SYNCED_TABLES.filter((table) => rulesOf(table).adoptedAtSignUp);
  // One transaction: each save joins it, so a failure part-way leaves the guest history as it was.
  return db.transaction('rw', [...tables.map((table) => db.table(table)), db.outbox], async () => {
    let adopted = 0;
    for (const table of tables) {
      const records = await db.table(table).where('owner').equals(GUEST_OWNER).toArray();
      for (const record of records) {
        await saveRecord(db, table, { ...record, owner: userId, user_id: userId });
        adopted += 1;
      }
    }
    return adopted;
  });
}
