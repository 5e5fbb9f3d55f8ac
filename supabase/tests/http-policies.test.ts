// The same access rules as table-policies.test.ts, over HTTP: the unmodified supabase-js client as
// the owner, a stranger and a guest, against the real server, on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POLICY_MATRIX, type Action, type Outcome, type Who } from './support/policy-matrix';
import { SERVER_DATABASES, startTestServer, type TestServer } from './support/test-server';

type Client = ReturnType<TestServer['anon']>;
type Result = { error: { code?: string } | null; data?: unknown; count?: number | null };

/** A row for `table` owned by `userId` (as the database owner), and the id column to find it by. */
async function seed(server: TestServer, table: string, userId: string): Promise<{ column: string; id: string }> {
  const db = server.backend.db;
  const id = randomUUID();
  switch (table) {
    case 'profiles':
      return { column: 'id', id: userId };
    case 'ai_usage':
      await db.query("insert into public.ai_usage (user_id, month) values ($1, date_trunc('month', now())::date) on conflict do nothing", [userId]);
      return { column: 'user_id', id: userId };
    case 'ai_conversations':
      await db.query('insert into public.ai_conversations (id, user_id, title) values ($1, $2, $3)', [id, userId, 'Letter']);
      return { column: 'id', id };
    case 'activity_log':
      await db.query("insert into public.activity_log (id, user_id, activity_type) values ($1, $2, 'Letter Analysis')", [id, userId]);
      return { column: 'id', id };
    case 'calendar_events':
      await db.query("insert into public.calendar_events (id, user_id, title, event_date, event_type) values ($1, $2, 'Road test', now(), 'appointment')", [id, userId]);
      return { column: 'id', id };
    case 'assistant_rate_limits':
      await db.query("insert into public.assistant_rate_limits (bucket, window_start, used) values ($1, date_trunc('minute', now()), 1) on conflict do nothing", [
        `person:${userId}`,
      ]);
      return { column: 'bucket', id: `person:${userId}` };
    case 'deleted_records':
      await db.query("insert into public.deleted_records (id, user_id, table_name) values ($1, $2, 'activity_log')", [id, userId]);
      return { column: 'id', id };
    case 'content_reports':
      await db.query(
        "insert into public.content_reports (id, user_id, subject_kind, subject_id, what_is_wrong) values ($1, $2, 'place', 'boston-rmv', 'Closed on Saturdays now')",
        [id, userId],
      );
      return { column: 'id', id };
    default:
      await db.query("insert into public.help_requests (id, user_id, kind, name, whatsapp) values ($1, $2, 'letter', 'Ana', '+16175550100')", [id, userId]);
      return { column: 'id', id };
  }
}

const NEW_ROWS: Record<string, (ownerId: string, callerId: string | null) => Record<string, unknown>> = {
  profiles: (ownerId) => ({ id: ownerId, first_name: 'Ana' }),
  ai_conversations: (ownerId) => ({ user_id: ownerId, title: 'New chat' }),
  activity_log: (ownerId) => ({ user_id: ownerId, activity_type: 'Document Packet Generated' }),
  calendar_events: (ownerId) => ({ user_id: ownerId, title: 'Reply', event_date: new Date().toISOString(), event_type: 'letter_deadline' }),
  ai_usage: (ownerId) => ({ user_id: ownerId, month: '2030-01-01' }),
  deleted_records: (ownerId) => ({ id: crypto.randomUUID(), user_id: ownerId, table_name: 'activity_log' }),
  assistant_rate_limits: (ownerId) => ({ bucket: `person:${ownerId}`, window_start: '2030-01-01T00:00:00Z', used: 1 }),
  help_requests: (_ownerId, callerId) => ({ user_id: callerId, kind: 'pack', name: 'Ana', whatsapp: '+16175550100' }),
  content_reports: (_ownerId, callerId) => ({ user_id: callerId, subject_kind: 'rights', subject_id: 'atDoor', what_is_wrong: 'The number is wrong', language: 'es' }),
};

const PATCHES: Record<string, Record<string, unknown>> = {
  profiles: { phone: '617-555-0100' },
  ai_conversations: { title: 'Renamed' },
  activity_log: { activity_type: 'Changed' },
  calendar_events: { title: 'Changed' },
  ai_usage: { letter_explanations: 0 },
  deleted_records: { table_name: 'calendar_events' },
  assistant_rate_limits: { used: 100 },
  help_requests: { name: 'Someone else' },
  content_reports: { what_is_wrong: 'Changed' },
};

function outcome(result: Result, touched: number): Outcome {
  if (result.error) {
    if (result.error.code === '42501') return 'denied';
    throw new Error(`Unexpected error: ${JSON.stringify(result.error)}`);
  }
  return touched > 0 ? 'ok' : 'none';
}

