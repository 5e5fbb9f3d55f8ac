// The assistant's rate limits: chat messages a minute per person (signed in) and per address
// (everyone), from ASSISTANT_MESSAGES_PER_MINUTE_PERSON and _ADDRESS, counted in the database by
// take_assistant_message (migration 20261122001200), so they hold across function instances.
// Rules: a malformed setting is an error, never silently "no limit" (as ai-config.ts does for the
// model); the address is the first of X-Forwarded-For, which hosted Supabase sets to the client's
// and the local server overwrites with the socket's (a caller cannot choose it); a message refused
// by one limit is counted by none.
import type { FunctionClient } from '../_shared/service-client.ts';

const ASSISTANT_LIMIT_VARIABLES = ['ASSISTANT_MESSAGES_PER_MINUTE_PERSON', 'ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS'] as const;
export type AssistantLimitEnv = Partial<Record<(typeof ASSISTANT_LIMIT_VARIABLES)[number], string>>;

export interface AssistantLimits {
  perPerson: number;
  perAddress: number;
}

/** A person asks a question, reads, asks again: 10 a minute is plenty; an address may be a family's or a library's. */
const DEFAULT_ASSISTANT_LIMITS: AssistantLimits = { perPerson: 10, perAddress: 30 };
const MAX_LIMIT = 1_000_000;

class AssistantLimitError extends Error {
  override name = 'AssistantLimitError';
}

function readLimit(env: AssistantLimitEnv, name: (typeof ASSISTANT_LIMIT_VARIABLES)[number], fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_LIMIT) throw new AssistantLimitError(`${name} must be a whole number of messages from 1 to ${MAX_LIMIT}, not "${raw}".`);
  return value;
}

/** The limits in force; throws AssistantLimitError for a bad setting. */
export function readAssistantLimits(env: AssistantLimitEnv): AssistantLimits {
  return {
    perPerson: readLimit(env, 'ASSISTANT_MESSAGES_PER_MINUTE_PERSON', DEFAULT_ASSISTANT_LIMITS.perPerson),
    perAddress: readLimit(env, 'ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS', DEFAULT_ASSISTANT_LIMITS.perAddress),
  };
}

/** The variables that are set, for handing on to a function's context. */
export function assistantLimitEnvFrom(getEnv: (name: string) => string | undefined): AssistantLimitEnv {
  const env: AssistantLimitEnv = {};
  for (const name of ASSISTANT_LIMIT_VARIABLES) {
    const value = getEnv(name)?.trim();
    if (value) env[name] = value;
  }
  return env;
}

/** The caller's address: the first entry of X-Forwarded-For (clipped: it is only a counter's name). */
export function clientAddress(request: Request): string {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first ? first.slice(0, 64) : 'unknown';
}

/** Takes one message; answers 0, or the seconds to wait when a limit is reached. */
export async function takeMessage(client: FunctionClient, limits: AssistantLimits, who: { person: string | null; address: string }): Promise<number> {
  const { data, error } = await client.rpc('take_assistant_message', {
    person: who.person,
    per_person: limits.perPerson,
    address: who.address,
    per_address: limits.perAddress,
  });
  if (error) throw new Error(`The assistant's rate limit could not be counted: ${error.message}`);
  return typeof data === 'number' ? data : 0;
}
