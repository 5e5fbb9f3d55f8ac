// /storage/v1: the object endpoints supabase-js's storage client calls — upload (POST, raw or
// multipart, x-upsert), update (PUT), download (GET/HEAD, also /authenticated/), info, signed URLs
// (POST to make, GET ?token= to read), public URLs (public buckets only), list and remove.
// Rules: a person's token whose session or account is gone is refused before anything else
// (auth/live-session.ts; the bucket's policies say the same for hosted Supabase); the database's
// policies decide everything else, including each person's quota of letters.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { verifyToken } from '../auth/access-tokens';
import { isLiveCaller } from '../auth/live-session';
import { sniffFileType } from '../../../src/core/file-type';
import type { Database } from '../database/database';
import { isAllowedMimeType } from './allowed-mime-types';
import { FileStore } from './file-store';
import { listLevel, parseListOptions } from './list-objects';
import { parseBucketAndKey, parseBucketId, validateKey } from './object-keys';
import { deleteObjects, findBucket, findObject, objectsUnder, saveObject, type Caller, type ObjectRow } from './objects-repository';
import { signObjectUrl, verifyObjectUrl } from './signed-urls';
import { callerToken } from '../http/http-kit';
import { sendJson, sendStorageError, StorageHttpError, storageErrors } from './storage-errors';
import { readLimited, readUploadBody } from './upload-body';

