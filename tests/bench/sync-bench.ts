// The sync engine's flush under a backlog: 1,000 writes queued on a device (as after a day in a
// waiting room with no signal) sent to the local server, on PGlite and (when reachable) PostgreSQL.
// The device is Dexie on fake-indexeddb in this process, so the figure includes the device's own
// reads and deletes of the outbox, as on a phone.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PaliDatabase } from '../../src/data/db';
import { saveRecord } from '../../src/data/sync/device-writes';
import { FLUSH_BATCH_SIZE, flushOutbox } from '../../src/data/sync/flush';
import { supabaseClient } from '../../supabase/tests/support/supabase-client';
import { startTestServer } from '../../supabase/tests/support/test-server';

export const SYNC_BACKLOG = 1000;

export interface SyncBenchRow {
  database: 'pglite' | 'postgres';
  writes: number;
  seconds: number;
  perSecond: number;
  requests: number;
}

async function benchOne(database: 'pglite' | 'postgres'): Promise<SyncBenchRow> {
  const server = await startTestServer({ database });
  const db = new PaliDatabase(`sync-bench-${randomUUID()}`);
  try {
    const person = await server.person();
    for (let n = 0; n < SYNC_BACKLOG; n += 1) {
      const common = { id: randomUUID(), owner: person.id, user_id: person.id, metadata: { n }, created_at: new Date().toISOString() };
      if (n % 4 === 0) {
        const eventDate = new Date(Date.now() + n * 60_000).toISOString();
        await saveRecord(db, 'calendar_events', { ...common, title: `Appointment ${n}`, description: null, event_date: eventDate, event_type: 'appointment' });
      } else {
        await saveRecord(db, 'activity_log', { ...common, activity_type: 'Letter Analysis', activity_description: `Letter ${n}` });
      }
    }
    let requests = 0;
    const counting: typeof fetch = (input, init) => {
      requests += 1;
      return fetch(input, init);
    };
    const client = supabaseClient(server.url, server.backend.keys.anonKey, person.token, counting) as unknown as SupabaseClient;
    const started = performance.now();
    const report = await flushOutbox(db, client, person.id);
    const seconds = (performance.now() - started) / 1000;
    if (report.sent !== SYNC_BACKLOG || (await db.outbox.count()) !== 0) throw new Error(`The flush sent ${report.sent} of ${SYNC_BACKLOG} writes.`);
    return { database, writes: report.sent, seconds, perSecond: report.sent / seconds, requests };
  } finally {
    await db.delete();
    await server.close();
  }
}

export async function runSyncBench(databases: Array<'pglite' | 'postgres'>, print: (line?: string) => void): Promise<SyncBenchRow[]> {
  const rows: SyncBenchRow[] = [];
  for (const database of databases) rows.push(await benchOne(database));
  print();
  print(`Sync flush: ${SYNC_BACKLOG} queued writes (activity and calendar), batches of up to ${FLUSH_BATCH_SIZE}:`);
  for (const row of rows) {
    print(`  ${row.database.padEnd(9)} ${row.seconds.toFixed(2)} s, ${row.perSecond.toFixed(0)} writes/s, ${row.requests} requests`);
  }
  return rows;
}
