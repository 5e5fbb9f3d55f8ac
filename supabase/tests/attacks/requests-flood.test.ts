// Attack: flooding `help_requests` with the public anon key. Before the fix any
// number of guest requests of 16 KB each were stored (the data directory grew about 95 MB/s).
// Now the database takes each request from an hourly bucket of the caller's address (which a
// forged X-Forwarded-For cannot change) and of the signed-in person, answers 429 with Retry-After
// past the limit, stores nothing of a refused batch, and refuses details over 8 KB.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchFromAddress } from '../support/fetch-from-address';
import { supabaseClient } from '../support/supabase-client';
import { SERVER_DATABASES, startTestServer, type TestServer } from '../support/test-server';

const request = (extra: Record<string, unknown> = {}) => ({ kind: 'letter', name: 'Ana', whatsapp: '+16175550100', details: { sender: 'court' }, ...extra });

describe.each(SERVER_DATABASES)('help request flood on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.backend.db.query('delete from public.abuse_counters');
    await server.backend.db.query('delete from public.help_requests');
  });

  const stored = async () => Number((await server.backend.db.query<{ n: string }>('select count(*) as n from public.help_requests')).rows[0]!.n);
  const limit = async (name: string) =>
    (await server.backend.db.query<{ max_count: number }>('select max_count from public.abuse_limits where name = $1', [name])).rows[0]!.max_count;

  /** A guest's insert by hand, as a flooding script sends it, with whatever X-Forwarded-For it likes. */
  async function guestInsert(body: unknown, forwardedFor = `203.0.113.${Math.floor(Math.random() * 250)}`) {
    const response = await fetch(`${server.url}/rest/v1/help_requests`, {
      method: 'POST',
      headers: {
        apikey: server.backend.keys.anonKey,
        Authorization: `Bearer ${server.backend.keys.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        'X-Forwarded-For': forwardedFor,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  it('lets one address send its hourly allowance, then answers 429 with Retry-After, whatever X-Forwarded-For says', async () => {
    const perAddress = await limit('help_requests_per_address');
    expect(perAddress).toBeGreaterThanOrEqual(20);
    for (let sent = 0; sent < perAddress; sent += 1) expect((await guestInsert(request())).status).toBe(201);
    const refused = await guestInsert(request());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'over_request_rate_limit', message: 'Rate Limit Exceeded', details: 'Please wait a moment and try again.', hint: null });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    expect(await stored()).toBe(perAddress);

    // The unmodified client sees the same refusal.
    const { error, status } = await server.anon().from('help_requests').insert(request());
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'over_request_rate_limit', message: 'Rate Limit Exceeded' });
    expect(await stored()).toBe(perAddress);
  });

  it('counts each address on its own: a flood from one leaves another’s requests alone', async () => {
    const perAddress = await limit('help_requests_per_address');
    expect((await guestInsert(Array.from({ length: perAddress }, () => request()))).status).toBe(201);
    expect((await guestInsert(request())).status).toBe(429);
    const neighbour = supabaseClient(server.url, server.backend.keys.anonKey, undefined, fetchFromAddress('127.0.0.2'));
    expect((await neighbour.from('help_requests').insert(request())).error).toBeNull();
    expect(await stored()).toBe(perAddress + 1);
  });

  it('stores nothing of a batch that goes past the limit, and the refusal costs nothing', async () => {
    const perAddress = await limit('help_requests_per_address');
    const batch = Array.from({ length: perAddress + 1 }, () => request());
    expect((await guestInsert(batch)).status).toBe(429);
    expect(await stored()).toBe(0);
    expect((await guestInsert(batch.slice(1))).status).toBe(201);
    expect(await stored()).toBe(perAddress);
  });

  it('limits a signed-in person on their own, and lets them send again once the hour is over', async () => {
    const ana = await server.person();
    const perPerson = await limit('help_requests_per_person');
    expect(perPerson).toBeLessThan(await limit('help_requests_per_address'));
    const batch = Array.from({ length: perPerson }, () => request({ user_id: ana.id }));
    expect((await ana.client.from('help_requests').insert(batch)).error).toBeNull();
    const refused = await ana.client.from('help_requests').insert(request({ user_id: ana.id }));
    expect(refused.status).toBe(429);
    // A guest on the same address still has room: the person's limit is theirs alone.
    expect((await server.anon().from('help_requests').insert(request())).error).toBeNull();

    await server.backend.db.query("update public.abuse_counters set window_start = window_start - interval '1 hour', window_end = window_end - interval '1 hour'");
    expect((await ana.client.from('help_requests').insert(request({ user_id: ana.id }))).error).toBeNull();
    expect(await stored()).toBe(perPerson + 2);
  });

  it('refuses details over 8 KB (400) and stores nothing', async () => {
    const big = await guestInsert(request({ details: { concern: 'x'.repeat(8200) } }));
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ code: '23514' });
    // 2,000 characters of Chinese, what the form allows, fits.
    expect((await guestInsert(request({ details: { sender: 'court', concern: '法'.repeat(2000), photos: `https://example.org/${'p'.repeat(480)}` } }))).status).toBe(201);
    expect(await stored()).toBe(1);
  });

  it('does not limit the service role, which answers the requests', async () => {
    const batch = Array.from({ length: (await limit('help_requests_per_address')) + 5 }, () => request());
    expect((await server.service().from('help_requests').insert(batch)).error).toBeNull();
  });
});
