// Errors in Supabase Storage's shape: `{ statusCode, error, message }` in the body, with
// statusCode a string, as storage-api renders them (supabase-js reads `statusCode` and `message`).
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/http-kit';

export class StorageHttpError extends Error {
  constructor(
    /** The HTTP status of the response. */
    readonly status: number,
    /** The status code Supabase puts in the body (for a policy refusal: 400 over HTTP, '403' here). */
    readonly statusCode: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const storageErrors = {
  invalidJwt: (message = 'Invalid JWT') => new StorageHttpError(400, '403', 'Unauthorized', message),
  policy: () => new StorageHttpError(400, '403', 'Unauthorized', 'new row violates row-level security policy'),
  /** A refusal the database explains itself (a letter_upload_quota), passed on as hosted Storage does. */
  accessDenied: (message: string) => new StorageHttpError(403, '403', 'Unauthorized', message),
  /** A person's token whose session is gone (signed out, account deleted): GoTrue refuses it too. */
  sessionEnded: () => new StorageHttpError(403, '403', 'Unauthorized', 'Session not found: the session has ended. Please sign in again.'),
  bucketNotFound: () => new StorageHttpError(404, '404', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageHttpError(404, '404', 'not_found', 'Object not found'),
  duplicate: () => new StorageHttpError(409, '409', 'Duplicate', 'The resource already exists'),
  tooLarge: () => new StorageHttpError(413, '413', 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeType: (type: string) => new StorageHttpError(415, '415', 'invalid_mime_type', `mime type ${type} is not supported`),
  invalidKey: (key: string) => new StorageHttpError(400, '400', 'InvalidKey', `Invalid key: ${key.slice(0, 200)}`),
  invalidRequest: (message: string) => new StorageHttpError(400, '400', 'Invalid Input', message),
  invalidSignature: (message = 'Invalid signature') => new StorageHttpError(400, '400', 'InvalidSignature', message),
  notFound: () => new StorageHttpError(404, '404', 'Not Found', 'Route not found'),
};

export { sendJson };

export function sendStorageError(res: ServerResponse, error: StorageHttpError): void {
  sendJson(res, error.status, { statusCode: error.statusCode, error: error.error, message: error.message });
}

/**
 * What the database's refusals mean to a Storage client; anything else is rethrown. A 42501 with
 * a message of its own (the letter quota's) keeps it, as hosted Storage answers (AccessDenied, 403).
 */
export function fromDatabaseError(error: unknown): StorageHttpError {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '42501')
    return typeof message === 'string' && !message.includes('row-level security') && !message.startsWith('permission denied')
      ? storageErrors.accessDenied(message)
      : storageErrors.policy();
  if (code === '23505') return storageErrors.duplicate();
  throw error;
}
