// Attack: one account filling the database. Before the fix a person could
// keep any number of activity entries, calendar events, conversations and requests (1 MB a
// request, without end). Now each table has a per-person quota enforced by the database: a write
// past it is refused with 409 and the stable code `row_quota_exceeded`, whoever writes (the person
// or a function as the service role), two writes at once cannot both take the last place, replays
// of rows already stored still succeed, and tombstones beyond theirs are pruned rather than kept.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DATABASES, startTestServer, type TestServer } from '../support/test-server';

const ROWS: Record<string, (userId: string) => Record<string, unknown>> = {
  activity_log: () => ({ activity_type: 'Letter Analysis' }),
  calendar_events: () => ({ title: 'Road test', event_date: '2027-03-01T15:00:00Z', event_type: 'appointment' }),
  ai_conversations: () => ({ title: 'RMV', messages: [] }),
  help_requests: (userId) => ({ user_id: userId, kind: 'pack', name: 'Ana', whatsapp: '+16175550100' }),
};

describe.each(SERVER_DATABASES)('row quotas on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(() => server.close());

  const quota = async (table: string) =>
    (await server.backend.db.query<{ max_count: number }>('select max_count from public.abuse_limits where name = $1', [`${table}_rows_per_person`])).rows[0]!.max_count;
  const kept = async (table: string, userId: string) =>
    Number((await server.backend.db.query<{ n: string }>(`select count(*) as n from public.${table} where user_id = $1`, [userId])).rows[0]!.n);

  /** Fills `table` up to one short of the quota, as the database owner (fast, and not rate limited). */
  async function fillToOneShort(table: string, userId: string): Promise<number> {
    const max = await quota(table);
    const row = ROWS[table]!(userId);
    const columns = Object.keys(row).filter((column) => column !== 'user_id');
    await server.backend.db.query(
      `insert into public.${table} (user_id, ${columns.join(', ')}) select $1, ${columns.map((_, i) => `$${i + 2}`).join(', ')} from generate_series(1, $${columns.length + 2}::int)`,
      [userId, ...columns.map((column) => (typeof row[column] === 'object' ? JSON.stringify(row[column]) : row[column])), max - 1],
    );
    return max;
  }

  it('refuses a flood of calendar events past the quota in one request, keeping none of it', async () => {
    const ana = await server.person();
    const max = await quota('calendar_events');
    expect(max).toBeGreaterThanOrEqual(500);
    const flood = Array.from({ length: max + 1 }, () => ROWS.calendar_events!(ana.id));
    const refused = await ana.client.from('calendar_events').insert(flood);
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'row_quota_exceeded' });
    expect(await kept('calendar_events', ana.id)).toBe(0);
    expect((await ana.client.from('calendar_events').insert(flood.slice(1))).error).toBeNull();
    expect(await kept('calendar_events', ana.id)).toBe(max);
  });

  it.each(Object.keys(ROWS))('%s: the last place is taken once, and a delete makes room', async (table) => {
    const ana = await server.person();
    const max = await fillToOneShort(table, ana.id);
    expect((await ana.client.from(table).insert(ROWS[table]!(ana.id))).error).toBeNull();
    const over = await ana.client.from(table).insert(ROWS[table]!(ana.id));
    expect(over.status).toBe(409);
    expect(over.error).toMatchObject({ code: 'row_quota_exceeded', message: expect.stringContaining(table) });
    expect(await kept(table, ana.id)).toBe(max);
    // Another person is not affected.
    const ben = await server.person('Ben');
    expect((await ben.client.from(table).insert(ROWS[table]!(ben.id))).error).toBeNull();
    if (table !== 'help_requests') {
      const { rows } = await server.backend.db.query<{ id: string }>(`select id from public.${table} where user_id = $1 limit 1`, [ana.id]);
      expect((await ana.client.from(table).delete().eq('id', rows[0]!.id)).error).toBeNull();
      expect((await ana.client.from(table).insert(ROWS[table]!(ana.id))).error).toBeNull();
    }
  });

  it('lets only one of two writes at once take the last place', async () => {
    const ana = await server.person();
    const max = await fillToOneShort('activity_log', ana.id);
    const results = await Promise.all([0, 1, 2].map(() => ana.client.from('activity_log').insert(ROWS.activity_log!(ana.id))));
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(2);
    expect(await kept('activity_log', ana.id)).toBe(max);
  });

  it('still accepts a replay of a row already stored, at the quota', async () => {
    const ana = await server.person();
    await fillToOneShort('activity_log', ana.id);
    const row = { id: randomUUID(), ...ROWS.activity_log!(ana.id) };
    expect((await ana.client.from('activity_log').upsert(row, { onConflict: 'id', ignoreDuplicates: true })).error).toBeNull();
    const replay = await ana.client.from('activity_log').upsert(row, { onConflict: 'id', ignoreDuplicates: true });
    expect(replay.error).toBeNull();
  });

  it('holds for a function writing as the service role (ai-assistant makes conversations)', async () => {
    const ana = await server.person();
    await fillToOneShort('ai_conversations', ana.id);
    expect((await server.service().from('ai_conversations').insert({ user_id: ana.id, title: 'last', messages: [] })).error).toBeNull();
    const over = await server.service().from('ai_conversations').insert({ user_id: ana.id, title: 'over', messages: [] });
    expect(over.error).toMatchObject({ code: 'row_quota_exceeded' });
  });

  it('prunes the oldest tombstones past their cap instead of keeping them all', async () => {
    const ana = await server.person();
    const cap = 5;
    await server.backend.db.query("update public.abuse_limits set max_count = $1 where name = 'deleted_records_rows_per_person'", [cap]);
    try {
      const ids = Array.from({ length: cap + 3 }, () => randomUUID());
      for (const id of ids) {
        expect((await ana.client.from('activity_log').insert({ id, ...ROWS.activity_log!(ana.id) })).error).toBeNull();
        expect((await ana.client.from('activity_log').delete().eq('id', id)).error).toBeNull();
      }
      const { rows } = await server.backend.db.query<{ id: string }>('select id from public.deleted_records where user_id = $1', [ana.id]);
      expect(rows.map((row) => row.id).sort()).toEqual(ids.slice(-cap).sort());
    } finally {
      await server.backend.db.query("update public.abuse_limits set max_count = 50000 where name = 'deleted_records_rows_per_person'");
    }
  });
});
