// The unmodified supabase-js client, with a fetch that never leaves the process: each request it
// makes for its calls goes through planRequest and shapeResponse with a canned result
// row, so this pins down the wire format (URLs, Prefer, Accept, bodies) and the answers the
// client reads back (data, count, single errors). No server, no database.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { planRequest } from './build-sql';
import { catalog } from './catalog.fixture';
import { RestError } from './rest-errors';
import { shapeResponse, type StatementResult } from './response-shape';
import type { RestRequest, SqlPlan } from './types';

interface Exchange {
  request: RestRequest;
  plan?: SqlPlan;
}

function clientAnswering(result: StatementResult, total?: number) {
  const seen: Exchange[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const text = typeof init?.body === 'string' ? init.body : '';
    const request: RestRequest = {
      method: (init?.method ?? 'GET') as RestRequest['method'],
      path: url.pathname.replace(/^\/rest\/v1/, ''),
      query: url.searchParams,
      headers,
      body: text === '' ? undefined : JSON.parse(text),
    };
    const exchange: Exchange = { request };
    seen.push(exchange);
    try {
      exchange.plan = planRequest(request, catalog);
      const shaped = shapeResponse(exchange.plan, result, total);
      return new Response(shaped.body, { status: shaped.status, headers: shaped.headers });
    } catch (error) {
      if (!(error instanceof RestError)) throw error;
      return new Response(JSON.stringify(error), { status: error.status, headers: { 'Content-Type': 'application/json' } });
    }
  };
  const supabase = createClient('http://pali.local', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
    // Node 20 has no WebSocket and supabase-js insists on one; these tests never open a channel.
    realtime: { transport: class NoWebSocket {} as unknown as typeof globalThis.WebSocket },
  });
  return { supabase, seen };
}

const one = (seen: Exchange[]) => {
  expect(seen).toHaveLength(1);
  return seen[0]!;
};

