// Account specs run against a server of their own: the built app and the backend exactly as
// `npm start` serves them, over a fresh PGlite, with its mail going to a real SMTP server on
// loopback (smtp-server) so tests read the reset and reminder mails a person would get. Its own
// because the shared e2e server's sign-up limits (10 an hour per address, as GoTrue) would stop a
// suite that signs up many people from 127.0.0.1, and its mail goes nowhere.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend, type Backend } from '../../../supabase/local/backend';
import { createPaliServer } from '../../../supabase/local/server';
import { startSmtpSink, type SmtpSink } from '../../../supabase/tests/support/smtp-sink';
import { GENEROUS_LIMITS } from '../../../supabase/tests/support/test-server';

export interface AccountServer {
  url: string;
  backend: Backend;
  smtp: SmtpSink;
  close: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `env`: more server settings, such as an AI model on loopback (AI_BASE_URL, AI_MODEL, …). */
export async function startAccountServer({ env = {} }: { env?: Record<string, string> } = {}): Promise<AccountServer> {
  const distDir = process.env.PALI_E2E_DIST_DIR;
  if (!distDir) throw new Error('PALI_E2E_DIST_DIR is not set (playwright.config.ts sets it).');
  const smtp = await startSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'pali-e2e-accounts-'));
  // The site's URL goes into reset links and reminder mails, so the port is chosen first.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const backend = await startBackend({
    dataDir,
    env: { SMTP_URL: smtp.url, SITE_URL: url, MAIL_FROM: 'Pali <no-reply@pali.test>', REMINDER_INTERVAL_SECONDS: '0', ...env },
    auth: { rateLimits: GENEROUS_LIMITS },
  });
  const server: Server = createPaliServer({ distDir, routes: backend.routes, runtimeConfig: { anonKey: backend.keys.anonKey } });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    backend,
    smtp,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
