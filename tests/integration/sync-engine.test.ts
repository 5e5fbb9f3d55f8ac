// The sync engine against the real local server (docs/architecture.md "Testing": sync gets
// adversarial tests): duplicate delivery, replay after a crash between send and acknowledge, a
// refused entry that must not block the rest, two devices of one person converging, a delete racing
// an edit, and the server going away mid-save. Devices are Dexie databases on fake-indexeddb.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaliDatabase } from '../../src/data/db';
import { adoptGuestData } from '../../src/data/device-cleanup';
import type { ActivityRecord, ConversationRecord, HelpRequestRecord } from '../../src/data/records';
import { deleteRecord, saveRecord } from '../../src/data/sync/device-writes';
import { FLUSH_BATCH_SIZE, flushOutbox } from '../../src/data/sync/flush';
import { pullAll } from '../../src/data/sync/pull';
import { supabaseClient } from '../../supabase/tests/support/supabase-client';
import { SERVER_DATABASES, startTestServer, type TestServer } from '../../supabase/tests/support/test-server';

const devices: PaliDatabase[] = [];
function device(): PaliDatabase {
  const db = new PaliDatabase(`device-${randomUUID()}`);
  devices.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(devices.splice(0).map((db) => db.delete()));
});

const activity = (owner: string, type = 'Letter Analysis'): ActivityRecord => ({
  id: randomUUID(),
  owner,
  user_id: owner,
  activity_type: type,
  activity_description: 'RMV renewal letter',
  metadata: { sender: 'rmv' },
  created_at: new Date().toISOString(),
});

const conversation = (owner: string, title: string, updatedAt: string): ConversationRecord => ({
  id: randomUUID(),
  owner,
  user_id: owner,
  title,
  messages: [{ role: 'user', content: 'Hello' }],
  created_at: updatedAt,
  updated_at: updatedAt,
});

/** Every call reaches the server, but its answer is lost, as in a crash right after sending. */
const fetchThenLose: typeof fetch = async (input, init) => {
  await fetch(input, init);
  throw new TypeError('fetch failed: the connection dropped before the answer arrived');
};

