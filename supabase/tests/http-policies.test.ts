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
      await db.query("insert into public.assistant_rate_limits (bucket, window_start, used) values ($1, date_trunc('minute', now()), 1) on conflict do nothing", [`person:${userId}`]);
      return { column: 'bucket', id: `person:${userId}` };
    case 'deleted_records':
      await db.query("insert into public.deleted_records (id, user_id, table_name) values ($1, $2, 'activity_log')", [id, userId]);
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
});
