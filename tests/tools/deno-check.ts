// `npm run typecheck:deno`: type-checks every edge function's Deno entry point
// (supabase/functions/<name>/index.ts) with its own deno.json, as `supabase functions deploy`
// would build it, against the packages in node_modules. tsc checks the same files under Node's
// types; this catches what only Deno sees (Deno.serve, the import map, npm: specifiers).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { denoEnv, denoExecutable, denoModuleArgs, FUNCTIONS_DIR, functionNames, REPOSITORY } from '../../supabase/tests/support/deno';

let failed = 0;
for (const name of functionNames()) {
  const started = Date.now();
  const result = spawnSync(denoExecutable(), ['check', ...denoModuleArgs(name), join(FUNCTIONS_DIR, name, 'index.ts')], { cwd: REPOSITORY, env: denoEnv(), encoding: 'utf8' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`deno check ${name}: ok (${seconds} s)`);
  else {
    failed += 1;
    console.error(`deno check ${name}: FAILED\n${result.stdout}${result.stderr}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
