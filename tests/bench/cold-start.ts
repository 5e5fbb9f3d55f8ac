// Cold start of `npm start` on an existing data folder: from launching the process to the first
// answered request, with the build already current and the database already migrated (a restart).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readConfig } from '../../supabase/local/config';
import { ensureBuild } from '../../supabase/local/ensure-build';

const PORT = 8799;

async function startAndWait(env: NodeJS.ProcessEnv): Promise<{ ms: number; stop: () => Promise<void> }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'supabase/local/main.ts'], { env, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/pali-config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null) throw new Error('npm start exited before answering');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - started;
  return { ms, stop: async () => void (child.kill('SIGTERM'), await exited) };
}

export async function measureColdStart(): Promise<number> {
  const { projectRoot, distDir } = readConfig();
  ensureBuild(projectRoot, distDir);
  const env = { ...process.env, PORT: String(PORT), PALI_DATA_DIR: mkdtempSync(join(tmpdir(), 'pali-cold-')), DATABASE_URL: '' };
  // The first start creates the data folder and applies the migrations; the second is measured.
  await (await startAndWait(env)).stop();
  const second = await startAndWait(env);
  await second.stop();
  return second.ms;
}
