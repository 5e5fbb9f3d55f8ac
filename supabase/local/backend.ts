// Everything behind the API paths: the database (migrated on start), the JWT secret and the keys
// derived from it, and the request handlers for each Supabase service path.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deriveApiKeys, type ApiKeys } from './auth/api-keys';
import { loadJwtSecret } from './auth/jwt-secret';
import { openDatabase, type Database } from './database/database';
import { migrate } from './database/migrate';
import { createFunctionsHandler } from './functions/functions-handler';
import type { ApiRoute } from './server';

export interface Backend {
  db: Database;
  keys: ApiKeys;
  jwtSecret: string;
  routes: ApiRoute[];
  close: () => Promise<void>;
}

export interface BackendOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
}

export async function startBackend({ dataDir, databaseUrl, env = process.env }: BackendOptions): Promise<Backend> {
  mkdirSync(dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl, dataDir: join(dataDir, 'pglite') });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const jwtSecret = await loadJwtSecret({ env, dataDir });
  const keys = await deriveApiKeys(jwtSecret);
  const routes: ApiRoute[] = [{ prefix: '/functions/v1/', handle: createFunctionsHandler({ jwtSecret }) }];
  return { db, keys, jwtSecret, routes, close: () => db.close() };
}
