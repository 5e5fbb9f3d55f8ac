import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_SCHEMA_VERSION, PaliDatabase } from './db';
import { SYNCED_TABLES } from './sync/sync-tables';

describe('device database', () => {
  let db: PaliDatabase;
  beforeEach(() => {
    db = new PaliDatabase('pali-test');
  });
  afterEach(async () => {
    await db.delete();
  });

  it('keeps outbox entries in the order they were written', async () => {
    await db.outbox.add({ owner: 'u', table: 'activity_log', op: 'upsert', recordId: 'a', payload: {}, createdAt: '2026-01-01' });
    await db.outbox.add({ owner: 'u', table: 'activity_log', op: 'delete', recordId: 'b', payload: null, createdAt: '2026-01-02' });
    const ids = (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.recordId);
    expect(ids).toEqual(['a', 'b']);
  });

  it('stores settings by key, replacing the older value', async () => {
    await db.settings.put({ key: 'checklist', value: [1] });
    await db.settings.put({ key: 'checklist', value: [1, 2] });
    expect(await db.settings.get('checklist')).toEqual({ key: 'checklist', value: [1, 2] });
  });
});

describe('device database upgrades', () => {
  const name = 'pali-upgrade-test';
  afterEach(async () => {
    await Dexie.delete(name);
  });

  it('brings a phone that holds the v3 schema up to the current one, keeping every record', async () => {
    const old = new Dexie(name);
    old.version(3).stores({
      settings: 'key',
      outbox: '++seq, owner, table, recordId',
      profiles: 'id, owner',
      activity_log: 'id, owner, [owner+created_at]',
      calendar_events: 'id, owner, [owner+event_date]',
      ai_conversations: 'id, owner, [owner+updated_at]',
      help_requests: 'id, owner',
      content_reports: 'id, owner',
    });
    await old.table('activity_log').put({ id: 'a1', owner: 'u', created_at: '2026-01-01T00:00:00Z', activity_type: 'x' });
    await old.table('outbox').add({ owner: 'u', table: 'activity_log', op: 'upsert', recordId: 'a1', payload: {}, createdAt: '2026-01-01' });
    old.close();

    const db = new PaliDatabase(name);
    await db.open();
    expect(db.verno).toBe(DEVICE_SCHEMA_VERSION);
    expect(await db.activity_log.where('[owner+created_at]').between(['u', ''], ['u', '\uffff']).count()).toBe(1);
    expect(await db.outbox.where('owner').equals('u').count()).toBe(1);
    db.close();
  });

  it('brings a phone that holds only v1 (settings and an outbox without owners) up, adding the stores', async () => {
    const old = new Dexie(name);
    old.version(1).stores({ settings: 'key', outbox: '++seq, table, recordId' });
    await old.table('settings').put({ key: 'language', value: 'es' });
    old.close();

    const db = new PaliDatabase(name);
    await db.open();
    expect(await db.settings.get('language')).toEqual({ key: 'language', value: 'es' });
    expect(db.tables.map((table) => table.name).sort()).toEqual(['settings', 'outbox', ...SYNCED_TABLES].sort());
    for (const store of db.syncedStores()) expect(store.schema.indexes.map((index) => index.name)).toContain('owner');
    db.close();
  });
});