async function attempt(server: TestServer, client: Client, table: string, action: Action, ownerId: string, callerId: string | null): Promise<Outcome> {
  const { column, id } = await seed(server, table, ownerId);
  if (table === 'profiles' && action === 'insert') await server.backend.db.query('delete from public.profiles where id = $1', [ownerId]);
  const from = client.from(table);
  switch (action) {
    case 'select': {
      const result = (await from.select('*').eq(column, id)) as Result;
      return outcome(result, Array.isArray(result.data) ? result.data.length : 0);
    }
    case 'insert':
      return outcome((await from.insert(NEW_ROWS[table]!(ownerId, callerId))) as Result, 1);
    case 'update': {
      const result = (await from.update(PATCHES[table]!, { count: 'exact' }).eq(column, id)) as Result;
      return outcome(result, result.count ?? 0);
    }
    case 'delete': {
      const result = (await from.delete({ count: 'exact' }).eq(column, id)) as Result;
      return outcome(result, result.count ?? 0);
    }
  }
}

describe.each(SERVER_DATABASES)('HTTP policies on %s', (database) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<TestServer['person']>>;
  let stranger: Awaited<ReturnType<TestServer['person']>>;

  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(async () => {
    owner = await server.person('Owner');
    stranger = await server.person('Stranger');
  });

  for (const [table, actions] of Object.entries(POLICY_MATRIX)) {
    for (const action of ['select', 'insert', 'update', 'delete'] as const) {
      for (const who of ['owner', 'stranger', 'anon'] as const satisfies readonly Who[]) {
        const expected = actions[action][who];
        it(`${table}: ${who} ${action} → ${expected}`, async () => {
          const client = who === 'owner' ? owner.client : who === 'stranger' ? stranger.client : server.anon();
          const callerId = who === 'owner' ? owner.id : who === 'stranger' ? stranger.id : null;
          expect(await attempt(server, client, table, action, owner.id, callerId)).toBe(expected);
        });
      }
    }
  }

  describe('content_reports over HTTP', () => {
    const report = (extra: Record<string, unknown> = {}) => ({ subject_kind: 'checklist', subject_id: 'mass-id', what_is_wrong: 'The fee changed', ...extra });
    const stored = async () => Number(await server.backend.db.query<{ n: string }>('select count(*) as n from public.content_reports').then((result) => result.rows[0]!.n));
    const limit = async (name: string) =>
      (await server.backend.db.query<{ max_count: number }>('select max_count from public.abuse_limits where name = $1', [name])).rows[0]!.max_count;
    beforeEach(async () => {
      await server.backend.db.query('delete from public.abuse_counters');
      await server.backend.db.query('delete from public.content_reports');
    });

    it('a guest may send one (with no user) but not read it back, nor anyone’s', async () => {
      const guest = server.anon();
      expect((await guest.from('content_reports').insert(report({ contact: 'WhatsApp +1 617 555 0100' }))).error).toBeNull();
      const read = await guest.from('content_reports').select('*');
      expect(read.error).toMatchObject({ code: '42501' });
      expect((await owner.client.from('content_reports').select('*')).error).toMatchObject({ code: '42501' });
      const { rows } = await server.backend.db.query('select user_id, subject_kind, subject_id, what_is_wrong, contact, language from public.content_reports');
      expect(rows).toEqual([
        { user_id: null, subject_kind: 'checklist', subject_id: 'mass-id', what_is_wrong: 'The fee changed', contact: 'WhatsApp +1 617 555 0100', language: 'en' },
      ]);
    });

    it('refuses one over its lengths (400) and stores nothing', async () => {
      const guest = server.anon();
      for (const bad of [
        report({ what_is_wrong: 'x'.repeat(1001) }),
        report({ what_is_wrong: '   ' }),
        report({ contact: 'c'.repeat(201) }),
        report({ subject_id: '<img src=x>' }),
        report({ subject_kind: 'letter' }),
      ]) {
        const { error, status } = await guest.from('content_reports').insert(bad);
        expect(status, JSON.stringify(bad).slice(0, 80)).toBe(400);
        expect(error).toMatchObject({ code: '23514' });
      }
      // What the form allows fits: 1,000 characters of Chinese and a 200-character contact.
      expect((await guest.from('content_reports').insert(report({ what_is_wrong: '错'.repeat(1000), contact: 'c'.repeat(200) }))).error).toBeNull();
      expect(await stored()).toBe(1);
    });

    it('answers 429 past the hourly allowance of an address and of a person, keeping none of the refused', async () => {
      const perAddress = await limit('content_reports_per_address');
      const perPerson = await limit('content_reports_per_person');
      expect(perPerson).toBeLessThan(perAddress);
      const ownBatch = Array.from({ length: perPerson }, () => report({ user_id: owner.id }));
      expect((await owner.client.from('content_reports').insert(ownBatch)).error).toBeNull();
      const personOver = await owner.client.from('content_reports').insert(report({ user_id: owner.id }));
      expect(personOver.status).toBe(429);
      expect(personOver.error).toMatchObject({ code: 'over_request_rate_limit' });

      const guest = server.anon();
      const room = perAddress - perPerson;
      expect((await guest.from('content_reports').insert(Array.from({ length: room }, () => report()))).error).toBeNull();
      const addressOver = await guest.from('content_reports').insert(report());
      expect(addressOver.status).toBe(429);
      expect(addressOver.error).toMatchObject({ code: 'over_request_rate_limit', message: 'Rate Limit Exceeded' });
      expect(await stored()).toBe(perAddress);

      // Requests for help have buckets of their own: reports never use them up.
      expect((await guest.from('help_requests').insert({ kind: 'pack', name: 'Ana', whatsapp: '+16175550100' })).error).toBeNull();
    });
  });
});