const PREFIX = '/storage/v1/object/';
/** Supabase's global upload limit, for buckets without one of their own. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
const JSON_BODY_LIMIT = 256 * 1024;
const MAX_SIGNED_URL_SECONDS = 60 * 60 * 24 * 365;
/** Served with their own type; anything else is served as an opaque download. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

export interface StorageHandlerOptions {
  db: Database;
  jwtSecret: string;
  filesDir: string;
}

export function createStorageHandler({ db, jwtSecret, filesDir }: StorageHandlerOptions) {
  const files = new FileStore(filesDir);

  async function callerOf(req: IncomingMessage): Promise<Caller> {
    const token = callerToken(req, 'data');
    const verified = await verifyToken(jwtSecret, token);
    if (!verified.ok) throw storageErrors.invalidJwt(verified.reason === 'expired' ? 'jwt expired' : 'Invalid JWT');
    if (!(await isLiveCaller(db, verified.claims))) throw storageErrors.sessionEnded();
    return { role: verified.claims.role, claims: verified.claims };
  }

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const text = (await readLimited(req, JSON_BODY_LIMIT)).toString('utf8');
    try {
      return JSON.parse(text || '{}');
    } catch {
      throw storageErrors.invalidRequest('The body is not valid JSON.');
    }
  }

  async function serve(req: IncomingMessage, res: ServerResponse, row: ObjectRow, download: string | null): Promise<void> {
    const size = await files.size(row.bucket_id, row.id, row.version);
    if (size === undefined) throw storageErrors.objectNotFound();
    const metadata = row.metadata ?? {};
    const type = String(metadata.mimetype ?? '');
    const inline = INLINE_TYPES.has(type) && download === null;
    const filename = (download || row.name.split('/').pop() || 'download').replace(/[^\w.\- ]/g, '_');
    res.writeHead(200, {
      'Content-Type': INLINE_TYPES.has(type) ? type : 'application/octet-stream',
      'Content-Length': String(size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
      ...(typeof metadata.eTag === 'string' ? { ETag: metadata.eTag } : {}),
      'Last-Modified': new Date(row.updated_at).toUTCString(),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(files.read(row.bucket_id, row.id, row.version), res);
  }

  async function upload(req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
    const caller = await callerOf(req);
    const { bucketId, name } = parseBucketAndKey(rest);
    const bucket = await findBucket(db, bucketId);
    const body = await readUploadBody(req, Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT));
    const sniffed = sniffFileType(body.bytes);
    const restricted = (bucket.allowed_mime_types ?? []).length > 0;
    const declared = /^[\w.+-]+\/[\w.+-]+$/.test(body.declaredType.split(';')[0]!.trim()) ? body.declaredType.split(';')[0]!.trim() : 'application/octet-stream';
    const mimetype = sniffed ?? (restricted ? 'application/octet-stream' : declared);
    if (restricted && (!sniffed || !isAllowedMimeType(sniffed, bucket.allowed_mime_types))) throw storageErrors.mimeType(mimetype);
    const metadata = {
      eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
      size: body.bytes.length,
      mimetype,
      cacheControl: `max-age=${body.cacheControl}`,
      lastModified: new Date().toISOString(),
      contentLength: body.bytes.length,
      httpStatusCode: 200,
    };
    const mode = req.method === 'PUT' ? 'update' : req.headers['x-upsert'] === 'true' ? 'upsert' : 'create';
    const { row, replacedVersion } = await saveObject(
      db,
      caller,
      { bucketId, name, mode, metadata, userMetadata: body.userMetadata },
      (id, version) => files.write(bucketId, id, version, body.bytes),
      (id, version) => files.remove(bucketId, id, version),
    );
    if (replacedVersion && replacedVersion !== row.version) await files.remove(bucketId, row.id, replacedVersion).catch(() => undefined);
    sendJson(res, 200, { Id: row.id, Key: `${bucketId}/${name}` });
  }

  async function sign(req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
    const caller = await callerOf(req);
    const { bucketId, name } = parseBucketAndKey(rest);
    const { expiresIn } = (await readJson(req)) as { expiresIn?: unknown };
    if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn < 1 || expiresIn > MAX_SIGNED_URL_SECONDS) {
      throw storageErrors.invalidRequest('expiresIn must be a number of seconds, at least 1.');
    }
    await findObject(db, caller, bucketId, name);
    const token = await signObjectUrl(jwtSecret, bucketId, name, Math.floor(expiresIn));
    sendJson(res, 200, { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` });
  }

  async function remove(req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
    const caller = await callerOf(req);
    const bucketId = parseBucketId(rest);
    const { prefixes } = (await readJson(req)) as { prefixes?: unknown };
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
      throw storageErrors.invalidRequest('prefixes must be a list of 1 to 1000 object names.');
    }
    const rows = await deleteObjects(db, caller, bucketId, (prefixes as string[]).map(validateKey));
    await Promise.all(rows.map((row) => (row.version ? files.remove(bucketId, row.id, row.version).catch(() => undefined) : undefined)));
    sendJson(
      res,
      200,
      rows.map(({ version: _version, ...row }) => row),
    );
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The raw path: `new URL` would resolve `..` and `%2e%2e` segments before we could refuse them.
    const [rawPath = '', query = ''] = (req.url ?? '/').split('?', 2);
    if (!rawPath.startsWith(PREFIX)) throw storageErrors.notFound();
    const rest = rawPath.slice(PREFIX.length);
    const params = new URLSearchParams(query);
    const download = params.has('download') ? params.get('download') : null;
    const [first = '', ...others] = rest.split('/');
    const after = others.join('/');
    const method = req.method ?? 'GET';
    const reading = method === 'GET' || method === 'HEAD';

    if (first === 'list' && method === 'POST') {
      const caller = await callerOf(req);
      const bucketId = parseBucketId(after);
      const options = parseListOptions(await readJson(req));
      sendJson(res, 200, listLevel(await objectsUnder(db, caller, bucketId, options.prefix), options));
    } else if (first === 'sign' && method === 'POST') {
      await sign(req, res, after);
    } else if (first === 'sign' && reading) {
      const { bucketId, name } = parseBucketAndKey(after);
      if (!(await verifyObjectUrl(jwtSecret, params.get('token') ?? '', bucketId, name))) throw storageErrors.invalidSignature('The signed URL is invalid or has expired.');
      await serve(req, res, await findObject(db, null, bucketId, name), download);
    } else if (first === 'public' && reading) {
      const { bucketId, name } = parseBucketAndKey(after);
      if (!(await findBucket(db, bucketId)).public) throw storageErrors.objectNotFound();
      await serve(req, res, await findObject(db, null, bucketId, name), download);
    } else if ((first === 'authenticated' || first === 'info') && reading) {
      const target = first === 'info' ? after.replace(/^(authenticated|public)\//, '') : after;
      const { bucketId, name } = parseBucketAndKey(target);
      const row = await findObject(db, await callerOf(req), bucketId, name);
      if (first === 'info')
        sendJson(res, 200, {
          id: row.id,
          name: row.name,
          bucket_id: row.bucket_id,
          version: row.version,
          size: row.metadata?.size,
          content_type: row.metadata?.mimetype,
          cache_control: row.metadata?.cacheControl,
          etag: row.metadata?.eTag,
          metadata: row.metadata,
          last_modified: row.updated_at,
          created_at: row.created_at,
        });
      else await serve(req, res, row, download);
    } else if (method === 'DELETE' && others.length === 0) {
      await remove(req, res, rest);
    } else if (method === 'POST' || method === 'PUT') {
      await upload(req, res, rest);
    } else if (reading) {
      const { bucketId, name } = parseBucketAndKey(rest);
      await serve(req, res, await findObject(db, await callerOf(req), bucketId, name), download);
    } else {
      throw storageErrors.notFound();
    }
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      await route(req, res);
    } catch (error) {
      if (!(error instanceof StorageHttpError)) throw error;
      if (res.headersSent) res.destroy();
      else sendStorageError(res, error);
    }
  };
}
