// The database's half of device sync (migration 20261122000500_sync.sql): deletes leave tombstones
// that make late inserts of the same id a silent no-op, and of two writes to a conversation or a
// profile the newer one wins whatever order they arrive in.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../local/database/database';
import { asCaller, createPerson, type Caller } from './support/acting-as';
import { TEST_BACKENDS } from './support/test-database';

describe.each(TEST_BACKENDS)('sync rules on $name', (backend) => {
  let db: Database;
  let ownerId: string;
  let owner: Caller;

  beforeAll(async () => {
    db = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    ownerId = await createPerson(db);
    owner = { role: 'authenticated', userId: ownerId };
  });

  const insertActivity = (id: string) =>
    asCaller(db, owner, "insert into public.activity_log (id, activity_type) values ($1, 'Letter Analysis') on conflict (id) do nothing", [id]);

  it('a deleted record stays deleted when its insert is replayed', async () => {
    const id = randomUUID();
    await insertActivity(id);
    await asCaller(db, owner, 'delete from public.activity_log where id = $1', [id]);
    const replay = await insertActivity(id);
    expect(replay.rowCount).toBe(0);
    expect((await asCaller(db, owner, 'select id from public.activity_log where id = $1', [id])).rows).toEqual([]);
    const tombstones = await asCaller<{ table_name: string }>(db, owner, 'select table_name from public.deleted_records where id = $1', [id]);
    expect(tombstones.rows).toEqual([{ table_name: 'activity_log' }]);
  });

  it('a conversation deleted on one device is not brought back by an upsert from another', async () => {
    const id = randomUUID();
    const upsert = (title: string) =>
      asCaller(
        db,
        owner,
        'insert into public.ai_conversations (id, title, updated_at) values ($1, $2, now()) on conflict (id) do update set title = excluded.title, updated_at = excluded.updated_at',
        [id, title],
      );
    await upsert('First');
    await asCaller(db, owner, 'delete from public.ai_conversations where id = $1', [id]);
    await upsert('Edited offline');
    expect((await asCaller(db, owner, 'select id from public.ai_conversations where id = $1', [id])).rows).toEqual([]);
  });

  it('keeps the newest of two profile writes whatever order they arrive in', async () => {
    // The profile was made a moment ago; date it back (triggers off) so both writes are newer.
    await db.transaction((tx) => tx.query("update public.profiles set updated_at = '2026-01-01T00:00:00Z' where id = $1", [ownerId]), {
      settings: { session_replication_role: 'replica' },
    });
    const write = (phone: string, at: string) => asCaller(db, owner, 'update public.profiles set phone = $1, updated_at = $2 where id = $3', [phone, at, ownerId]);
    await write('617-555-0102', '2026-11-20T10:02:00Z');
    await write('617-555-0101', '2026-11-20T10:01:00Z');
    const { rows } = await asCaller<{ phone: string; updated_at: Date }>(db, owner, 'select phone, updated_at from public.profiles where id = $1', [ownerId]);
    expect(rows[0]!.phone).toBe('617-555-0102');
    expect(new Date(rows[0]!.updated_at).toISOString()).toBe('2026-11-20T10:02:00.000Z');
  });

  it('caps a write time from the future at the server clock, and stamps writes that give none', async () => {
    await asCaller(db, owner, "update public.profiles set phone = '1', updated_at = '2999-01-01T00:00:00Z' where id = $1", [ownerId]);
    const first = await asCaller<{ updated_at: Date }>(db, owner, 'select updated_at from public.profiles where id = $1', [ownerId]);
    expect(new Date(first.rows[0]!.updated_at).getTime()).toBeLessThan(Date.parse('2100-01-01'));
    await asCaller(db, owner, "update public.profiles set phone = '2' where id = $1", [ownerId]);
    const second = await asCaller<{ phone: string }>(db, owner, 'select phone from public.profiles where id = $1', [ownerId]);
    expect(second.rows[0]!.phone).toBe('2');
  });

  it('deleting an account leaves no tombstones behind', async () => {
    const id = randomUUID();
    await insertActivity(id);
    await asCaller(db, owner, 'delete from public.activity_log where id = $1', [id]);
    await insertActivity(randomUUID());
    await db.query('delete from auth.users where id = $1', [ownerId]);
    expect((await db.query('select id from public.deleted_records where user_id = $1', [ownerId])).rows).toEqual([]);
    expect((await db.query('select id from public.activity_log where user_id = $1', [ownerId])).rows).toEqual([]);
  });
});