describe('supabase-js on the wire', () => {
  it('lists conversations newest first', async () => {
    const { supabase, seen } = clientAnswering({ page_total: 1, body: '[{"id":"c1"}]' });
    const { data, error } = await supabase.from('calendar_events').select('id, title, event_date').eq('user_id', 'u1').order('event_date', { ascending: true });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 'c1' }]);
    const { request, plan } = one(seen);
    expect(request.query.get('select')).toBe('id,title,event_date');
    expect(plan!.sql).toContain('WHERE "public"."calendar_events"."user_id" = $1::uuid ORDER BY "public"."calendar_events"."event_date" ASC LIMIT $2');
    expect(plan!.params).toEqual(['u1', 1000]);
  });

  it('reads activity with limit and an exact count', async () => {
    const { supabase, seen } = clientAnswering({ page_total: 2, body: '[{"id":"a"},{"id":"b"}]' }, 140);
    const { data, count, status } = await supabase.from('activity_log').select('*', { count: 'exact' }).eq('user_id', 'u1').order('created_at', { ascending: false }).limit(100);
    expect(data).toHaveLength(2);
    expect(count).toBe(140);
    expect(status).toBe(206);
    expect(one(seen).plan!.countSql!.params).toEqual(['u1']);
  });

  it('reads one row with single() and reports PGRST116 when there is none', async () => {
    const found = clientAnswering({ page_total: 1, body: '{"messages":[]}' });
    const ok = await found.supabase.from('activity_log').select('metadata').eq('id', 'x').single();
    expect(ok.data).toEqual({ messages: [] });
    expect(one(found.seen).request.headers.accept).toBe('application/vnd.pgrst.object+json');

    const missing = clientAnswering({ page_total: 0, body: 'null' });
    const bad = await missing.supabase.from('activity_log').select('metadata').eq('id', 'x').single();
    expect(bad.status).toBe(406);
    expect(bad.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });

    const maybe = clientAnswering({ page_total: 0, body: '[]' });
    const none = await maybe.supabase.from('activity_log').select('id').eq('id', 'x').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    expect(one(maybe.seen).plan!.single).toBe('none');
  });

  it('inserts with and without returning rows', async () => {
    const quiet = clientAnswering({ page_total: 1, body: null });
    const res = await quiet.supabase.from('activity_log').insert({ activity_type: 'Letter Analysis', metadata: { sender: 'IRS' } });
    expect(res).toMatchObject({ error: null, data: null, status: 201 });
    expect(one(quiet.seen).plan!.sql).toContain('RETURNING 1)');

    const loud = clientAnswering({ page_total: 2, body: '[{"id":"1"},{"id":"2"}]' });
    const rows = await loud.supabase
      .from('activity_log')
      .insert([{ activity_type: 'a' }, { activity_type: 'b', metadata: {} }])
      .select('id');
    expect(rows.data).toEqual([{ id: '1' }, { id: '2' }]);
    const { request, plan } = one(loud.seen);
    expect(request.query.get('columns')).toBe('"activity_type","metadata"');
    expect(request.headers.prefer).toBe('return=representation');
    expect(plan!.sql).toContain('INSERT INTO "public"."activity_log" ("activity_type", "metadata") SELECT');
  });

  it('upserts on a conflict target', async () => {
    const { supabase, seen } = clientAnswering({ page_total: 1, body: null });
    await supabase.from('ai_usage').upsert({ user_id: 'u', month: '2026-01-01', letter_explanations: 1 }, { onConflict: 'user_id,month' });
    const { request, plan } = one(seen);
    expect(request.headers.prefer).toBe('resolution=merge-duplicates');
    expect(plan!.sql).toContain('ON CONFLICT ("user_id", "month") DO UPDATE SET');
  });

  it('updates and deletes by id', async () => {
    const upd = clientAnswering({ page_total: 1, body: null });
    const u = await upd.supabase
      .from('calendar_events')
      .update({ title: 'New', metadata: { a: 1 } })
      .eq('id', 'e1');
    expect(u).toMatchObject({ error: null, status: 204 });
    expect(one(upd.seen).plan!.params).toEqual(['{"title":"New","metadata":{"a":1}}', 'e1']);

    const del = clientAnswering({ page_total: 1, body: null });
    const d = await del.supabase.from('activity_log').delete().eq('id', 'a1');
    expect(d).toMatchObject({ error: null, status: 204 });
    expect(one(del.seen).plan!.sql).toContain('DELETE FROM "public"."activity_log" WHERE "public"."activity_log"."id" = $1::uuid RETURNING 1');
  });

  it('sends .in(), .is(), .neq(), .ilike(), .gte(), .lte() and .range() in a form planRequest reads', async () => {
    const { supabase, seen } = clientAnswering({ page_total: 0, body: '[]' });
    await supabase
      .from('activity_log')
      .select('id')
      .in('activity_type', ['a', 'b,c', 'd(e)'])
      .is('activity_description', null)
      .neq('activity_type', 'x')
      .ilike('activity_type', '%letter%')
      .gte('created_at', '2026-01-01')
      .lte('created_at', '2026-12-31')
      .order('id')
      .range(10, 19);
    const { plan } = one(seen);
    const A = '"public"."activity_log"';
    expect(plan!.sql).toContain(
      `WHERE ${A}."activity_type" IN ($1::text, $2::text, $3::text) AND ${A}."activity_description" IS NULL ` +
        `AND ${A}."activity_type" <> $4::text AND ${A}."activity_type" ILIKE $5 ` +
        `AND ${A}."created_at" >= $6::timestamptz AND ${A}."created_at" <= $7::timestamptz ORDER BY ${A}."id" ASC LIMIT $8 OFFSET $9`,
    );
    expect(plan!.params).toEqual(['a', 'b,c', 'd(e)', 'x', '%letter%', '2026-01-01', '2026-12-31', 10, 10]);
    expect(plan!.rangeStart).toBe(10);
  });

  it("upserts a batch as the app's sync does, ignoring or merging duplicates", async () => {
    for (const ignoreDuplicates of [true, false]) {
      const { supabase, seen } = clientAnswering({ page_total: 2, body: null });
      const rows = [
        { id: 'a', activity_type: 'x' },
        { id: 'b', activity_type: 'y' },
      ];
      expect((await supabase.from('activity_log').upsert(rows, { onConflict: 'id', ignoreDuplicates })).error).toBeNull();
      const { request, plan } = one(seen);
      expect(request.headers.prefer).toBe(`resolution=${ignoreDuplicates ? 'ignore' : 'merge'}-duplicates`);
      expect(plan!.sql).toContain(ignoreDuplicates ? 'ON CONFLICT ("id") DO NOTHING' : 'ON CONFLICT ("id") DO UPDATE SET');
    }
  });

  it("refuses what supabase-js can send but Pali never does with PostgREST's PGRST127", async () => {
    const { supabase } = clientAnswering({ page_total: 0, body: '[]' });
    const refused = [
      await supabase.from('activity_log').select('id').or('activity_type.eq.a,activity_type.eq.b'),
      await supabase.from('activity_log').select('id').not('metadata', 'is', null),
      await supabase.from('activity_log').select('id').textSearch('activity_type', 'letter'),
      await supabase.from('activity_log').select('id').order('created_at', { nullsFirst: true }),
      await supabase.from('activity_log').insert({ activity_type: 'a' }, { defaultToNull: false }),
      await supabase.from('activity_log').select('id', { count: 'planned' }),
      await supabase.rpc('bump_usage', { p_month: '2026-01-01' }, { get: true }),
    ];
    for (const result of refused) {
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({ code: 'PGRST127', message: 'Feature not implemented' });
    }
    const csv = await supabase.from('activity_log').select('id').csv();
    expect(csv.status).toBe(406);
    expect(csv.error?.code).toBe('PGRST107');
  });

  it('calls rpc with named arguments', async () => {
    const { supabase, seen } = clientAnswering({ page_total: 1, body: '3' });
    const { data, error } = await supabase.rpc('bump_usage', { p_month: '2026-01-01' });
    expect(error).toBeNull();
    expect(data).toBe(3);
    expect(one(seen).plan!.params).toEqual(['{"p_month":"2026-01-01"}']);
  });

  it('gets PostgREST errors back as PostgrestError fields', async () => {
    const { supabase } = clientAnswering({ page_total: 0, body: '[]' });
    const res = await supabase.from('no_such_table').select('*');
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.no_such_table' in the schema cache" });
    const bad = await supabase.from('activity_log').select('id').filter('id', 'nope', '1');
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('PGRST100');
  });
});
