// Running the edge functions' Deno entry points as hosted Supabase does, from the `deno` npm
// package (no download at run time). Deno resolves every npm import from the repository's own
// node_modules (`--node-modules-dir=manual`), so the functions run on the very packages the rest
// of the tests use and nothing is fetched from the registry.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const FUNCTIONS_DIR = join(REPOSITORY, 'supabase', 'functions');

/** Every function's name: each folder of supabase/functions with an index.ts (not _shared). */
export function functionNames(): string[] {
  return readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(FUNCTIONS_DIR, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

const require = createRequire(import.meta.url);

/** The Deno executable the `deno` package installed for this platform. */
export function denoExecutable(): string {
  return (require('deno/install_api.cjs') as { runInstall: () => string }).runInstall();
}

/** The function's own deno.json (its import map), as `supabase functions deploy` reads it. */
export function functionConfig(name: string): string | null {
  const config = join(FUNCTIONS_DIR, name, 'deno.json');
  return existsSync(config) ? config : null;
}

/** Options every Deno command here takes for a function: its config, local packages, no fetching. */
export function denoModuleArgs(name: string): string[] {
  const config = functionConfig(name);
  return ['--node-modules-dir=manual', ...(config ? ['--config', config] : [])];
}

/** The environment for a Deno command: quiet, no update check, its cache inside node_modules. */
export function denoEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DENO_DIR: join(REPOSITORY, 'node_modules', '.cache', 'deno'),
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    ...extra,
  };
}
