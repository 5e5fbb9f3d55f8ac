// The request headers PostgREST reads: Prefer, Accept, Accept-Profile / Content-Profile.
import { RestError, notSupported } from './rest-errors';
import type { RestRequest } from './types';

export interface Preferences {
  return?: 'minimal' | 'representation';
  count?: 'exact';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
}

const SUPPORTED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation'],
  count: ['exact'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
};
// Preferences PostgREST acts on. Ignoring one the local server does not serve (missing=default,
// count=planned, tx=rollback, …) would quietly do something else than asked, so it is refused;
// names PostgREST does not know are ignored, as PostgREST ignores them.
const POSTGREST_PREFERENCES = new Set(['return', 'count', 'resolution', 'missing', 'handling', 'max-affected', 'tx', 'timezone', 'params']);

/** Several Prefer headers arrive joined by ', '; the first value of each preference wins. */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Record<string, string> = {};
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const [name = '', value = ''] = item.split('=').map((s) => s.trim());
    if (SUPPORTED[name]?.includes(value)) prefs[name] ??= value;
    else if (POSTGREST_PREFERENCES.has(name)) throw notSupported(`Prefer: ${item}`);
  }
  return prefs as Preferences;
}

const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json']);
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

/**
 * JSON only: true for one object (vnd.pgrst.object+json, supabase-js's .single()), false for an
 * array. Other media types (CSV, GeoJSON, plans, `nulls=stripped`) get PostgREST's 406.
 */
export function negotiateAccept(header: string | undefined): boolean {
  if (header === undefined || header.trim() === '') return false;
  const offered = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of offered) {
    const [type = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    if (params.some((p) => p.startsWith('nulls='))) continue;
    if (type === OBJECT_TYPE) return true;
    if (ARRAY_TYPES.has(type)) return false;
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

/** Only the public schema is exposed. */
export function checkProfile(request: RestRequest): void {
  const read = request.method === 'GET' || request.method === 'HEAD';
  const profile = read ? request.headers['accept-profile'] : request.headers['content-profile'];
  if (profile !== undefined && profile.trim() !== 'public') {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${profile.trim()}`, null, 'Only the following schemas are exposed: public');
  }
}
