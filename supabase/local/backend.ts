// Everything behind the API paths: the database (migrated on start), the JWT secret and the keys
// derived from it, and the request handlers for each Supabase service path.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deriveApiKeys, type ApiKeys } from './auth/api-keys';
import { loadJwtSecret } from './auth/jwt-secret';
import { AUTH_PREFIX, createAuthHandler, type AuthHandlerOptions } from './auth-http/auth-handler';
import { openDatabase, type Database } from './database/database';
import { migrate } from './database/migrate';
import { createFunctionsHandler } from './functions/functions-handler';
import { createRestHandler } from './rest/rest-handler';
import { createStorageHandler } from './storage/storage-handler';
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
  /** For /auth/v1: the mailer and rate limits (tests); `siteUrl` defaults to the SITE_URL variable. */
  auth?: Pick<AuthHandlerOptions, 'sendMail' | 'rateLimits' | 'siteUrl'>;
}

export async function startBackend({ dataDir, databaseUrl, env = process.env, auth = {} }: BackendOptions): Promise<Backend> {
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
  const routes: ApiRoute[] = [
    { prefix: AUTH_PREFIX, handle: createAuthHandler({ db, jwtSecret, siteUrl: env.SITE_URL || undefined, ...auth }) },
    { prefix: '/rest/v1/', handle: createRestHandler({ db, jwtSecret }) },
    { prefix: '/functions/v1/', handle: createFunctionsHandler({ jwtSecret }) },
    { prefix: '/storage/v1/', handle: createStorageHandler({ db, jwtSecret, filesDir: join(dataDir, 'storage') }) },
  ];
  return { db, keys, jwtSecret, routes, close: () => db.close() };
}
