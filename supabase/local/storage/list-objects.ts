// POST /object/list/<bucket>: one level of the bucket, as Supabase's storage.search() answers it.
// Objects directly under the prefix are files with their metadata; deeper ones collapse into
// folder entries whose id, timestamps and metadata are null.
import type { ObjectRow } from './objects-repository';
import { storageErrors } from './storage-errors';

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

const SORT_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const;

function wholeNumber(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw storageErrors.invalidRequest('limit and offset must be whole numbers');
  return Math.min(value, max);
}

export function parseListOptions(body: unknown): ListOptions {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw storageErrors.invalidRequest('body must be an object');
  const input = body as Record<string, unknown>;
  const sortBy = (input.sortBy ?? {}) as Record<string, unknown>;
  const column = sortBy.column ?? 'name';
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : 'asc';
  if (!(SORT_COLUMNS as readonly unknown[]).includes(column) || (order !== 'asc' && order !== 'desc'))
    throw storageErrors.invalidRequest('sortBy must name a column and asc or desc');
  if (input.prefix !== undefined && typeof input.prefix !== 'string') throw storageErrors.invalidRequest('prefix must be a string');
  if (input.search !== undefined && typeof input.search !== 'string') throw storageErrors.invalidRequest('search must be a string');
  const trimmed = (input.prefix ?? '').replace(/^\/+|\/+$/g, '');
  return {
    prefix: trimmed === '' ? '' : `${trimmed}/`,
    limit: wholeNumber(input.limit, 100, 1000),
    offset: wholeNumber(input.offset, 0, Number.MAX_SAFE_INTEGER),
    search: (input.search ?? '').toLowerCase(),
    sortColumn: column as ListOptions['sortColumn'],
    sortOrder: order,
  };
}

export function listLevel(rows: readonly ObjectRow[], options: ListOptions): ListEntry[] {
  const folders = new Map<string, ListEntry>();
  const files: ListEntry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(options.prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name.toLowerCase().startsWith(options.search)) continue;
    if (slash !== -1) {
      if (!folders.has(name)) folders.set(name, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    } else {
      files.push({ name, id: row.id, updated_at: row.updated_at, created_at: row.created_at, last_accessed_at: row.last_accessed_at, metadata: row.metadata });
    }
  }
  const direction = options.sortOrder === 'asc' ? 1 : -1;
  const key = (entry: ListEntry) => {
    if (options.sortColumn === 'name') return entry.name;
    const value = entry[options.sortColumn];
    return value === null ? '' : new Date(value).toISOString();
  };
  const sorted = [...folders.values(), ...files].sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0));
  return sorted.slice(options.offset, options.offset + options.limit);
}
