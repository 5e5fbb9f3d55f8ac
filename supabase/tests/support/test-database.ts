// Fresh, fully migrated databases for tests: an in-memory PGlite always, and, when
// TEST_DATABASE_URL names a PostgreSQL server (CI sets postgres://postgres@127.0.0.1:5432/test),
// a brand-new database created on that server for the test file and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../local/database/database';
import { migrate } from '../../local/database/migrate';

export interface TestBackend {
  name: 'pglite' | 'postgres';
  open: () => Promise<Database>;
}

/** A new, empty database on the server in `serverUrl`, and how to drop it again. */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pali_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function openPostgresCopy(serverUrl: string): Promise<Database> {
  const copy = await freshPostgresDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: copy.url, dataDir: '', poolSize: 10 });
  await migrate(db);
  return {
    ...db,
    close: async () => {
      await db.close();
      await copy.drop();
    },
  };
}

export const TEST_BACKENDS: TestBackend[] = [
  {
    name: 'pglite',
    open: async () => {
      const db = await openDatabase({ dataDir: 'memory://' });
      await migrate(db);
      return db;
    },
  },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, open: () => openPostgresCopy(process.env.TEST_DATABASE_URL!) }] : []),
];
