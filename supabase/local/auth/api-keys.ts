// The anon and service-role API keys, derived from the JWT secret the way Supabase makes them: HS256
// JWTs whose only meaningful claim is `role`. A fixed `iat` makes them the same on every start for a
// given secret, so a client configured once keeps working; changing the secret changes both keys.
import { SignJWT } from 'jose';

/** 2025-01-01T00:00:00Z. Fixed so that the keys are stable across restarts. */
export const API_KEY_IAT = 1_735_689_600;
/** Ten years (of 365 days) after `API_KEY_IAT`: 2034-12-29. */
export const API_KEY_EXP = API_KEY_IAT + 10 * 365 * 24 * 60 * 60;

type ApiKeyRole = 'anon' | 'service_role';

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
}

export async function deriveApiKeys(secret: string): Promise<ApiKeys> {
  const [anonKey, serviceRoleKey] = await Promise.all([signApiKey(secret, 'anon'), signApiKey(secret, 'service_role')]);
  return { anonKey, serviceRoleKey };
}

function signApiKey(secret: string, role: ApiKeyRole): Promise<string> {
  // Claim order as in Supabase's own keys: iss, ref, role, iat, exp.
  return new SignJWT({ iss: 'supabase', ref: 'local', role, iat: API_KEY_IAT, exp: API_KEY_EXP })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}
