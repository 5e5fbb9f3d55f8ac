// `npm start` must serve what the source says, so it builds when there is no build yet or when
// anything the build depends on (sources, configuration, VITE_ settings) changed since the last.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
const STAMP_FILE = '.pali-build.json';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** A fingerprint of what the build reads: newest input time and the VITE_ settings in force. */
export function buildFingerprint(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const inputs = Math.max(...BUILD_INPUTS.map((input) => newestMtime(join(projectRoot, input))));
  const viteEnv = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify({ inputs, viteEnv })).digest('hex');
}

export function isBuildCurrent(projectRoot: string, distDir: string): boolean {
  const stamp = join(distDir, STAMP_FILE);
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(stamp)) return false;
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).fingerprint === buildFingerprint(projectRoot);
  } catch {
    return false;
  }
}

export function ensureBuild(projectRoot: string, distDir: string, log: (line: string) => void = console.log): void {
  if (isBuildCurrent(projectRoot, distDir)) return;
  log('Building Pali (the build is missing or older than the source)…');
  const fingerprint = buildFingerprint(projectRoot);
  const vite = join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed; see the messages above.');
  writeFileSync(join(distDir, STAMP_FILE), JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));
}

/** A VITE_ setting as the build sees it: the environment first, then .env, .env.local and the production files. */
export async function buildSetting(projectRoot: string, name: `VITE_${string}`): Promise<string | undefined> {
  const { loadEnv } = await import('vite');
  return loadEnv('production', projectRoot, 'VITE_')[name] || undefined;
}
