// Brings a database up to date: first what hosted Supabase provides (platform.sql, idempotent),
// then every migration in supabase/migrations/ not yet recorded, in filename order, each in its own
// transaction and recorded where the Supabase CLI records them, so a hosted project and a local
// one agree on what has been applied.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const PLATFORM_SQL = fileURLToPath(new URL('./platform.sql', import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match) throw new Error(`Migration file "${file}" must be named <14-digit timestamp>_<name>.sql`);
      return { version: match[1]!, name: match[2]!, sql: readFileSync(join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

export async function ensurePlatform(db: Database): Promise<void> {
  // Two servers starting at once against one PostgreSQL would race on CREATE ROLE; an advisory
  // lock makes the second wait for the first.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7316)');
    await tx.exec(readFileSync(PLATFORM_SQL, 'utf8'));
  });
}

/** Applies pending migrations; returns the versions applied now. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await ensurePlatform(db);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(7317)');
      const { rows } = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [migration.version, migration.name, [migration.sql]]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
