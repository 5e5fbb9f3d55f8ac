// Settings of the local server, all from the environment (README "Configuration").
import { fileURLToPath } from 'node:url';
import { aiEnvFrom, readAiConfig, type AiConfig, type AiEnv } from '../functions/_shared/ai-config.ts';
import { assistantLimitEnvFrom, readAssistantLimits, type AssistantLimitEnv } from '../functions/ai-assistant/rate-limit.ts';
import { readLetterRetentionDays } from '../functions/sweep-letter-uploads/retention.ts';

export interface ServerConfig {
  port: number;
  host: string;
  projectRoot: string;
  distDir: string;
  /** Where PGlite's files, uploaded objects and the generated JWT secret live. */
  dataDir: string;
  /** Any PostgreSQL, instead of the embedded PGlite. */
  databaseUrl: string | undefined;
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    projectRoot,
    distDir: env.PALI_DIST_DIR ?? `${projectRoot}dist`,
    dataDir: env.PALI_DATA_DIR ?? `${projectRoot}.data`,
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

/**
 * The AI_* model settings the functions get (analyze-letter, the assistant), checked now so a bad
 * one stops the start instead of failing each request; `config` is null when no model is set.
 */
export function readAiSettings(env: NodeJS.ProcessEnv = process.env): { env: AiEnv; config: AiConfig | null } {
  const ai = aiEnvFrom((name) => env[name]);
  return { env: ai, config: readAiConfig(ai) };
}

/**
 * The assistant's rate limits (ASSISTANT_MESSAGES_PER_MINUTE_PERSON and _ADDRESS) the functions
 * get, checked now so a bad one stops the start; unset ones keep the function's defaults.
 */
export function readAssistantSettings(env: NodeJS.ProcessEnv = process.env): AssistantLimitEnv {
  const limits = assistantLimitEnvFrom((name) => env[name]);
  readAssistantLimits(limits);
  return limits;
}

/**
 * LETTER_RETENTION_DAYS for sweep-letter-uploads (default 30), checked now so a bad one stops the
 * start; undefined when unset, so the function's default applies.
 */
export function readLetterRetentionSetting(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env.LETTER_RETENTION_DAYS?.trim() || undefined;
  readLetterRetentionDays(raw);
  return raw;
}
