// Sends the signed-in person's outbox to the server: the device's writes, in batches.
//
// Rules this file must keep (docs/architecture.md "Flush: sending the outbox"):
// - An entry leaves the outbox only after the server has confirmed it. A crash between send and
//   confirm replays it, which is harmless: inserts are `on conflict do nothing`, upserts carry
//   the time of the change (the server keeps the newest), deletes of a missing row do nothing.
// - Several entries for one record collapse into the last one; a delete wins over earlier writes.
// - Requests for help may be inserted but not read, so they are plain inserts; the server's
//   "duplicate key" for one of them is a replay that already landed.
// - A server that cannot be reached (offline, 5xx, 401 while the token refreshes) stops the
//   flush with every entry kept; the caller backs off and tries again.
// - A rate limit (429, e.g. requests for help an hour) holds back only that table's entries: they
//   stay waiting, the other tables' changes still go, and the report says `limited` so the caller
//   tries again later. One table's limit never holds back the rest.
// - A refusal (any other 4xx) is narrowed down by halving the batch until the refused entry is
//   alone; that entry is parked with the server's message and never blocks the others.
import type { BackendClient } from '../backend-client';
import type { OutboxEntry, PaliDatabase, SyncedTable } from '../db';
import { rulesOf, syncedTableOf } from './sync-tables';

export const FLUSH_BATCH_SIZE = 200;

export interface FlushReport {
  sent: number;
  parked: number;
  /** False when the server could not be reached: entries wait for the next attempt. */
  reachable: boolean;
  /** Set when a rate limit (429) held some entries back; they wait for a later attempt. */
  limited?: true;
}

/** One record's pending change: its last entry, and every entry it replaces. */
interface RecordChange {
  table: SyncedTable;
  recordId: string;
  op: OutboxEntry['op'];
  payload: Record<string, unknown> | null;
  seqs: number[];
}

type Outcome = { kind: 'ok' } | { kind: 'unreachable' } | { kind: 'limited' } | { kind: 'refused'; message: string };

export function isTransient(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 425 || status === 429 || status >= 500;
}

/** Collapses entries (in outbox order) into one change per record. */
export function collapse(entries: OutboxEntry[]): RecordChange[] {
  const changes = new Map<string, RecordChange>();
  for (const entry of entries) {
    const key = `${entry.table}/${entry.recordId}`;
    const change = changes.get(key);
    if (!change) {
      changes.set(key, { table: entry.table, recordId: entry.recordId, op: entry.op, payload: entry.payload, seqs: [entry.seq!] });
      continue;
    }
    change.seqs.push(entry.seq!);
    if (change.op === 'delete') continue;
    change.op = entry.op;
    change.payload = entry.payload;
  }
  return [...changes.values()];
}

async function send(client: BackendClient, table: SyncedTable, op: OutboxEntry['op'], changes: RecordChange[]): Promise<Outcome> {
  let result: { error: { message: string; code?: string } | null; status: number };
  const rules = rulesOf(table);
  const rows = changes.map((change) => change.payload!);
  try {
    if (op === 'delete') {
      result = await syncedTableOf(client, table)
        .delete()
        .in(
          'id',
          changes.map((change) => change.recordId),
        );
    } else if (rules.insertOnlyWithoutRead) {
      result = await syncedTableOf(client, table).insert(rows);
    } else {
      result = await syncedTableOf(client, table).upsert(rows, { onConflict: 'id', ignoreDuplicates: rules.kind === 'insert-only' });
    }
  } catch {
    return { kind: 'unreachable' };
  }
  if (!result.error) return { kind: 'ok' };
  // A replay of a row the server already has: done. (In a batch, halving finds which one it was.)
  if (result.error.code === '23505' && rules.insertOnlyWithoutRead && changes.length === 1) return { kind: 'ok' };
  if (result.status === 429) return { kind: 'limited' };
  if (isTransient(result.status)) return { kind: 'unreachable' };
  return { kind: 'refused', message: `${result.error.message}${result.error.code ? ` (${result.error.code})` : ''}` };
}

async function confirm(db: PaliDatabase, owner: string, changes: RecordChange[]): Promise<void> {
  const settled = new Set(changes.map((change) => `${change.table}/${change.recordId}`));
  await db.transaction('rw', [db.outbox, ...db.syncedStores()], async () => {
    await db.outbox.bulkDelete(changes.flatMap((change) => change.seqs));
    // Parked entries for a record a later write has now settled are stale: drop them too.
    await db.outbox
      .where('owner')
      .equals(owner)
      .filter((entry) => entry.parkedError !== undefined && settled.has(`${entry.table}/${entry.recordId}`))
      .delete();
    const deleted = changes.filter((change) => change.op === 'delete' && change.table !== 'profiles');
    for (const table of new Set(deleted.map((change) => change.table))) {
      const ids = deleted.filter((change) => change.table === table).map((change) => change.recordId);
      await db
        .table(table)
        .where('id')
        .anyOf(ids)
        .filter((record: { deleted?: 1 }) => record.deleted === 1)
        .delete();
    }
  });
}

async function park(db: PaliDatabase, change: RecordChange, message: string): Promise<void> {
  await db.outbox.bulkUpdate(change.seqs.map((seq) => ({ key: seq, changes: { parkedError: message } })));
}

/** Sends `changes` (one table, one op); returns how many were sent and parked, or that the server is out of reach. */
async function sendAll(db: PaliDatabase, client: BackendClient, owner: string, table: SyncedTable, op: OutboxEntry['op'], changes: RecordChange[]): Promise<FlushReport> {
  const outcome = await send(client, table, op, changes);
  if (outcome.kind === 'ok') {
    await confirm(db, owner, changes);
    return { sent: changes.length, parked: 0, reachable: true };
  }
  if (outcome.kind === 'unreachable') return { sent: 0, parked: 0, reachable: false };
  if (outcome.kind === 'limited') return { sent: 0, parked: 0, reachable: true, limited: true };
  if (changes.length === 1) {
    await park(db, changes[0]!, outcome.message);
    return { sent: 0, parked: 1, reachable: true };
  }
  const middle = Math.ceil(changes.length / 2);
  const first = await sendAll(db, client, owner, table, op, changes.slice(0, middle));
  if (!first.reachable || first.limited) return first;
  const second = await sendAll(db, client, owner, table, op, changes.slice(middle));
  return { sent: first.sent + second.sent, parked: first.parked + second.parked, reachable: second.reachable };
}

/** Sends every waiting (not parked) entry of `owner`, in batches of FLUSH_BATCH_SIZE records. */
export async function flushOutbox(db: PaliDatabase, client: BackendClient, owner: string): Promise<FlushReport> {
  const waiting = (await db.outbox.where('owner').equals(owner).sortBy('seq')).filter((entry) => entry.parkedError === undefined);
  const changes = collapse(waiting);
  const report: FlushReport = { sent: 0, parked: 0, reachable: true };
  const groups = new Map<string, RecordChange[]>();
  for (const change of changes) {
    const key = `${change.table}:${change.op}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(change);
  }
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += FLUSH_BATCH_SIZE) {
      const batch = group.slice(start, start + FLUSH_BATCH_SIZE);
      const result = await sendAll(db, client, owner, batch[0]!.table, batch[0]!.op, batch);
      report.sent += result.sent;
      report.parked += result.parked;
      if (!result.reachable) return { ...report, reachable: false };
      if (result.limited) {
        // The rest of this table waits; the other tables go on.
        report.limited = true;
        break;
      }
    }
  }
  return report;
}
