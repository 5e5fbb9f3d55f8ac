// Row-level security, table by table: what the owner, a stranger (another signed-in person) and
// the anonymous role may select, insert, update and delete. Every cell of every table is asserted,
// on PGlite and, where TEST_DATABASE_URL is set, on a real PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../local/database/database';
import { createPerson, outcomeOf, type Caller } from './support/acting-as';
import { POLICY_MATRIX, type Action, type Who } from './support/policy-matrix';
import { TEST_BACKENDS } from './support/test-database';

interface TableCase {
  table: string;
  /** Creates one row belonging to `ownerId` (as the database owner) and returns its id. */
  seed: (db: Database, ownerId: string) => Promise<string>;
  /** SQL and parameters for each action against the owner's row. */
  sql: (action: Action, ids: { ownerId: string; rowId: string; callerId: string | null }) => [string, unknown[]];
}

async function seedRow(db: Database, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ id: string }>(sql, params);
  return rows[0]!.id;
}

const historySql =
  (table: string, insertColumns: string, insertValues: string, update: string | null) =>
  (action: Action, { ownerId, rowId }: { ownerId: string; rowId: string }): [string, unknown[]] => {
    switch (action) {
      case 'select':
        return [`select * from public.${table} where id = $1`, [rowId]];
      case 'insert':
        return [`insert into public.${table} (user_id, ${insertColumns}) values ($1, ${insertValues})`, [ownerId]];
      case 'update':
        return [`update public.${table} set ${update ?? 'created_at = now()'} where id = $1`, [rowId]];
      case 'delete':
        return [`delete from public.${table} where id = $1`, [rowId]];
    }
  };

const CASES: TableCase[] = [
  {
    table: 'profiles',
    seed: async (_db, ownerId) => ownerId,
    sql: (action, { ownerId }) =>
      ({
        select: ['select * from public.profiles where id = $1', [ownerId]],
        // The trigger made the profile already; inserting it again as its owner must be refused by
        // the unique key, not by policy, so the insert case uses a person whose profile was removed.
        insert: ['insert into public.profiles (id, first_name) values ($1, $2)', [ownerId, 'Ana']],
        update: ["update public.profiles set phone = '617-555-0100' where id = $1", [ownerId]],
        delete: ['delete from public.profiles where id = $1', [ownerId]],
      })[action] as [string, unknown[]],
  },
  {
    table: 'ai_conversations',
    seed: (db, ownerId) => seedRow(db, "insert into public.ai_conversations (user_id, title) values ($1, 'RMV letter') returning id", [ownerId]),
    sql: historySql('ai_conversations', 'title', "'New chat'", "title = 'Renamed'"),
  },
  {
    table: 'activity_log',
    seed: (db, ownerId) => seedRow(db, "insert into public.activity_log (user_id, activity_type) values ($1, 'Letter Analysis') returning id", [ownerId]),
    sql: historySql('activity_log', 'activity_type', "'Document Packet Generated'", null),
  },
  {
    table: 'calendar_events',
    seed: (db, ownerId) =>
      seedRow(
        db,
        "insert into public.calendar_events (user_id, title, event_date, event_type) values ($1, 'RMV road test', now() + interval '3 days', 'appointment') returning id",
        [ownerId],
      ),
    sql: historySql('calendar_events', 'title, event_date, event_type', "'Reply to MassHealth', now(), 'letter_deadline'", null),
  },
  {
    table: 'ai_usage',
    seed: async (db, ownerId) => {
      await db.query("insert into public.ai_usage (user_id, month, letter_explanations) values ($1, date_trunc('month', now())::date, 1)", [ownerId]);
      return ownerId;
    },
    sql: (action, { ownerId }) =>
      ({
        select: ['select * from public.ai_usage where user_id = $1', [ownerId]],
        insert: ["insert into public.ai_usage (user_id, month) values ($1, date_trunc('month', now() + interval '1 month')::date)", [ownerId]],
        update: ['update public.ai_usage set letter_explanations = 0 where user_id = $1', [ownerId]],
        delete: ['delete from public.ai_usage where user_id = $1', [ownerId]],
      })[action] as [string, unknown[]],
  },
  {
    table: 'deleted_records',
    seed: (db, ownerId) => seedRow(db, "insert into public.deleted_records (id, user_id, table_name) values (gen_random_uuid(), $1, 'activity_log') returning id", [ownerId]),
    sql: (action, { ownerId, rowId }) =>
      ({
        select: ['select * from public.deleted_records where id = $1', [rowId]],
        insert: ["insert into public.deleted_records (id, user_id, table_name) values (gen_random_uuid(), $1, 'calendar_events')", [ownerId]],
        update: ['update public.deleted_records set deleted_at = now() where id = $1', [rowId]],
        delete: ['delete from public.deleted_records where id = $1', [rowId]],
      })[action] as [string, unknown[]],
  },
  {
    table: 'assistant_rate_limits',
    seed: (db, ownerId) =>
      seedRow(db, "insert into public.assistant_rate_limits (bucket, window_start, used) values ('person:' || $1, date_trunc('minute', now()), 1) returning bucket as id", [
        ownerId,
      ]),
    sql: (action, { ownerId, rowId }) =>
      ({
        select: ['select * from public.assistant_rate_limits where bucket = $1', [rowId]],
        insert: ["insert into public.assistant_rate_limits (bucket, window_start, used) values ('person:' || $1, date_trunc('minute', now()) + interval '1 minute', 1)", [ownerId]],
        update: ['update public.assistant_rate_limits set used = 100 where bucket = $1', [rowId]],
        delete: ['delete from public.assistant_rate_limits where bucket = $1', [rowId]],
      })[action] as [string, unknown[]],
  },
  {
    table: 'help_requests',
    seed: (db, ownerId) => seedRow(db, "insert into public.help_requests (user_id, kind, name, whatsapp) values ($1, 'letter', 'Ana', '+16175550100') returning id", [ownerId]),
    sql: (action, { rowId, callerId }) =>
      ({
        select: ['select * from public.help_requests where id = $1', [rowId]],
        // Everyone asks in their own name (a guest in none); asking in someone else's is refused.
        insert: ["insert into public.help_requests (user_id, kind, name, whatsapp) values ($1, 'appointment', 'Ana', '+16175550100')", [callerId]],
        update: ["update public.help_requests set name = 'Someone else' where id = $1", [rowId]],
        delete: ['delete from public.help_requests where id = $1', [rowId]],
      })[action] as [string, unknown[]],
  },
  {
    table: 'content_reports',
    seed: (db, ownerId) =>
      seedRow(
        db,
        "insert into public.content_reports (user_id, subject_kind, subject_id, what_is_wrong) values ($1, 'place', 'boston-rmv', 'Closed on Saturdays now') returning id",
        [ownerId],
      ),
    sql: (action, { rowId, callerId }) =>
      ({
        select: ['select * from public.content_reports where id = $1', [rowId]],
        // Everyone reports in their own name (a guest in none); reporting in someone else's is refused.
        insert: [
          "insert into public.content_reports (user_id, subject_kind, subject_id, what_is_wrong, contact) values ($1, 'rights', 'atDoor', 'The phone number is wrong', 'ana@example.org')",
          [callerId],
        ],
        update: ["update public.content_reports set what_is_wrong = 'Changed' where id = $1", [rowId]],
        delete: ['delete from public.content_reports where id = $1', [rowId]],
      })[action] as [string, unknown[]],
  },
];

