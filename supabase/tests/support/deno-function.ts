// One edge function served by its unmodified Deno entry point (supabase/functions/<name>/index.ts)
// in its own Deno process, with the environment hosted Supabase gives a function (SUPABASE_URL and
// the keys) plus the project's secrets the test chooses. Deno.serve listens where
// DENO_SERVE_ADDRESS says: a free loopback port, read back from Deno's "Listening on" line.
// Permissions are what the hosted runtime allows: the network, the environment, reading its files.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { denoEnv, denoExecutable, denoModuleArgs, FUNCTIONS_DIR, REPOSITORY } from './deno';

export interface DenoFunction {
  name: string;
  /** `http://127.0.0.1:<port>`: where the gateway relays this function's requests. */
  origin: string;
  /** Everything the process wrote, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export function startDenoFunction(name: string, env: Record<string, string>): Promise<DenoFunction> {
  const child = spawn(
    denoExecutable(),
    ['run', ...denoModuleArgs(name), '--cached-only', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', join(FUNCTIONS_DIR, name, 'index.ts')],
    { cwd: REPOSITORY, env: denoEnv({ DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', ...env }), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name} did not start under Deno within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ name, origin: listening[1]!, output: () => output, stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} stopped under Deno (exit ${code}) before it listened:\n${output}`));
    });
  });
}
