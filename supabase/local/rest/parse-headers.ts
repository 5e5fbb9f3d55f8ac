// The request headers PostgREST reads: Prefer, Accept, Accept-Profile / Content-Profile.
import { RestError } from './rest-errors';
import type { CountMode, RestRequest } from './types';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: Exclude<CountMode, 'none'>;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: string;
}

const KNOWN: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
  params: ['single-object', 'multiple-objects'],
};

/** Several Prefer headers arrive joined by ', '; the first value of each preference wins. */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Record<string, string> = {};
  const invalid: string[] = [];
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const [name = '', value = ''] = item.split('=').map((s) => s.trim());
    const ok =
      KNOWN[name]?.includes(value) ||
      (name === 'timezone' && value !== '') ||
      (name === 'max-affected' && /^\d+$/.test(value));
    if (!ok) invalid.push(item);
    else if (!(name in prefs)) prefs[name] = value;
  }
  const result: Preferences = {};
  if (prefs.return) result.return = prefs.return as Preferences['return'];
  if (prefs.count) result.count = prefs.count as Preferences['count'];
  if (prefs.resolution) result.resolution = prefs.resolution as Preferences['resolution'];
  if (prefs.missing) result.missing = prefs.missing as Preferences['missing'];
  if (prefs.handling) result.handling = prefs.handling as Preferences['handling'];
  // max-affected only binds with handling=strict, as in PostgREST 13.
  if (prefs['max-affected'] && result.handling === 'strict') result.maxAffected = prefs['max-affected'];
  if (result.handling === 'strict') {
    if (invalid.length > 0) {
      throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
    }
  }
  return result;
}

export interface Negotiated {
  single: boolean;
  stripNulls: boolean;
}

const ARRAY_TYPES = new Set(['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array']);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

/** JSON only: an array (the default) or, for vnd.pgrst.object+json, a single object. */
export function negotiateAccept(header: string | undefined): Negotiated {
  if (header === undefined || header.trim() === '') return { single: false, stripNulls: false };
  const offered = header.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of offered) {
    const [type = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (OBJECT_TYPES.has(type)) return { single: true, stripNulls };
    if (ARRAY_TYPES.has(type)) return { single: false, stripNulls: stripNulls && type.startsWith('application/vnd.pgrst.array') };
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
