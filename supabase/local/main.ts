// `npm start`: build when needed, bring the database up to date, then serve Pali (app and API)
// from one Node process, and once it listens, start the timed jobs (reminders) against itself.
import type { AddressInfo } from 'node:net';
import { describeAi } from '../functions/_shared/ai-config.ts';
import { startBackend } from './backend';
import { readAiSettings, readConfig } from './config';
import { buildSetting, ensureBuild } from './ensure-build';
import { describeMailer } from './mail/mailer';
import { createPaliServer } from './server';

/** Where this process reaches itself: a wildcard listen address is reached on loopback. */
function selfOrigin(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

async function main(): Promise<void> {
  const config = readConfig();
  ensureBuild(config.projectRoot, config.distDir);
  const backend = await startBackend({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const server = createPaliServer({
    distDir: config.distDir,
    routes: backend.routes,
    runtimeConfig: { anonKey: backend.keys.anonKey },
    mapTileUrl: await buildSetting(config.projectRoot, 'VITE_MAP_TILE_URL'),
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${config.port} is in use; set PORT to another port.` : error.message);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(
      `Pali is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (database: ${database}; mail: ${describeMailer(process.env, config.dataDir)}; AI: ${describeAi(readAiSettings().config)})`,
    );
    backend.startSchedules(selfOrigin(address as AddressInfo));
  });
  const stop = () => server.close(() => void backend.close().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
