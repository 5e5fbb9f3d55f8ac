import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { ensurePlatform, migrate, readMigrations } from './migrate';

describe('migrations', () => {
  it('applies every migration once, in order, and records it where the Supabase CLI does', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    const all = readMigrations().map((migration) => migration.version);
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual(all);
    await db.close();
  }, 30_000);

  it('keeps rows and applied migrations across a restart (PGlite on disk)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pali-pglite-'));
    const first = await openDatabase({ dataDir });
    await migrate(first);
    await first.query("insert into auth.users (id, email) values ('11111111-1111-4111-8111-111111111111', 'ana@example.org')");
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await migrate(second)).toEqual([]);
    const { rows } = await second.query('select email from public.profiles');
    expect(rows).toEqual([{ email: 'ana@example.org' }]);
    await second.close();
  }, 30_000);

  it('rolls back a failing migration and records nothing of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pali-migrations-'));
    writeFileSync(join(dir, '20260101000000_good.sql'), 'create table public.good (id int);');
    writeFileSync(join(dir, '20260101000100_bad.sql'), 'create table public.half (id int); select no_such_function();');
    const db = await openDatabase({ dataDir: 'memory://' });
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow(/no_such_function/);
    const tables = await db.query("select tablename from pg_tables where schemaname = 'public' order by 1");
    expect(tables.rows).toEqual([{ tablename: 'good' }]);
    const recorded = await db.query('select version from supabase_migrations.schema_migrations');
    expect(recorded.rows).toEqual([{ version: '20260101000000' }]);
    await db.close();
  }, 30_000);

  it('refuses a migration file that is not named <timestamp>_<name>.sql', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pali-migrations-'));
    writeFileSync(join(dir, 'add-things.sql'), 'select 1;');
    expect(() => readMigrations(dir)).toThrow(/must be named/);
  });
});

describe('transaction settings', () => {
  it('sets the role and claims for the transaction only, whatever quotes the claims hold', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    await ensurePlatform(db);
    const claims = JSON.stringify({ sub: '11111111-1111-4111-8111-111111111111', role: 'anon', note: "it's; select 1 --" });
    const inside = await db.transaction((tx) => tx.query<{ who: string; claims: string }>("select current_user as who, current_setting('request.jwt.claims', true) as claims"), {
      readOnly: true,
      settings: { role: 'anon', 'request.jwt.claims': claims },
    });
    expect(inside.rows).toEqual([{ who: 'anon', claims }]);
    const after = await db.query<{ who: string }>('select current_user as who');
    expect(after.rows).toEqual([{ who: 'postgres' }]);
    await expect(db.transaction((tx) => tx.query('create table public.nope (id int)'), { readOnly: true })).rejects.toThrow(/read-only/);
    await db.close();
  }, 30_000);
});
