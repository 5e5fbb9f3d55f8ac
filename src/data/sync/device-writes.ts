// Every change a screen makes goes through here: the record and its outbox entry are written in
// one Dexie transaction, so a change is either on the device and queued, or not made at all.
// Rules: guests' records are never queued (they stay on the device); a signed-in delete leaves a
// tombstone (`deleted: 1`) that hides the record until the server confirms the delete.
import type { PaliDatabase, SyncedTable } from '../db';
import { GUEST_OWNER } from '../records';
import { serverRow } from './sync-tables';

type DeviceRecord = { id: string; owner: string; deleted?: 1 };

/**
 * `outboxOwner`: whose outbox sends it, the record's owner unless another sender is named (a
 * guest's requests for help go out through their own anonymous outbox).
 */
export async function saveRecord<T extends DeviceRecord>(db: PaliDatabase, table: SyncedTable, record: T, outboxOwner = record.owner): Promise<void> {
  await db.transaction('rw', [db.table(table), db.outbox], async () => {
    await db.table(table).put(record);
    if (outboxOwner === GUEST_OWNER) return;
    await db.outbox.add({
      owner: outboxOwner,
      table,
      op: 'upsert',
      recordId: record.id,
      payload: serverRow(table, record),
      createdAt: new Date().toISOString(),
    });
  });
}

/** False when the record is not on the device (or not this owner's). */
export async function deleteRecord(db: PaliDatabase, table: Exclude<SyncedTable, 'profiles'>, id: string, owner: string): Promise<boolean> {
  return db.transaction('rw', [db.table(table), db.outbox], async () => {
    const store = db.table<DeviceRecord, string>(table);
    const record = await store.get(id);
    if (!record || record.owner !== owner || record.deleted) return false;
    if (owner === GUEST_OWNER) {
      await store.delete(id);
      return true;
    }
    await store.put({ ...record, deleted: 1 });
    await db.outbox.add({ owner, table, op: 'delete', recordId: id, payload: null, createdAt: new Date().toISOString() });
    return true;
  });
}
