// "Something wrong here?" reports against the real local server: a guest's go with the public key
// and arrive without a user; with no signal they wait on the phone and go when it returns, once
// even if the first answer was lost; the hourly limit holds one back (waiting, not refused) until
// it is allowed; a signed-in person's go with their sync, in their name.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitContentReport, type NewContentReport } from '../../src/data/content-reports';
import { PaliDatabase, setDeviceDbForTests } from '../../src/data/db';
import { anonymousWaiting, sendAnonymousNow, stopAnonymousSender } from '../../src/data/anonymous-sender';
import { ANONYMOUS_SENDER } from '../../src/data/owners';
import { setSignedIn, setSignedOut } from '../../src/data/session-store';
import { flushOutbox } from '../../src/data/sync/flush';
import { whileLimitSpent } from '../../supabase/tests/support/rate-limited-inserts';
import { supabaseClient } from '../../supabase/tests/support/supabase-client';
import { startTestServer, type TestServer } from '../../supabase/tests/support/test-server';

let client: SupabaseClient;
vi.mock('../../src/data/backend-client', () => ({ backendClient: async () => client }));
// A signed-in person's sync, as the account session runs it: their outbox, their client.
const account = vi.hoisted(() => ({ owner: '', client: null as SupabaseClient | null }));
vi.mock('../../src/data/account-session', async () => {
  const { deviceDb } = await import('../../src/data/db');
  return { syncNow: () => flushOutbox(deviceDb(), account.client!, account.owner) };
});

const offline: typeof fetch = async () => {
  throw new TypeError('fetch failed');
};

const REPORT: NewContentReport = { subjectKind: 'place', subjectId: 'boston-rmv', whatIsWrong: 'They moved to Haymarket.', contact: '', language: 'es' };

describe('content reports', () => {
  let server: TestServer;
  let db: PaliDatabase;
  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite' });
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(async () => {
    setSignedOut();
    await server.backend.db.query('delete from public.abuse_counters');
    db = new PaliDatabase(`reports-${randomUUID()}`);
    setDeviceDbForTests(db);
    client = supabaseClient(server.url, server.backend.keys.anonKey) as unknown as SupabaseClient;
  });
  afterEach(async () => {
    stopAnonymousSender();
    setSignedOut();
    setDeviceDbForTests(null);
    await db.delete();
  });

  /** Sends the anonymous outbox now (as its runner does); true when nothing is left waiting. */
  const allSent = async () => {
    await sendAnonymousNow();
    return (await anonymousWaiting()) === 0;
  };

  const onServer = async (id: string) =>
    (await server.backend.db.query('select user_id, subject_kind, subject_id, what_is_wrong, contact, language from public.content_reports where id = $1', [id])).rows[0];

  it('sends a guest’s report at once, without a user', async () => {
    const result = await submitContentReport({ ...REPORT, contact: '  ana@example.org ' });
    expect(result).toMatchObject({ outcome: 'sent' });
    const [record] = await db.content_reports.toArray();
    expect(await onServer(record!.id)).toEqual({
      user_id: null,
      subject_kind: 'place',
      subject_id: 'boston-rmv',
      what_is_wrong: 'They moved to Haymarket.',
      contact: 'ana@example.org',
      language: 'es',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a report made with no signal on the phone, and sends it (once) when the signal returns', async () => {
    client = supabaseClient(server.url, server.backend.keys.anonKey, undefined, offline) as unknown as SupabaseClient;
    const result = await submitContentReport(REPORT);
    expect(result).toMatchObject({ outcome: 'savedOnDevice' });
    const [record] = await db.content_reports.toArray();
    expect(await db.outbox.where('owner').equals(ANONYMOUS_SENDER).count()).toBe(1);
    expect(await onServer(record!.id)).toBeUndefined();

    // The first send lands but its answer is lost; the replay must not store it twice.
    client = supabaseClient(server.url, server.backend.keys.anonKey, undefined, async (input, init) => {
      await fetch(input, init);
      throw new TypeError('fetch failed: the connection dropped before the answer arrived');
    }) as unknown as SupabaseClient;
    expect(await allSent()).toBe(false);
    client = supabaseClient(server.url, server.backend.keys.anonKey) as unknown as SupabaseClient;
    expect(await allSent()).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect((await server.backend.db.query('select count(*)::int as n from public.content_reports where id = $1', [record!.id])).rows[0]).toEqual({ n: 1 });
  });

  it('keeps a guest’s report the hourly limit held back waiting (not refused), says so, and sends it once allowed', async () => {
    const id = await whileLimitSpent(server.backend.db, 'content_reports_per_address', async () => {
      const result = await submitContentReport(REPORT);
      // A guest is told about the limit as a signed-in person is (the anonymous runner reports it).
      expect(result).toMatchObject({ outcome: 'rateLimited' });
      const [entry] = await db.outbox.toArray();
      expect(entry).toMatchObject({ owner: ANONYMOUS_SENDER, table: 'content_reports' });
      expect(entry!.parkedError).toBeUndefined();
      // Requests for help have their own allowance: the reports' limit does not hold them.
      expect((await client.from('help_requests').insert({ kind: 'pack', name: 'Ana', whatsapp: '+16175550100' })).error).toBeNull();
      return entry!.recordId;
    });
    expect(await allSent()).toBe(true);
    expect(await onServer(id)).toMatchObject({ user_id: null, subject_id: 'boston-rmv' });
  });

  it('sends a signed-in person’s report with their sync, in their name, and says when the limit holds it', async () => {
    const ana = await server.person('Ana');
    setSignedIn({ id: ana.id, email: `${ana.id}@example.org`, firstName: 'Ana' });
    account.owner = ana.id;
    account.client = ana.client as unknown as SupabaseClient;
    const sent = await submitContentReport({ ...REPORT, subjectKind: 'checklist', subjectId: 'mass-id', whatIsWrong: 'The fee is now $50.' });
    expect(sent).toMatchObject({ outcome: 'sent' });
    if (sent.outcome !== 'sent') return;
    expect(await onServer(sent.id)).toMatchObject({ user_id: ana.id, subject_kind: 'checklist', subject_id: 'mass-id' });

    await whileLimitSpent(server.backend.db, 'content_reports_per_person', async () => {
      expect(await submitContentReport(REPORT)).toMatchObject({ outcome: 'rateLimited' });
      expect(await db.outbox.where('owner').equals(ana.id).count()).toBe(1);
    });
  });
});
