// Which model the AI functions (analyze-letter; the assistant's chat too) talk to, from the
// environment: AI_BASE_URL (any OpenAI-compatible API, default OpenAI's), AI_API_KEY, AI_MODEL and
// AI_TIMEOUT_MS. With no AI_MODEL there is no model, and the functions answer with the on-device
// engines' logic instead (docs/architecture.md "Engines").
// Rules: no imports (the Deno entry points and the local server both read it); a setting that is
// half there or malformed is an error, never silently "no model", so a typo cannot quietly turn
// the AI off; never put the key in an error message or a log.

export interface AiConfig {
  /** The API's root, without a trailing slash, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; empty for a local server that needs none. */
  apiKey: string;
  model: string;
  /** How long one request to the model may take, answer included. */
  timeoutMs: number;
}

const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_AI_TIMEOUT_MS = 45_000;
/** Hosted functions are stopped after 150 s of wall time; one request must leave room for a retry. */
const MAX_AI_TIMEOUT_MS = 120_000;

const AI_VARIABLES = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_TIMEOUT_MS'] as const;
type AiVariable = (typeof AI_VARIABLES)[number];
export type AiEnv = Partial<Record<AiVariable, string>>;

class AiConfigError extends Error {
  override name = 'AiConfigError';
}

/** The AI_* variables that are set (non-empty), for handing on to a function's context. */
export function aiEnvFrom(getEnv: (name: string) => string | undefined): AiEnv {
  const env: AiEnv = {};
  for (const name of AI_VARIABLES) {
    const value = getEnv(name)?.trim();
    if (value) env[name] = value;
  }
  return env;
}

/** The model to use, or null when none is configured; throws AiConfigError for a bad setting. */
export function readAiConfig(env: AiEnv): AiConfig | null {
  const model = env.AI_MODEL?.trim();
  if (!model) {
    const stray = AI_VARIABLES.filter((name) => name !== 'AI_MODEL' && env[name]?.trim());
    if (stray.length > 0)
      throw new AiConfigError(`${stray.join(' and ')} ${stray.length > 1 ? 'are' : 'is'} set but AI_MODEL is not: set AI_MODEL to the model to use, or unset them.`);
    return null;
  }
  const base = env.AI_BASE_URL?.trim() || DEFAULT_AI_BASE_URL;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new AiConfigError(`AI_BASE_URL must be an http(s) address such as ${DEFAULT_AI_BASE_URL}, not "${base}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AiConfigError(`AI_BASE_URL must start with https:// or http://, not "${url.protocol}".`);
  if (url.username || url.password) throw new AiConfigError('AI_BASE_URL must not carry a user or password: put the key in AI_API_KEY.');
  const rawTimeout = env.AI_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_AI_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_AI_TIMEOUT_MS) {
    throw new AiConfigError(`AI_TIMEOUT_MS must be a whole number of milliseconds from 1 to ${MAX_AI_TIMEOUT_MS}, not "${rawTimeout}".`);
  }
  return { baseUrl: url.href.replace(/\/+$/, ''), apiKey: env.AI_API_KEY?.trim() ?? '', model, timeoutMs };
}

/** For the server's start-up line: which model at which host, never the key. */
export function describeAi(config: AiConfig | null): string {
  return config ? `${config.model} at ${new URL(config.baseUrl).host}` : 'none (on-device engines)';
}
