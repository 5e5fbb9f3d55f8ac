// A real local server (backend + HTTP on a loopback port) over a fresh database: PGlite in a temp
// folder, or a new database on the PostgreSQL server in TEST_DATABASE_URL. Tests talk to it with
// the unmodified supabase-js client, as the app does.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signAccessToken } from '../../local/auth/access-tokens';
import { startBackend, type Backend } from '../../local/backend';
import { createPaliServer } from '../../local/server';
import { supabaseClient } from './supabase-client';

export interface TestServer {
  url: string;
  backend: Backend;
  anon: ReturnType<typeof supabaseClient>;
  service: ReturnType<typeof supabaseClient>;
  /** A person with an account (profile made by the sign-up trigger) and a client signed in as them. */
  person: (firstName?: string) => Promise<{ id: string; token: string; client: ReturnType<typeof supabaseClient> }>;
  close: () => Promise<void>;
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

export async function startTestServer(database: 'pglite' | 'postgres' = 'pglite'): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pali-server-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (database === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `pali_test_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const backend = await startBackend({ dataDir, databaseUrl, env: {} });
  const server: Server = createPaliServer({ distDir: dataDir, routes: backend.routes, runtimeConfig: { anonKey: backend.keys.anonKey } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    backend,
    anon: supabaseClient(url, backend.keys.anonKey),
    service: supabaseClient(url, backend.keys.serviceRoleKey),
    async person(firstName = 'Ana') {
      const id = randomUUID();
      const email = `${id}@example.org`;
      await backend.db.query('insert into auth.users (id, aud, role, email, raw_user_meta_data) values ($1, $2, $2, $3, $4)', [
        id,
        'authenticated',
        email,
        { first_name: firstName, preferred_language: 'es' },
      ]);
      const { token } = await signAccessToken(backend.jwtSecret, { issuer: `${url}/auth/v1`, userId: id, email, sessionId: randomUUID() });
      return { id, token, client: supabaseClient(url, backend.keys.anonKey, token) };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      await dropDatabase();
    },
  };
}

/** The databases to run server tests on: PGlite always, PostgreSQL where TEST_DATABASE_URL is set. */
export const SERVER_DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
