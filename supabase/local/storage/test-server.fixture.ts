// A real backend and server on a loopback port over a temporary data directory, for the storage
// tests; `restart` closes both and starts again on the same directory.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signAccessToken } from '../auth/access-tokens';
import { startBackend, type Backend } from '../backend';
import { createPaliServer } from '../server';
import { supabaseClient } from '../../tests/support/supabase-client';

export interface StorageTestServer {
  dataDir: string;
  backend: Backend;
  url: string;
  anon: () => ReturnType<typeof supabaseClient>;
  /** A new person in auth.users and a client signed in as them. */
  person: () => Promise<{ id: string; client: ReturnType<typeof supabaseClient>; token: string }>;
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startStorageTestServer(): Promise<StorageTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pali-storage-'));
  let backend: Backend;
  let server: Server;
  const state = {} as StorageTestServer;

  async function start(): Promise<void> {
    backend = await startBackend({ dataDir, env: {} });
    server = createPaliServer({ distDir: dataDir, routes: backend.routes });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.backend = backend;
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  async function close(): Promise<void> {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
  }

  await start();
  Object.assign(state, {
    dataDir,
    anon: () => supabaseClient(state.url, backend.keys.anonKey),
    person: async () => {
      const id = randomUUID();
      const email = `${id}@example.org`;
      await backend.db.query("insert into auth.users (id, aud, role, email, raw_user_meta_data) values ($1, 'authenticated', 'authenticated', $2, $3)", [
        id,
        email,
        { first_name: 'Ana', last_name: 'Pérez', preferred_language: 'es' },
      ]);
      const { token } = await signAccessToken(backend.jwtSecret, { issuer: `${state.url}/auth/v1`, userId: id, email, sessionId: randomUUID() });
      return { id, token, client: supabaseClient(state.url, backend.keys.anonKey, token) };
    },
    restart: async () => {
      await close();
      await start();
    },
    close,
  });
  return state;
}
