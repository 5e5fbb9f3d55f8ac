// `npm start`: build when needed, then serve Pali from one Node process.
import { readConfig } from './config';
import { ensureBuild } from './ensure-build';
import { createPaliServer } from './server';

function main(): void {
  const config = readConfig();
  ensureBuild(config.projectRoot, config.distDir);
  const server = createPaliServer({ distDir: config.distDir });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${config.port} is in use; set PORT to another port.` : error.message);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Pali is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
