// /rest/v1 through the unmodified supabase-js client: every table call the app makes, with its
// filters and ordering, and the database's policies deciding — on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DATABASES, startTestServer, type TestServer } from './support/test-server';

describe.each(SERVER_DATABASES)('REST on %s', (database) => {
  let server: TestServer;
  let ana: Awaited<ReturnType<TestServer['person']>>;
  let ben: Awaited<ReturnType<TestServer['person']>>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    ana = await server.person('Ana');
    ben = await server.person('Ben');
  }, 60_000);
  afterAll(() => server.close());

  it('profiles: select by id (single), update, and only one’s own', async () => {
    const { data, error } = await ana.client.from('profiles').select('first_name, preferred_language').eq('id', ana.id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ first_name: 'Ana', preferred_language: 'es' });
    const update = await ana.client.from('profiles').update({ phone: '617-555-0100', preferred_language: 'cn' }).eq('id', ana.id).select('phone, preferred_language');
    expect(update.data).toEqual([{ phone: '617-555-0100', preferred_language: 'cn' }]);
    const other = await ben.client.from('profiles').select('*').eq('id', ana.id).maybeSingle();
    expect(other).toMatchObject({ data: null, error: null });
  });

  it('activity_log: insert, newest first with limit 100, delete by id', async () => {
    for (const type of ['Letter Analysis', 'Eligibility Check: mass-id', 'Document Packet Generated']) {
      const { error } = await ana.client.from('activity_log').insert({ activity_type: type, metadata: { sender: 'rmv' } });
      expect(error).toBeNull();
    }
    const list = await ana.client.from('activity_log').select('*').eq('user_id', ana.id).order('created_at', { ascending: false }).limit(100);
    expect(list.error).toBeNull();
    expect(list.data).toHaveLength(3);
    expect(list.data![0]!.metadata).toEqual({ sender: 'rmv' });
    const times = list.data!.map((row) => Date.parse(row.created_at as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await ben.client.from('activity_log').select('*')).data).toEqual([]);
    const removed = await ana.client.from('activity_log').delete().eq('id', list.data![0]!.id).select('id');
    expect(removed.data).toEqual([{ id: list.data![0]!.id }]);
  });

  it('ai_conversations: list newest first, select messages by id, update, delete', async () => {
    const created = await ana.client
      .from('ai_conversations')
      .insert({ title: 'RMV letter', messages: [{ role: 'user', content: 'Hi' }] })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const id = created.data!.id as string;
    const list = await ana.client.from('ai_conversations').select('id, title, created_at, updated_at').eq('user_id', ana.id).order('updated_at', { ascending: false });
    expect(list.data!.map((row) => row.title)).toEqual(['RMV letter']);
    const messages = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ];
    const updated = await ana.client.from('ai_conversations').update({ messages, updated_at: new Date().toISOString() }).eq('id', id);
    expect(updated.error).toBeNull();
    const one = await ana.client.from('ai_conversations').select('messages').eq('id', id).single();
    expect(one.data).toEqual({ messages });
    const strangerDelete = await ben.client.from('ai_conversations').delete().eq('id', id).select('id');
    expect(strangerDelete.data).toEqual([]);
    expect((await ana.client.from('ai_conversations').delete().eq('id', id)).error).toBeNull();
    expect((await ana.client.from('ai_conversations').select('id').eq('id', id)).data).toEqual([]);
  });

  it('calendar_events: by event date, ascending', async () => {
    const rows = [
      { title: 'Road test', event_date: '2026-12-10T15:00:00Z', event_type: 'appointment' },
      { title: 'Reply to MassHealth', event_date: '2026-12-01T12:00:00Z', event_type: 'letter_deadline' },
    ];
    expect((await ana.client.from('calendar_events').insert(rows)).error).toBeNull();
    const { data } = await ana.client.from('calendar_events').select('title, event_date').eq('user_id', ana.id).order('event_date', { ascending: true });
    expect(data!.map((row) => row.title)).toEqual(['Reply to MassHealth', 'Road test']);
  });

  it('replays an insert idempotently with upsert on the client-made id', async () => {
    const row = { id: crypto.randomUUID(), activity_type: 'Letter Analysis' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { error } = await ana.client.from('activity_log').upsert(row, { onConflict: 'id', ignoreDuplicates: true });
      expect(error).toBeNull();
    }
    const { count } = await ana.client.from('activity_log').select('*', { count: 'exact', head: true }).eq('id', row.id);
    expect(count).toBe(1);
  });

  it('help_requests: a guest may ask for help but nobody may read the requests', async () => {
    const insert = await server
      .anon()
      .from('help_requests')
      .insert({ kind: 'letter', name: 'Ana', whatsapp: '+16175550100', details: { sender: 'court' } });
    expect(insert.error).toBeNull();
    const read = await server.anon().from('help_requests').select('*');
    expect(read.error?.code).toBe('42501');
    expect((await server.service().from('help_requests').select('name')).data).toEqual([{ name: 'Ana' }]);
  });

  it('counts and pages with range', async () => {
    const { data, count } = await ana.client.from('activity_log').select('activity_type', { count: 'exact' }).order('created_at').range(0, 0);
    expect(data).toHaveLength(1);
    expect(count).toBeGreaterThan(1);
  });

  it('filters: in, neq, like, ilike, is, gte/lte', async () => {
    const c = ana.client.from('calendar_events');
    expect((await c.select('title').in('event_type', ['appointment'])).data).toEqual([{ title: 'Road test' }]);
    expect((await c.select('title').neq('event_type', 'appointment')).data).toEqual([{ title: 'Reply to MassHealth' }]);
    expect((await c.select('title').like('title', 'Road%')).data).toEqual([{ title: 'Road test' }]);
    expect((await c.select('title').ilike('title', '%masshealth%')).data).toEqual([{ title: 'Reply to MassHealth' }]);
    expect((await c.select('title').is('description', null).order('event_date')).data).toHaveLength(2);
    expect((await c.select('title').gte('event_date', '2026-12-05').lte('event_date', '2026-12-31')).data).toEqual([{ title: 'Road test' }]);
  });

  it('50 concurrent inserts: none lost', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => ana.client.from('activity_log').insert({ activity_type: `Concurrent ${index}` })));
    expect(results.filter((result) => result.error)).toEqual([]);
    const { count } = await ana.client.from('activity_log').select('*', { count: 'exact', head: true }).like('activity_type', 'Concurrent %');
    expect(count).toBe(50);
  });

  it('a restart keeps every row', async () => {
    const before = await ana.client.from('activity_log').select('id').order('id');
    await server.restart();
    const after = await server.anon().from('activity_log').select('id');
    expect(after.error?.code).toBe('42501');
    const again = await ana.client.from('activity_log').select('id').order('id');
    expect(again.error).toBeNull();
    expect(again.data).toEqual(before.data);
  }, 60_000);
});
