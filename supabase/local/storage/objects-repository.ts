// storage.objects as Supabase Storage uses it: every read and write of an object row runs in a
// transaction as the caller's role with their JWT claims, so the bucket's policies decide exactly
// as they do on hosted Supabase. Only bucket settings and lookups behind a signed or public URL
// (which carry no caller) are read as the database owner.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../database/database';
import { fromDatabaseError, StorageHttpError, storageErrors } from './storage-errors';

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Record<string, unknown>;
}

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner: string | null;
  version: string;
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

const COLUMNS = 'id, name, bucket_id, owner, version, metadata, created_at, updated_at, last_accessed_at';

async function actAs(tx: Queryable, caller: Caller): Promise<void> {
  await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [caller.role, JSON.stringify(caller.claims)]);
}

function asCaller<T>(db: Database, caller: Caller, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(work, { settings: { role: caller.role, 'request.jwt.claims': JSON.stringify(caller.claims) } });
}

export async function findBucket(db: Database, bucketId: string): Promise<Bucket> {
  const { rows } = await db.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [bucketId]);
  if (!rows[0]) throw storageErrors.bucketNotFound();
  return { ...rows[0], file_size_limit: rows[0].file_size_limit === null ? null : Number(rows[0].file_size_limit) };
}

/** The object if `caller` may see it (no caller: a signed or public URL already vouched for it). */
export async function findObject(db: Database, caller: Caller | null, bucketId: string, name: string): Promise<ObjectRow> {
  const sql = `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`;
  const { rows } = caller ? await asCaller(db, caller, (tx) => tx.query<ObjectRow>(sql, [bucketId, name])) : await db.query<ObjectRow>(sql, [bucketId, name]);
  if (!rows[0]?.version) throw storageErrors.objectNotFound();
  return rows[0];
}

export interface SaveObject {
  bucketId: string;
  name: string;
  /** 'create' refuses an existing name, 'upsert' replaces it, 'update' requires it. */
  mode: 'create' | 'upsert' | 'update';
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Writes the row as the caller and, inside the same transaction, the bytes (through `writeFile`,
 * under a fresh version), so a refused row leaves no file and a failed file leaves no row. Returns
 * the row and the version it replaced, whose file the caller removes once this has committed.
 */
export async function saveObject(
  db: Database,
  caller: Caller,
  input: SaveObject,
  writeFile: (objectId: string, version: string) => Promise<void>,
  removeFile: (objectId: string, version: string) => Promise<void>,
): Promise<{ row: ObjectRow; replacedVersion: string | null }> {
  const version = randomUUID();
  const owner = caller.role === 'authenticated' && typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  let written: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      // As the database owner: the version being replaced (the row is locked until commit).
      const previous = await tx.query<{ version: string | null }>('select version from storage.objects where bucket_id = $1 and name = $2 for update', [
        input.bucketId,
        input.name,
      ]);
      const replacedVersion = previous.rows[0]?.version ?? null;
      if (input.mode === 'update' && previous.rowCount === 0) throw storageErrors.objectNotFound();
      await actAs(tx, caller);
      const params = [input.bucketId, input.name, owner, input.metadata, version, input.userMetadata];
      const sql =
        input.mode === 'update'
          ? `update storage.objects set owner = $3::uuid, owner_id = $3::text, metadata = $4, version = $5, user_metadata = $6, updated_at = now(), last_accessed_at = now()
               where bucket_id = $1 and name = $2 returning ${COLUMNS}`
          : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata) values ($1, $2, $3::uuid, $3::text, $4, $5, $6)
             ${input.mode === 'upsert' ? 'on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, version = excluded.version, user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()' : ''}
             returning ${COLUMNS}`;
      const { rows } = await tx.query<ObjectRow>(sql, params);
      if (!rows[0]) throw storageErrors.objectNotFound();
      await writeFile(rows[0].id, version);
      written = rows[0].id;
      return { row: rows[0], replacedVersion };
    });
  } catch (error) {
    if (written) await removeFile(written, version).catch(() => undefined);
    if (error instanceof StorageHttpError) throw error;
    throw fromDatabaseError(error);
  }
}

/** Deletes the named objects the caller's delete policy allows and returns their rows. */
export async function deleteObjects(db: Database, caller: Caller, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  try {
    const { rows } = await asCaller(db, caller, (tx) =>
      tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${COLUMNS}`, [bucketId, names]),
    );
    return rows;
  } catch (error) {
    throw fromDatabaseError(error);
  }
}

/** Every object the caller may see whose name starts with `prefix`. */
export async function objectsUnder(db: Database, caller: Caller, bucketId: string, prefix: string): Promise<ObjectRow[]> {
  const { rows } = await asCaller(db, caller, (tx) =>
    tx.query<ObjectRow>(`select ${COLUMNS} from storage.objects where bucket_id = $1 and left(name, length($2)) = $2 order by name`, [bucketId, prefix]),
  );
  return rows;
}