describe.each(SERVER_DATABASES)('sync engine on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(() => server.close());

  const answerLost = (person: { token: string }) => supabaseClient(server.url, server.backend.keys.anonKey, person.token, fetchThenLose) as unknown as SupabaseClient;

  const serverIds = async (table: string, userId: string) =>
    (await server.backend.db.query<{ id: string }>(`select id from public.${table} where user_id = $1 order by id`, [userId])).rows.map((row) => row.id).sort();

  it('sends queued writes in batches and empties the outbox', async () => {
    const ana = await server.person();
    const db = device();
    const records = Array.from({ length: FLUSH_BATCH_SIZE + 5 }, () => activity(ana.id));
    for (const record of records) await saveRecord(db, 'activity_log', record);
    const report = await flushOutbox(db, ana.client as unknown as SupabaseClient, ana.id);
    expect(report).toEqual({ sent: records.length, parked: 0, reachable: true });
    expect(await db.outbox.count()).toBe(0);
    expect(await serverIds('activity_log', ana.id)).toEqual(records.map((r) => r.id).sort());
  });

  it('delivers a duplicated entry once', async () => {
    const ana = await server.person();
    const db = device();
    const record = activity(ana.id);
    await saveRecord(db, 'activity_log', record);
    const [entry] = await db.outbox.toArray();
    await db.outbox.add({ ...entry!, seq: undefined });
    const client = ana.client as unknown as SupabaseClient;
    await flushOutbox(db, client, ana.id);
    await db.outbox.add({ ...entry!, seq: undefined });
    expect((await flushOutbox(db, client, ana.id)).reachable).toBe(true);
    expect(await serverIds('activity_log', ana.id)).toEqual([record.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('replays safely after a crash between sending and hearing back', async () => {
    const ana = await server.person();
    const db = device();
    const kept = activity(ana.id);
    const removed = activity(ana.id);
    await saveRecord(db, 'activity_log', kept);
    await saveRecord(db, 'activity_log', removed);
    const chat = conversation(ana.id, 'First title', new Date().toISOString());
    await saveRecord(db, 'ai_conversations', chat);

    const lost = await flushOutbox(db, answerLost(ana), ana.id);
    expect(lost.reachable).toBe(false);
    expect(await db.outbox.count()).toBe(3);
    expect(await serverIds('activity_log', ana.id)).toHaveLength(2);

    await deleteRecord(db, 'activity_log', removed.id, ana.id);
    await flushOutbox(db, answerLost(ana), ana.id);
    const replay = await flushOutbox(db, ana.client as unknown as SupabaseClient, ana.id);
    expect(replay).toMatchObject({ reachable: true, parked: 0 });
    expect(await db.outbox.count()).toBe(0);
    expect(await serverIds('activity_log', ana.id)).toEqual([kept.id]);
    expect(await serverIds('ai_conversations', ana.id)).toEqual([chat.id]);
    expect(await db.activity_log.get(removed.id)).toBeUndefined();
  });

  it('parks a refused entry with the server’s message and delivers the rest', async () => {
    const ana = await server.person();
    const db = device();
    const good = Array.from({ length: 7 }, () => activity(ana.id));
    const poisoned = activity(ana.id, '');
    for (const record of [...good.slice(0, 3), poisoned, ...good.slice(3)]) await saveRecord(db, 'activity_log', record);
    const client = ana.client as unknown as SupabaseClient;
    const report = await flushOutbox(db, client, ana.id);
    expect(report).toEqual({ sent: 7, parked: 1, reachable: true });
    expect(await serverIds('activity_log', ana.id)).toEqual(good.map((r) => r.id).sort());
    const [parked] = await db.outbox.toArray();
    expect(parked?.recordId).toBe(poisoned.id);
    expect(parked?.parkedError).toMatch(/check|violates|23514/);

    const later = activity(ana.id);
    await saveRecord(db, 'activity_log', later);
    expect(await flushOutbox(db, client, ana.id)).toEqual({ sent: 1, parked: 0, reachable: true });
    expect(await db.outbox.count()).toBe(1);
  });

  it('lets a rate limit on requests for help hold back only those, never the person’s other changes', async () => {
    const ana = await server.person();
    const db = device();
    const client = ana.client as unknown as SupabaseClient;
    await server.backend.db.query("update public.abuse_limits set max_count = 0 where name = 'help_requests_per_person'");
    const request: HelpRequestRecord = {
      id: randomUUID(),
      owner: ana.id,
      user_id: ana.id,
      kind: 'pack',
      name: 'Ana',
      whatsapp: '+16175550100',
      preferred_language: 'es',
      zip: null,
      details: { task: 'mass-id' },
      created_at: new Date().toISOString(),
    };
    try {
      await saveRecord(db, 'help_requests', request);
      const notes = Array.from({ length: 3 }, () => activity(ana.id));
      for (const note of notes) await saveRecord(db, 'activity_log', note);
      expect(await flushOutbox(db, client, ana.id)).toEqual({ sent: 3, parked: 0, reachable: true, limited: true });
      expect(await serverIds('activity_log', ana.id)).toEqual(notes.map((note) => note.id).sort());
      const [waiting] = await db.outbox.toArray();
      expect(waiting).toMatchObject({ table: 'help_requests', recordId: request.id });
      expect(waiting!.parkedError).toBeUndefined();
    } finally {
      await server.backend.db.query("update public.abuse_limits set max_count = 20 where name = 'help_requests_per_person'");
    }
    expect(await flushOutbox(db, client, ana.id)).toEqual({ sent: 1, parked: 0, reachable: true });
    expect(await db.outbox.count()).toBe(0);
  });

  it('converges two devices of one person that edited offline', async () => {
    const ana = await server.person();
    const client = ana.client as unknown as SupabaseClient;
    const phone = device();
    const laptop = device();
    const shared = conversation(ana.id, 'Shared', '2026-11-20T10:00:00.000Z');
    const oldNote = activity(ana.id);
    await saveRecord(phone, 'ai_conversations', shared);
    await saveRecord(phone, 'activity_log', oldNote);
    await flushOutbox(phone, client, ana.id);
    await pullAll(laptop, client, ana.id);
    expect(await laptop.activity_log.get(oldNote.id)).toBeDefined();

    // Offline on both: the phone renames later than the laptop, the laptop deletes the old note.
    await saveRecord(laptop, 'ai_conversations', { ...shared, title: 'Laptop title', updated_at: '2026-11-21T09:00:00.000Z' });
    await saveRecord(phone, 'ai_conversations', { ...shared, title: 'Phone title', updated_at: '2026-11-21T09:05:00.000Z' });
    await deleteRecord(laptop, 'activity_log', oldNote.id, ana.id);
    const phoneNote = activity(ana.id);
    const laptopNote = activity(ana.id);
    await saveRecord(phone, 'activity_log', phoneNote);
    await saveRecord(laptop, 'activity_log', laptopNote);

    // The newer edit reaches the server first; the older one arrives after and must not win.
    await flushOutbox(phone, client, ana.id);
    await flushOutbox(laptop, client, ana.id);
    await pullAll(phone, client, ana.id);
    await pullAll(laptop, client, ana.id);

    for (const db of [phone, laptop]) {
      expect((await db.ai_conversations.get(shared.id))?.title).toBe('Phone title');
      const ids = (await db.activity_log.where('owner').equals(ana.id).toArray()).map((r) => r.id).sort();
      expect(ids).toEqual([phoneNote.id, laptopNote.id].sort());
    }
    expect(await serverIds('activity_log', ana.id)).toEqual([phoneNote.id, laptopNote.id].sort());
  });

  it('keeps a record deleted on one device deleted when another device’s edit arrives later', async () => {
    const ana = await server.person();
    const client = ana.client as unknown as SupabaseClient;
    const phone = device();
    const laptop = device();
    const chat = conversation(ana.id, 'Draft', '2026-11-20T10:00:00.000Z');
    await saveRecord(phone, 'ai_conversations', chat);
    await flushOutbox(phone, client, ana.id);
    await pullAll(laptop, client, ana.id);

    await deleteRecord(phone, 'ai_conversations', chat.id, ana.id);
    await saveRecord(laptop, 'ai_conversations', { ...chat, title: 'Edited on the laptop', updated_at: new Date().toISOString() });
    await flushOutbox(phone, client, ana.id);
    expect(await flushOutbox(laptop, client, ana.id)).toMatchObject({ parked: 0, reachable: true });
    await pullAll(laptop, client, ana.id);

    expect(await serverIds('ai_conversations', ana.id)).toEqual([]);
    expect(await laptop.ai_conversations.get(chat.id)).toBeUndefined();
    expect(await phone.ai_conversations.get(chat.id)).toBeUndefined();
  });

  it('keeps device changes that wait for the server through a pull', async () => {
    const ana = await server.person();
    const client = ana.client as unknown as SupabaseClient;
    const db = device();
    const waiting = activity(ana.id);
    await saveRecord(db, 'activity_log', waiting);
    await pullAll(db, client, ana.id);
    expect(await db.activity_log.get(waiting.id)).toBeDefined();
    expect((await db.profiles.get(ana.id))?.first_name).toBe('Ana');
  });

  it('loses nothing when the server goes away mid-save, and delivers once it is back', async () => {
    const ana = await server.person();
    const client = ana.client as unknown as SupabaseClient;
    const db = device();
    const records = Array.from({ length: 3 }, () => activity(ana.id));
    for (const record of records) await saveRecord(db, 'activity_log', record);
    const offline = supabaseClient('http://127.0.0.1:9', server.backend.keys.anonKey, ana.token) as unknown as SupabaseClient;
    expect(await flushOutbox(db, offline, ana.id)).toEqual({ sent: 0, parked: 0, reachable: false });
    expect(await db.outbox.count()).toBe(3);
    await server.restart();
    expect(await flushOutbox(db, client, ana.id)).toEqual({ sent: 3, parked: 0, reachable: true });
    expect(await serverIds('activity_log', ana.id)).toEqual(records.map((r) => r.id).sort());
  });
});

describe('a guest who signs up', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server.close());

  it('brings the history kept on the device into the new account, and it reaches the server', async () => {
    const db = device();
    const note = { ...activity('guest'), user_id: null };
    const chat = { ...conversation('guest', 'Asked about the RMV', new Date().toISOString()), user_id: null };
    await saveRecord(db, 'activity_log', note);
    await saveRecord(db, 'ai_conversations', chat);
    expect(await db.outbox.count()).toBe(0);

    const ana = await server.person();
    expect(await adoptGuestData(db, ana.id)).toBe(2);
    expect((await db.activity_log.get(note.id))?.owner).toBe(ana.id);
    expect(await flushOutbox(db, ana.client as unknown as SupabaseClient, ana.id)).toEqual({ sent: 2, parked: 0, reachable: true });
    const { rows } = await server.backend.db.query<{ user_id: string }>('select user_id from public.ai_conversations where id = $1', [chat.id]);
    expect(rows).toEqual([{ user_id: ana.id }]);
    expect(await db.activity_log.where('owner').equals('guest').count()).toBe(0);
  });
});
