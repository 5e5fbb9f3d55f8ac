// Brings the server's copy of a person's records onto the device and merges it with what the
// device holds (on sign-in and on refresh).
//
// Rules this file must keep (docs/architecture.md "Data and sync"):
// - A pending delete stays deleted, and a record waiting to be sent is never removed because the
//   server lacks it yet.
// - Conversations and the profile: the copy with the newer `updated_at` wins, on the device as on
//   the server, so a pending edit older than the server's copy gives way here exactly as the
//   server will refuse it when it arrives.
// - Activity and calendar are insert/delete only: a server row the device lacks is added; a
//   device row the server lacks (and that is not waiting to be sent) was deleted elsewhere.
// - The outbox is read inside the same transaction as the merge, so a write made while the
//   server's rows were downloading is seen.
import type { BackendClient } from '../backend-client';
import type { PaliDatabase, SyncedTable } from '../db';
import { rulesOf, SYNCED_TABLES, syncedTableOf } from './sync-tables';

const PAGE_SIZE = 1000;

type Row = Record<string, unknown> & { id: string; updated_at?: string };
type DeviceRecord = Row & { owner: string; deleted?: 1 };

class PullError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function serverRows(client: BackendClient, table: SyncedTable, userId: string): Promise<Row[]> {
  const rules = rulesOf(table);
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error, status } = await syncedTableOf(client, table)
      .select(rules.columns.join(','))
      .eq(rules.ownerColumn, userId)
      .order('id')
      .range(from, from + PAGE_SIZE - 1);
    if (error) throw new PullError(status, error.message);
    rows.push(...(data as unknown as Row[]));
    if ((data?.length ?? 0) < PAGE_SIZE) return rows;
  }
}

const newer = (a: string | undefined, b: string | undefined) => Date.parse(a ?? '') > Date.parse(b ?? '');

async function merge(db: PaliDatabase, table: SyncedTable, userId: string, rows: Row[]): Promise<void> {
  const store = db.table<DeviceRecord, string>(table);
  const rules = rulesOf(table);
  await db.transaction('rw', [store, db.outbox], async () => {
    const pending = new Set(
      (
        await db.outbox
          .where('owner')
          .equals(userId)
          .filter((entry) => entry.table === table)
          .toArray()
      ).map((entry) => entry.recordId),
    );
    const local = new Map((await store.where('owner').equals(userId).toArray()).map((record) => [record.id, record]));
    const puts: DeviceRecord[] = [];
    for (const row of rows) {
      const mine = local.get(row.id);
      local.delete(row.id);
      if (!mine) puts.push({ ...row, owner: userId });
      else if (rules.kind === 'newest-wins' && !mine.deleted && newer(row.updated_at, mine.updated_at)) puts.push({ ...row, owner: userId });
    }
    await store.bulkPut(puts);
    // What is left was on the device but not on the server.
    const goneElsewhere = [...local.values()].filter((record) => !pending.has(record.id)).map((record) => record.id);
    await store.bulkDelete(goneElsewhere);
  });
}

/** Pulls and merges every pulled table for `userId`; throws PullError when the server refuses or is out of reach. */
export async function pullAll(db: PaliDatabase, client: BackendClient, userId: string): Promise<void> {
  for (const table of SYNCED_TABLES) {
    if (!rulesOf(table).pull) continue;
    let rows: Row[];
    try {
      rows = await serverRows(client, table, userId);
    } catch (error) {
      if (error instanceof PullError) throw error;
      throw new PullError(0, error instanceof Error ? error.message : String(error));
    }
    await merge(db, table, userId, rows);
  }
}
