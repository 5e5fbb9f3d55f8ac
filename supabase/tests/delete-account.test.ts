// delete-account end to end, on the real local server (PGlite and, with TEST_DATABASE_URL,
// PostgreSQL) through the unmodified supabase-js client: a person's rows in every table that
// refers to auth.users, their uploaded letters (rows and files on disk, more than one page of them,
// in sub-folders too) and the account itself go; nobody else's do; a failed file removal keeps
// the account so a retry can finish; only a signed-in person may call it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { supabaseClient } from './support/supabase-client';
import { GENEROUS_LIMITS, SERVER_DATABASES, startTestServer, uniqueEmail, type TestServer } from './support/test-server';

const BUCKET = 'letter-uploads';
const PASSWORD = 'a good password';
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe.each(SERVER_DATABASES)('delete-account on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, auth: { rateLimits: GENEROUS_LIMITS } });
  }, 60_000);
  afterAll(() => server.close());

  /** A person signed up with a password, with a row in every table of ours and `files` uploads. */
  async function member(files: number) {
    const email = uniqueEmail('delete');
    const { data, error } = await server.anon().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    const id = data.user!.id;
    const client = supabaseClient(server.url, server.backend.keys.anonKey, data.session!.access_token);
    const db = server.backend.db;
    await db.query('insert into public.ai_conversations (user_id, title) values ($1, $2)', [id, 'Letter']);
    await db.query("insert into public.activity_log (user_id, activity_type) values ($1, 'Letter Analysis')", [id]);
    await db.query("insert into public.calendar_events (user_id, title, event_date, event_type) values ($1, 'Reply', now(), 'letter_deadline')", [id]);
    await db.query("insert into public.ai_usage (user_id, month) values ($1, date_trunc('month', now())::date)", [id]);
    await db.query("insert into public.help_requests (user_id, kind, name, whatsapp) values ($1, 'letter', 'Ana', '+16175550100')", [id]);
    const names = Array.from({ length: files }, (_, index) => (index % 10 === 9 ? `${id}/2026/scan-${index}.png` : `${id}/scan-${index}.png`));
    // More than a page of listing (100) is more than a person may keep (30): past the first
    // uploads, the service role puts the files in their folder.
    for (let start = 0; start < names.length; start += 20) {
      const uploader = start < 20 ? client : server.service();
      const results = await Promise.all(names.slice(start, start + 20).map((name) => uploader.storage.from(BUCKET).upload(name, png().buffer, { contentType: 'image/png' })));
      expect(results.map((result) => result.error)).toEqual(results.map(() => null));
    }
    return { id, email, client };
  }

  /** Rows referring to `userId`, per table with a foreign key to auth.users (found in the catalog, so new tables count too). */
  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const db = server.backend.db;
    const { rows: keys } = await db.query<{ tbl: string; col: string }>(
      `select format('%I.%I', n.nspname, t.relname) as tbl, a.attname as col
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
       where c.contype = 'f' and c.confrelid = 'auth.users'::regclass`,
    );
    const counts: Record<string, number> = {};
    for (const { tbl, col } of keys) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${tbl} where ${col}::text = $1`, [userId]);
      counts[tbl] = rows[0]!.n;
    }
    const objects = await db.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1 and name like $2 || '/%'", [BUCKET, userId]);
    counts['storage.objects'] = objects.rows[0]!.n;
    const users = await db.query<{ n: number }>('select count(*)::int as n from auth.users where id = $1', [userId]);
    counts['auth.users'] = users.rows[0]!.n;
    return counts;
  }

  const filesOnDisk = () => readdirSync(join(server.dataDir, 'storage', BUCKET)).length;

  it('deletes the person’s rows everywhere, their files (on disk too) and the account, and nobody else’s', async () => {
    const person = await member(105);
    const bystander = await member(1);
    const before = await rowsOf(person.id);
    const bystanderBefore = await rowsOf(bystander.id);
    for (const table of ['public.profiles', 'public.ai_conversations', 'public.activity_log', 'public.calendar_events', 'public.ai_usage', 'public.help_requests']) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    expect(before['storage.objects']).toBe(105);
    const disk = filesOnDisk();

    const { data, error } = await person.client.functions.invoke('delete-account', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true, files: 105 });

    expect(Object.values(await rowsOf(person.id)).every((count) => count === 0)).toBe(true);
    expect(filesOnDisk()).toBe(disk - 105);
    expect(await rowsOf(bystander.id)).toEqual(bystanderBefore);
    expect(bystanderBefore).toMatchObject({ 'storage.objects': 1, 'public.calendar_events': 1, 'auth.users': 1 });
    const signIn = await server.anon().auth.signInWithPassword({ email: person.email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
  }, 60_000);

  it('keeps the account when a file cannot be removed, and finishes on a retry', async () => {
    const person = await member(3);
    const db = server.backend.db;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The storage service failing to delete: a trigger refuses deletes of this person's objects.
    await db.exec(`create schema if not exists test_faults;
      create or replace function test_faults.refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'the disk is on fire'; end $$;`);
    await db.exec(`create trigger refuse_delete before delete on storage.objects for each row
      when (old.name like '${person.id}/%') execute function test_faults.refuse_delete()`);
    try {
      const { error } = await person.client.functions.invoke('delete-account', { body: {} });
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: 'files_not_deleted', error: expect.stringContaining('account was kept') });
      expect(await rowsOf(person.id)).toMatchObject({ 'auth.users': 1, 'storage.objects': 3, 'public.profiles': 1 });
    } finally {
      await db.exec('drop trigger refuse_delete on storage.objects');
    }
    const { data } = await person.client.functions.invoke('delete-account', { body: {} });
    expect(data).toEqual({ deleted: true, files: 3 });
    expect(await rowsOf(person.id)).toMatchObject({ 'auth.users': 0, 'storage.objects': 0 });
  }, 60_000);

  it('refuses guests and the service role (401): only a signed-in person deletes, and only themselves', async () => {
    for (const client of [server.anon(), server.service()]) {
      const { error } = await client.functions.invoke('delete-account', { body: {} });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'not_signed_in' });
    }
  });
});
