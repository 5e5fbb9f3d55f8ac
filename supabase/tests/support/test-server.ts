// A real local server (backend + HTTP on a loopback port) over a fresh database: PGlite in a temp
// folder, or a new database on the PostgreSQL server in TEST_DATABASE_URL. Tests talk to it with
// the unmodified supabase-js client, as the app does. Mail the auth service sends is kept in `mails`.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signAccessToken } from '../../local/auth/access-tokens';
import { AUTH_RATE_LIMITS } from '../../local/auth/rate-limiter';
import type { MailMessage } from '../../local/auth-http/context';
import { startBackend, type Backend, type BackendOptions } from '../../local/backend';
import { createPaliServer } from '../../local/server';
import { supabaseClient } from './supabase-client';
import { freshPostgresDatabase } from './test-database';

type Client = ReturnType<typeof supabaseClient>;

export interface TestServer {
  url: string;
  dataDir: string;
  backend: Backend;
  mails: MailMessage[];
  anon: () => Client;
  service: () => Client;
  /** A person with an account (profile made by the sign-up trigger), a live session, and a client signed in as them. */
  person: (firstName?: string) => Promise<{ id: string; token: string; client: Client }>;
  /** Stops the server and backend and starts them again on the same data (a restart). */
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  database?: 'pglite' | 'postgres';
  auth?: BackendOptions['auth'];
  /** The server's environment (SMTP_URL, SITE_URL, …); none of the test process's own. */
  env?: NodeJS.ProcessEnv;
  /** Functions served by another runtime (support/deno-function.ts), by name; may be filled after the start. */
  functionUpstreams?: ReadonlyMap<string, string>;
}

export async function startTestServer({ database = 'pglite', auth = {}, env = {}, functionUpstreams }: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pali-server-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (database === 'postgres' && !serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const postgres = database === 'postgres' ? await freshPostgresDatabase(serverUrl!) : null;
  const mails: MailMessage[] = [];
  let backend: Backend;
  let server: Server;
  // A restart listens on the same port, so clients made before it keep working.
  let port = 0;
  const state = { dataDir, mails } as TestServer;

  async function start(): Promise<void> {
    backend = await startBackend({
      dataDir,
      databaseUrl: postgres?.url,
      env,
      functionUpstreams,
      auth: { siteUrl: 'http://pali.test', sendMail: (message) => void mails.push(message), ...auth },
    });
    server = createPaliServer({ distDir: dataDir, routes: backend.routes, runtimeConfig: { anonKey: backend.keys.anonKey } });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    state.backend = backend;
    state.url = `http://127.0.0.1:${port}`;
  }
  async function stop(): Promise<void> {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
  }

  await start();
  return Object.assign(state, {
    anon: () => supabaseClient(state.url, backend.keys.anonKey),
    service: () => supabaseClient(state.url, backend.keys.serviceRoleKey),
    async person(firstName = 'Ana') {
      const id = randomUUID();
      const email = `${id}@example.org`;
      await backend.db.query("insert into auth.users (id, aud, role, email, email_confirmed_at, raw_user_meta_data) values ($1, 'authenticated', 'authenticated', $2, now(), $3)", [
        id,
        email,
        { first_name: firstName, last_name: 'Pérez', preferred_language: 'es' },
      ]);
      // A real session row, as sign-in makes: storage and the functions refuse a token whose session is gone.
      const sessionId = randomUUID();
      await backend.db.query("insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')", [sessionId, id]);
      const { token } = await signAccessToken(backend.jwtSecret, { issuer: `${state.url}/auth/v1`, userId: id, email, sessionId });
      return { id, token, client: supabaseClient(state.url, backend.keys.anonKey, token) };
    },
    async restart() {
      await stop();
      await start();
    },
    async close() {
      await stop();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** The databases to run server tests on: PGlite always, PostgreSQL where TEST_DATABASE_URL is set. */
export const SERVER_DATABASES: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let emailCounter = 0;
/** A fresh address per call, so tests do not trip over each other's accounts. */
export function uniqueEmail(label = 'person'): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}.${emailCounter}@Example.org`;
}

/**
 * Limits high enough that a test file's many sign-ups from 127.0.0.1 are never refused: every rule
 * of /auth/v1. (The one-a-minute rule on confirmation and e-mail change mails is kept in the
 * database, as GoTrue keeps it, and still holds.)
 */
export const GENEROUS_LIMITS = Object.fromEntries([...Object.keys(AUTH_RATE_LIMITS), 'verifyPerAddress'].map((rule) => [rule, { limit: 10_000, windowMs: 60_000 }])) as Record<
  keyof typeof AUTH_RATE_LIMITS | 'verifyPerAddress',
  { limit: number; windowMs: number }
>;
