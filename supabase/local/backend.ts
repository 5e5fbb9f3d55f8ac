// Everything behind the API paths: the database (migrated on start), the JWT secret and the keys
// derived from it, the mailer, the request handlers for each Supabase service path, and the
// schedules (reminders, the sweep of old uploaded letters) that start once the server listens.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deriveApiKeys, type ApiKeys } from './auth/api-keys';
import { loadJwtSecret } from './auth/jwt-secret';
import { isLiveCaller } from './auth/live-session';
import { AUTH_PREFIX, createAuthHandler, type AuthHandlerOptions } from './auth-http/auth-handler';
import { readAiSettings, readAssistantSettings, readLetterRetentionSetting } from './config';
import { openDatabase, type Database } from './database/database';
import { migrate } from './database/migrate';
import { createFunctionsHandler } from './functions/functions-handler';
import { createMailer } from './mail/mailer';
import { createRestHandler } from './rest/rest-handler';
import { letterSweepIntervalSeconds, startLetterSweepSchedule } from './schedules/letter-sweep-schedule';
import { reminderIntervalSeconds, startReminderSchedule } from './schedules/reminder-schedule';
import { createStorageHandler } from './storage/storage-handler';
import type { ApiRoute } from './server';

/**
 * The functions' letter reader: pdf.js, and tesseract.js for photos and scans, loaded on the first
 * letter (not at start), so analyze-letter reads photos here even with no model configured.
 */
async function readLetterText(file: { name: string; type: string; bytes: Uint8Array }): Promise<string> {
  const { readLetterFileInNode } = await import('../../src/node/letter-engines');
  return (await readLetterFileInNode(file)).text;
}

export interface Backend {
  db: Database;
  keys: ApiKeys;
  jwtSecret: string;
  routes: ApiRoute[];
  /**
   * Starts the timed jobs against this server's own address (send-reminders every
   * REMINDER_INTERVAL_SECONDS, sweep-letter-uploads every LETTER_SWEEP_INTERVAL_SECONDS); close() stops them.
   */
  startSchedules: (origin: string) => void;
  close: () => Promise<void>;
}

export interface BackendOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
  /**
   * For /auth/v1: the mailer and rate limits (tests); `siteUrl` defaults to the SITE_URL variable
   * and `sendMail` to the server's mailer (SMTP_URL, else .eml files in `<dataDir>/mail`).
   */
  auth?: Pick<AuthHandlerOptions, 'sendMail' | 'rateLimits' | 'siteUrl'>;
  /** Functions served by another runtime, by name (the tests' Deno processes), instead of in this process: functions-handler.ts. */
  functionUpstreams?: ReadonlyMap<string, string>;
}

export async function startBackend({ dataDir, databaseUrl, env = process.env, auth = {}, functionUpstreams }: BackendOptions): Promise<Backend> {
  mkdirSync(dataDir, { recursive: true });
  // Settings first: a bad one should stop the start before the database is touched.
  const sendMail = createMailer(env, dataDir);
  const intervalSeconds = reminderIntervalSeconds(env);
  const sweepIntervalSeconds = letterSweepIntervalSeconds(env);
  const letterRetentionDays = readLetterRetentionSetting(env);
  const siteUrl = env.SITE_URL?.replace(/\/+$/, '') || undefined;
  const ai = readAiSettings(env).env;
  const assistantLimits = readAssistantSettings(env);
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
    { prefix: AUTH_PREFIX, handle: createAuthHandler({ db, jwtSecret, siteUrl, sendMail, ...auth }) },
    { prefix: '/rest/v1/', handle: createRestHandler({ db, jwtSecret }) },
    {
      prefix: '/functions/v1/',
      handle: createFunctionsHandler({
        jwtSecret,
        runtime: { anonKey: keys.anonKey, serviceRoleKey: keys.serviceRoleKey, siteUrl, sendMail, ai, assistantLimits, readLetterText, letterRetentionDays },
        isLiveCaller: (claims) => isLiveCaller(db, claims),
        // Served either here or there, never both: a function missing from the map is not found.
        ...(functionUpstreams ? { functions: new Map(), upstreams: functionUpstreams } : {}),
      }),
    },
    { prefix: '/storage/v1/', handle: createStorageHandler({ db, jwtSecret, filesDir: join(dataDir, 'storage') }) },
  ];
  const stops: Array<() => void> = [];
  return {
    db,
    keys,
    jwtSecret,
    routes,
    startSchedules(origin) {
      stops.push(startReminderSchedule({ origin, serviceRoleKey: keys.serviceRoleKey, intervalSeconds }));
      stops.push(startLetterSweepSchedule({ origin, serviceRoleKey: keys.serviceRoleKey, intervalSeconds: sweepIntervalSeconds }));
    },
    async close() {
      stops.splice(0).forEach((stop) => stop());
      await db.close();
    },
  };
}
