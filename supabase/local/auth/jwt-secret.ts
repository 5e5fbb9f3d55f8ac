// The secret that signs every JWT of the local server (access tokens and the anon and service-role
// keys). `JWT_SECRET` from the environment wins; otherwise the server keeps its own in
// `<dataDir>/jwt-secret`, made once and readable by its owner only, so keys and sessions survive a
// restart. Like GoTrue and PostgREST, the secret is used as-is (its UTF-8 bytes), not base64-decoded.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const MIN_JWT_SECRET_LENGTH = 32;
const JWT_SECRET_FILE = 'jwt-secret';

export interface LoadJwtSecretOptions {
  env?: NodeJS.ProcessEnv;
  /** Folder of the server's own state, e.g. `<project>/.data`. Created if missing. */
  dataDir: string;
}

export async function loadJwtSecret({ env = process.env, dataDir }: LoadJwtSecretOptions): Promise<string> {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_JWT_SECRET_LENGTH) {
      throw new Error(
        `JWT_SECRET is too short: it has ${fromEnv.length} characters and needs at least ${MIN_JWT_SECRET_LENGTH}. ` +
          `Use a long random value (for example \`openssl rand -base64 48\`), or unset JWT_SECRET to let the server keep its own in ${join(dataDir, JWT_SECRET_FILE)}.`,
      );
    }
    return fromEnv;
  }

  const file = join(dataDir, JWT_SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing !== null) return existing;

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': never overwrite. If another process won the race, use the secret it wrote.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const written = await readSecretFile(file);
      if (written !== null) return written;
    }
    throw error;
  }
  return secret;
}

async function readSecretFile(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `${file} holds a JWT secret of ${secret.length} characters; at least ${MIN_JWT_SECRET_LENGTH} are needed. ` +
        'Delete the file to have a new one made (this signs everyone out), or set JWT_SECRET.',
    );
  }
  await tightenPermissions(file);
  return secret;
}

/** A secret file readable by others (copied around, restored from a backup) is made owner-only. */
async function tightenPermissions(file: string): Promise<void> {
  if (process.platform === 'win32') return;
  try {
    const { mode } = await stat(file);
    if ((mode & 0o077) !== 0) await chmod(file, 0o600);
  } catch {
    // Not ours to change (another owner, read-only mount): the secret is still usable.
  }
}
