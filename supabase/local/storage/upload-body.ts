// The bytes of an upload, multipart (a Blob or File from supabase-js) or raw (an ArrayBuffer or
// stream), read with the bucket's size limit counted on the real bytes, never on Content-Length.
import type { IncomingMessage } from 'node:http';
import { storageErrors } from './storage-errors';

/** Room for the multipart boundaries and the small fields beside the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** How much of an oversized body is read and thrown away so the client still gets the answer. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

export interface UploadBody {
  bytes: Uint8Array;
  declaredType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

async function drain(req: IncomingMessage, alreadyRead: number): Promise<void> {
  let drained = alreadyRead;
  for await (const chunk of req) {
    drained += (chunk as Buffer).length;
    if (drained > MAX_DRAIN_BYTES) {
      req.destroy();
      return;
    }
  }
}

export async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    await drain(req, 0);
    throw storageErrors.tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      await drain(req, size);
      throw storageErrors.tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('metadata must be a JSON object');
  }
}

export async function readUploadBody(req: IncomingMessage, limit: number): Promise<UploadBody> {
  const contentType = req.headers['content-type'] ?? 'application/octet-stream';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    const bytes = await readLimited(req, limit);
    const cacheControl = /max-age=(\d+)/.exec(req.headers['cache-control'] ?? '')?.[1] ?? '3600';
    const header = req.headers['x-metadata'];
    const userMetadata = typeof header === 'string' ? parseMetadata(Buffer.from(header, 'base64').toString('utf8')) : null;
    return { bytes, declaredType: contentType, cacheControl, userMetadata };
  }
  const raw = await readLimited(req, limit + MULTIPART_OVERHEAD_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw storageErrors.invalidRequest('The multipart body could not be read.');
  }
  const files: File[] = [];
  form.forEach((value) => {
    if (typeof value !== 'string') files.push(value);
  });
  if (files.length !== 1) throw storageErrors.invalidRequest('Exactly one file is expected in the form.');
  const file = files[0]!;
  if (file.size > limit) throw storageErrors.tooLarge();
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    declaredType: file.type || 'application/octet-stream',
    cacheControl: typeof cacheControl === 'string' && /^\d+$/.test(cacheControl) ? cacheControl : '3600',
    userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
  };
}
