// Every change a screen makes goes through here: the record and its outbox entry are written in
// one Dexie transaction, so a change is either on the device and queued, or not made at all.
// Rules: who sends a change is decided once, by owners.ts (a guest's records stay on the device,
// except requests and reports, which go through the anonymous outbox); a queued delete leaves a
// tombstone (`deleted: 1`) that hides the record until the server confirms the delete.
import type { PaliDatabase, SyncedTable } from '../db';
import { senderOf } from '../owners';
import { serverRow } from './sync-tables';

type DeviceRecord = { id: string; owner: string; deleted?: 1 };

/** A change waiting in the outbox: which record, and whose outbox sends it. */
export interface Queued {
  table: SyncedTable;
  recordId: string;
  sender: string;
}

/** Stores `record`; answers the change it queued for the server, or null when the record stays on the device. */
export async function saveRecord<T extends DeviceRecord>(db: PaliDatabase, table: SyncedTable, record: T): Promise<Queued | null> {
  const sender = senderOf(record.owner, table);
  await db.transaction('rw', [db.table(table), db.outbox], async () => {
    await db.table(table).put(record);
    if (!sender) return;
    await db.outbox.add({ owner: sender, table, op: 'upsert', recordId: record.id, payload: serverRow(table, record), createdAt: new Date().toISOString() });
  });
  return sender ? { table, recordId: record.id, sender } : null;
}

/** `found` false when the record is not on the device (or not this owner's); `queued`, the delete it queued for the server. */
export async function deleteRecord(db: PaliDatabase, table: Exclude<SyncedTable, 'profiles'>, id: string, owner: string): Promise<{ found: boolean; queued: Queued | null }> {
  const sender = senderOf(owner, table);
  return db.transaction('rw', [db.table(table), db.outbox], async () => {
    const store = db.table<DeviceRecord, string>(table);
    const record = await store.get(id);
    if (!record || record.owner !== owner || record.deleted) return { found: false, queued: null };
    if (!sender) {
      await store.delete(id);
      return { found: true, queued: null };
    }
    await store.put({ ...record, deleted: 1 });
    await db.outbox.add({ owner: sender, table, op: 'delete', recordId: id, payload: null, createdAt: new Date().toISOString() });
    return { found: true, queued: { table, recordId: id, sender } };
  });
}
