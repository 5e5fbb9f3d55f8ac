// Requests for help against the real local server: a guest's go with the public key (no session)
// and arrive without a user; with no signal they wait on the phone and go later; one the server
// refuses stays on the phone, parked, and the screen is not told it was sent; one the server's rate
// limit holds back (429) waits on the phone, unparked, is reported as such, and goes once allowed.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaliDatabase, setDeviceDbForTests } from '../../src/data/db';
import { anonymousWaiting, sendAnonymousNow, stopAnonymousSender } from '../../src/data/anonymous-sender';
import { submitHelpRequest } from '../../src/data/help-requests';
import { ANONYMOUS_SENDER } from '../../src/data/owners';
import { setSignedOut } from '../../src/data/session-store';
import { whileLimitSpent } from '../../supabase/tests/support/rate-limited-inserts';
import { supabaseClient } from '../../supabase/tests/support/supabase-client';
import { startTestServer, type TestServer } from '../../supabase/tests/support/test-server';

let client: SupabaseClient;
vi.mock('../../src/data/backend-client', () => ({ backendClient: async () => client }));

const offline: typeof fetch = async () => {
  throw new TypeError('fetch failed');
};

describe('requests for help', () => {
  let server: TestServer;
  let db: PaliDatabase;
  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite' });
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(() => {
    setSignedOut();
    db = new PaliDatabase(`requests-${randomUUID()}`);
    setDeviceDbForTests(db);
    client = supabaseClient(server.url, server.backend.keys.anonKey) as unknown as SupabaseClient;
  });
  afterEach(async () => {
    stopAnonymousSender();
    setDeviceDbForTests(null);
    await db.delete();
  });

  /** Sends the anonymous outbox now (as its runner does); true when nothing is left waiting. */
  const allSent = async () => {
    await sendAnonymousNow();
    return (await anonymousWaiting()) === 0;
  };

  const onServer = async (id: string) =>
    (await server.backend.db.query('select user_id, kind, name, whatsapp, zip, details from public.help_requests where id = $1', [id])).rows[0];

  it('sends a guest’s monitor request at once, without a user', async () => {
    const result = await submitHelpRequest({
      kind: 'monitor',
      name: 'Ana',
      whatsapp: '(617) 555-0100',
      preferred_language: 'es',
      details: { task: 'mass-id', preferredDates: 'Mondays' },
    });
    expect(result).toEqual({ ok: true, synced: true });
    const [record] = await db.help_requests.toArray();
    expect(await onServer(record!.id)).toEqual({
      user_id: null,
      kind: 'monitor',
      name: 'Ana',
      whatsapp: '(617) 555-0100',
      zip: null,
      details: { task: 'mass-id', preferredDates: 'Mondays' },
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a request made with no signal on the phone, and sends it when the signal returns', async () => {
    client = supabaseClient(server.url, server.backend.keys.anonKey, undefined, offline) as unknown as SupabaseClient;
    const result = await submitHelpRequest({ kind: 'letter', name: 'Luis', whatsapp: '+1 617 555 0199', preferred_language: 'en', zip: '02119', details: { sender: 'court' } });
    expect(result).toEqual({ ok: true, synced: false });
    const [record] = await db.help_requests.toArray();
    expect(await db.outbox.where('owner').equals(ANONYMOUS_SENDER).count()).toBe(1);
    expect(await onServer(record!.id)).toBeUndefined();

    client = supabaseClient(server.url, server.backend.keys.anonKey) as unknown as SupabaseClient;
    expect(await allSent()).toBe(true);
    expect(await onServer(record!.id)).toMatchObject({ kind: 'letter', zip: '02119', user_id: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a request once even when the answer to the first send was lost', async () => {
    const sendThenLose: typeof fetch = async (input, init) => {
      await fetch(input, init);
      throw new TypeError('fetch failed: the connection dropped before the answer arrived');
    };
    client = supabaseClient(server.url, server.backend.keys.anonKey, undefined, sendThenLose) as unknown as SupabaseClient;
    expect(await submitHelpRequest({ kind: 'appointment', name: 'Rosa', whatsapp: '+1 508 555 0142', preferred_language: 'es', details: { agency: 'rmv' } })).toEqual({
      ok: true,
      synced: false,
    });
    const [record] = await db.help_requests.toArray();
    expect(await onServer(record!.id)).toMatchObject({ kind: 'appointment' });

    client = supabaseClient(server.url, server.backend.keys.anonKey) as unknown as SupabaseClient;
    expect(await allSent()).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect((await server.backend.db.query('select count(*)::int as n from public.help_requests where id = $1', [record!.id])).rows[0]).toEqual({ n: 1 });
  });

  it('keeps a request the rate limit held back waiting (not refused), says so, and sends it once allowed', async () => {
    await whileLimitSpent(server.backend.db, 'help_requests_per_address', async () => {
      const result = await submitHelpRequest({ kind: 'monitor', name: 'Ana', whatsapp: '(617) 555-0100', preferred_language: 'es', details: { task: 'road-test' } });
      expect(result).toEqual({ ok: true, synced: false, rateLimited: true });
      const [entry] = await db.outbox.toArray();
      expect(entry).toMatchObject({ owner: ANONYMOUS_SENDER, table: 'help_requests' });
      expect(entry!.parkedError).toBeUndefined();
      expect(await allSent()).toBe(false);
    });
    expect(await allSent()).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    const [record] = await db.help_requests.toArray();
    expect(await onServer(record!.id)).toMatchObject({ kind: 'monitor', user_id: null });
  });

  it('does not call a refused request sent, and keeps it on the phone', async () => {
    const result = await submitHelpRequest({ kind: 'pack', name: 'Mei', whatsapp: '617', preferred_language: 'cn', zip: '123', details: {} });
    expect(result).toEqual({ ok: true, synced: false });
    const [entry] = await db.outbox.toArray();
    expect(entry!.parkedError).toMatch(/check|zip/i);
    expect(await db.help_requests.count()).toBe(1);
  });
});
