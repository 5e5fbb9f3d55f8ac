// Runs Pali's command line (src/node/cli.ts) two ways for its tests: for real, as a person runs it
// (tsx in a child process, exit code and both streams), and in-process, where argument checks are
// quick to test.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runCli } from '../../src/node/cli';

const ROOT = new URL('../../', import.meta.url).pathname;

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run pali -- …args`, in `cwd` (default the project) with `env` added. */
export async function runPali(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<CliRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/node/cli.ts'), ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The same command line run in this process. */
export async function runPaliInProcess(...args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}
