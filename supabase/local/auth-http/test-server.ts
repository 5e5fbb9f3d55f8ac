// For the /auth/v1 tests: a real backend (PGlite in a temp directory, migrated) and the real
// server on a random loopback port, with a mailer that keeps what it is given.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend, type Backend, type BackendOptions } from '../backend';
import { createPaliServer } from '../server';
import { supabaseClient } from '../../tests/support/supabase-client';
import type { MailMessage } from './context';

export interface TestAuthServer {
  backend: Backend;
  url: string;
  mails: MailMessage[];
  anon: () => ReturnType<typeof supabaseClient>;
  stop: () => Promise<void>;
}

export async function startTestAuthServer(auth: BackendOptions['auth'] = {}): Promise<TestAuthServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pali-auth-'));
  const mails: MailMessage[] = [];
  const backend = await startBackend({
    dataDir,
    env: {},
    auth: { siteUrl: 'http://pali.test', sendMail: (message) => void mails.push(message), ...auth },
  });
  const server: Server = createPaliServer({ distDir: dataDir, routes: backend.routes });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    backend,
    url,
    mails,
    anon: () => supabaseClient(url, backend.keys.anonKey),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A fresh address per call, so tests do not trip over each other's accounts. */
export function uniqueEmail(label = 'person'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@Example.org`;
}

/** Limits high enough that a test file's many sign-ups from 127.0.0.1 are never refused. */
export const GENEROUS_LIMITS = Object.fromEntries(
  ['signInPerAddress', 'signInPerEmail', 'signUpPerAddress', 'signUpPerEmail', 'recoverPerAddress', 'recoverPerEmail', 'verifyPerAddress'].map((rule) => [
    rule,
    { limit: 10_000, windowMs: 60_000 },
  ]),
);
