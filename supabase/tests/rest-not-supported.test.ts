// The local /rest/v1 serves only the PostgREST surface Pali uses (README: "The local server's
// REST surface"). Through the real server: each refused feature answers PostgREST's own
// PGRST127 (or the error PostgREST has for the case) and writes nothing, and the calls the app's
// sync and the functions make still work as supabase-js sends them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let ana: Awaited<ReturnType<TestServer['person']>>;

beforeAll(async () => {
  server = await startTestServer();
  ana = await server.person('Ana');
}, 60_000);
afterAll(() => server.close());

async function rest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: server.backend.keys.anonKey, Authorization: `Bearer ${ana.token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function activityCount(): Promise<number> {
  const { rows } = await server.backend.db.query<{ n: string }>('select count(*) as n from public.activity_log');
  return Number(rows[0]!.n);
}

const json = (body: unknown) => JSON.stringify(body);

describe('refused with PGRST127', () => {
  it.each<[string, string, RequestInit?]>([
    ['an or= tree', '/activity_log?or=(activity_type.eq.a,activity_type.eq.b)'],
    ['a negated filter', '/activity_log?activity_type=not.eq.a'],
    ['full text search', '/activity_log?activity_type=wfts.letter'],
    ['a JSON path filter', '/activity_log?metadata->>sender=eq.rmv'],
    ['a renamed column', '/activity_log?select=kind:activity_type'],
    ['a cast', '/activity_log?select=created_at::text'],
    ['an embedded resource', '/activity_log?select=id,profiles(*)'],
    ['nulls placement', '/activity_log?order=created_at.desc.nullslast'],
    ['the Range header', '/activity_log', { headers: { Range: '0-9' } }],
    ['Prefer: count=planned', '/activity_log', { headers: { Prefer: 'count=planned' } }],
    ['GET on a function', '/rpc/letter_explanation_month'],
    ['select on a function call', '/rpc/letter_explanation_month?select=x', { method: 'POST', body: '{}' }],
    ['PUT', `/activity_log?id=eq.${crypto.randomUUID()}`, { method: 'PUT', body: json({ activity_type: 'x' }) }],
    ['Prefer: missing=default', '/activity_log', { method: 'POST', body: json({ activity_type: 'x' }), headers: { Prefer: 'missing=default' } }],
    ['Prefer: tx=rollback', '/activity_log', { method: 'POST', body: json({ activity_type: 'x' }), headers: { Prefer: 'tx=rollback' } }],
    ['limit on DELETE', '/activity_log?activity_type=eq.x&limit=1', { method: 'DELETE' }],
  ])('%s → 400 in PostgREST’s shape, writing nothing', async (_label, path, init) => {
    const before = await activityCount();
    const { status, type, body } = await rest(path, init);
    expect(status).toBe(400);
    expect(type).toMatch(/^application\/json/);
    expect(body).toEqual({ code: 'PGRST127', message: 'Feature not implemented', details: expect.stringMatching(/ is not supported by the local server$/), hint: null });
    expect(await activityCount()).toBe(before);
  });

  it('answers other media types with PostgREST’s 406 PGRST107', async () => {
    for (const accept of ['text/csv', 'application/vnd.pgrst.array+json;nulls=stripped']) {
      const { status, body } = await rest('/activity_log', { headers: { Accept: accept } });
      expect(status, accept).toBe(406);
      expect(body, accept).toMatchObject({ code: 'PGRST107', message: `None of these media types are available: ${accept}` });
    }
  });
});

describe('still served: the calls the app and the functions make', () => {
  it('sync: upsert a batch (merge and ignore), pull it by owner in id order and pages, delete by id list', async () => {
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()].sort();
    const at = new Date().toISOString();
    const rows = ids.map((id, index) => ({ id, user_id: ana.id, title: `Chat ${index}`, messages: [], updated_at: at }));
    const conversations = () => ana.client.from('ai_conversations');
    expect((await conversations().upsert(rows, { onConflict: 'id', ignoreDuplicates: false })).error).toBeNull();
    const later = new Date(Date.now() + 1000).toISOString();
    expect((await conversations().upsert([{ ...rows[0]!, title: 'Changed', updated_at: later }], { onConflict: 'id' })).error).toBeNull();
    expect((await conversations().upsert([{ ...rows[1]!, title: 'Ignored' }], { onConflict: 'id', ignoreDuplicates: true })).error).toBeNull();

    const first = await conversations().select('id,title').eq('user_id', ana.id).order('id').range(0, 1);
    const second = await conversations().select('id,title').eq('user_id', ana.id).order('id').range(2, 3);
    expect([...first.data!, ...second.data!]).toEqual([
      { id: ids[0], title: 'Changed' },
      { id: ids[1], title: 'Chat 1' },
      { id: ids[2], title: 'Chat 2' },
    ]);

    expect((await conversations().delete().in('id', ids.slice(0, 2))).error).toBeNull();
    expect((await conversations().select('id').eq('user_id', ana.id)).data).toEqual([{ id: ids[2] }]);
  });

  it('sync: an insert-only batch replayed with ignoreDuplicates is a no-op', async () => {
    const row = { id: crypto.randomUUID(), user_id: ana.id, title: 'Road test', event_date: '2026-12-01T12:00:00Z', event_type: 'appointment' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await ana.client.from('calendar_events').upsert([row], { onConflict: 'id', ignoreDuplicates: true })).error).toBeNull();
    }
    const { count } = await ana.client.from('calendar_events').select('*', { count: 'exact', head: true }).eq('id', row.id);
    expect(count).toBe(1);
  });

  it('functions: maybeSingle, insert().select().single(), update by id and rpc with named arguments', async () => {
    const created = await ana.client.from('ai_conversations').insert({ title: 'Hi', messages: [] }).select('id').single();
    expect(created.error).toBeNull();
    const id = created.data!.id as string;
    const found = await ana.client.from('ai_conversations').select('id, user_id, messages').eq('id', id).maybeSingle();
    expect(found.data).toEqual({ id, user_id: ana.id, messages: [] });
    expect(await ana.client.from('ai_conversations').select('id').eq('id', crypto.randomUUID()).maybeSingle()).toMatchObject({ data: null, error: null });
    expect(
      (
        await ana.client
          .from('ai_conversations')
          .update({ messages: [{ role: 'user', content: 'Hi' }] })
          .eq('id', id)
      ).error,
    ).toBeNull();
    const used = await server.service().rpc('letter_explanations_used', { person: ana.id });
    expect(used).toMatchObject({ error: null, data: 0 });
  });
});