/** The public tables the API's roles (anon, authenticated) hold any right on. */
const API_REACHABLE_TABLES = `
  select c.relname as name, c.relrowsecurity as rls
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
    and (has_table_privilege('anon', c.oid, 'select, insert, update, delete') or has_table_privilege('authenticated', c.oid, 'select, insert, update, delete'))
  order by 1`;

describe.each(TEST_BACKENDS)('table policies on $name', (backend) => {
  let db: Database;
  let ownerId: string;
  let strangerId: string;

  beforeAll(async () => {
    db = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    ownerId = await createPerson(db, 'Owner');
    strangerId = await createPerson(db, 'Stranger');
  });

  const callers = (): Record<Who, Caller> => ({
    owner: { role: 'authenticated', userId: ownerId },
    stranger: { role: 'authenticated', userId: strangerId },
    anon: { role: 'anon' },
  });

  for (const tableCase of CASES) {
    for (const action of ['select', 'insert', 'update', 'delete'] as const) {
      for (const who of ['owner', 'stranger', 'anon'] as const) {
        const expected = POLICY_MATRIX[tableCase.table]![action][who];
        it(`${tableCase.table}: ${who} ${action} → ${expected}`, async () => {
          const rowId = await tableCase.seed(db, ownerId);
          if (tableCase.table === 'profiles' && action === 'insert') {
            await db.query('delete from public.profiles where id = $1', [ownerId]);
          }
          const callerId = who === 'anon' ? null : who === 'owner' ? ownerId : strangerId;
          const [sql, params] = tableCase.sql(action, { ownerId, rowId, callerId });
          expect(await outcomeOf(db, callers()[who], sql, params)).toBe(expected);
        });
      }
    }
  }

  it('help_requests: nobody may ask in another person’s name', async () => {
    const sql = "insert into public.help_requests (user_id, kind, name, whatsapp) values ($1, 'pack', 'Ana', '+16175550100')";
    expect(await outcomeOf(db, { role: 'authenticated', userId: strangerId }, sql, [ownerId])).toBe('denied');
    expect(await outcomeOf(db, { role: 'anon' }, sql, [ownerId])).toBe('denied');
  });

  it('every public table has row-level security on, and every one the API can reach is in the policy matrix', async () => {
    const all = await db.query<{ name: string; rls: boolean }>(
      "select c.relname as name, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1",
    );
    expect(all.rows.filter((table) => !table.rls).map((table) => table.name)).toEqual([]);
    const reachable = await db.query<{ name: string; rls: boolean }>(API_REACHABLE_TABLES);
    expect(reachable.rows.map((table) => table.name).filter((name) => !(name in POLICY_MATRIX))).toEqual([]);
    expect(Object.keys(POLICY_MATRIX).filter((name) => !all.rows.some((table) => table.name === name))).toEqual([]);
  });

  it('content_reports: nobody may report in another person’s name', async () => {
    const sql = "insert into public.content_reports (user_id, subject_kind, subject_id, what_is_wrong) values ($1, 'checklist', 'mass-id', 'An old fee')";
    expect(await outcomeOf(db, { role: 'authenticated', userId: strangerId }, sql, [ownerId])).toBe('denied');
    expect(await outcomeOf(db, { role: 'anon' }, sql, [ownerId])).toBe('denied');
  });

  it('content_reports: a report is checked for kind, id and length', async () => {
    const insert = (kind: string, id: string, text: string, contact: string | null = null) =>
      outcomeOf(db, { role: 'anon' }, 'insert into public.content_reports (subject_kind, subject_id, what_is_wrong, contact) values ($1, $2, $3, $4)', [kind, id, text, contact]);
    const refused = async (attempt: Promise<unknown>) =>
      expect(
        await attempt.then(
          () => null,
          (error: { code?: string }) => error.code,
        ),
      ).toBe('23514');
    expect(await insert('rights', 'atDoor', 'x'.repeat(1000), 'c'.repeat(200))).toBe('ok');
    expect(await insert('place', 'boston-public-library-central', '法'.repeat(1000))).toBe('ok');
    await refused(insert('rights', 'atDoor', 'x'.repeat(1001)));
    await refused(insert('rights', 'atDoor', ' \n\t '));
    await refused(insert('rights', 'atDoor', 'ok', 'c'.repeat(201)));
    await refused(insert('rights', 'atDoor', 'ok', ''));
    await refused(insert('letter', 'atDoor', 'ok'));
    await refused(insert('place', 'x'.repeat(121), 'ok'));
    await refused(insert('place', '<script>', 'ok'));
    await refused(insert('place', '', 'ok'));
  });

  it('calendar_events: people cannot mark their own reminder as sent', async () => {
    const sql = "insert into public.calendar_events (user_id, title, event_date, event_type, reminder_sent_at) values ($1, 'x', now(), 'appointment', now())";
    expect(await outcomeOf(db, { role: 'authenticated', userId: ownerId }, sql, [ownerId])).toBe('denied');
  });

  it('user_id defaults to the caller', async () => {
    const caller: Caller = { role: 'authenticated', userId: ownerId };
    expect(await outcomeOf(db, caller, "insert into public.activity_log (activity_type) values ('Eligibility Check: mass-id')")).toBe('ok');
    const { rows } = await db.query<{ user_id: string }>("select user_id from public.activity_log where activity_type = 'Eligibility Check: mass-id'");
    expect(rows.map((row) => row.user_id)).toEqual([ownerId]);
  });

  it('sign-up metadata becomes the profile, with a safe language', async () => {
    const { rows } = await db.query<{ first_name: string; preferred_language: string }>('select first_name, preferred_language from public.profiles where id = $1', [ownerId]);
    expect(rows).toEqual([{ first_name: 'Owner', preferred_language: 'es' }]);
    const id = randomUUID();
    await db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, \'{"preferred_language": "fr"}\')', [id, `${id}@example.org`]);
    const fallback = await db.query<{ preferred_language: string }>('select preferred_language from public.profiles where id = $1', [id]);
    expect(fallback.rows).toEqual([{ preferred_language: 'en' }]);
  });

  it('deleting a person deletes every row of theirs', async () => {
    for (const tableCase of CASES) await tableCase.seed(db, ownerId);
    await db.query('delete from auth.users where id = $1', [ownerId]);
    for (const table of ['profiles', 'ai_conversations', 'activity_log', 'calendar_events', 'ai_usage', 'help_requests', 'content_reports']) {
      const column = table === 'profiles' ? 'id' : 'user_id';
      const { rows } = await db.query(`select 1 from public.${table} where ${column} = $1`, [ownerId]);
      expect(rows, table).toEqual([]);
    }
  });
});
