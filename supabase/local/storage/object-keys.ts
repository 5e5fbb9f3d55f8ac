// Object names (keys) from request paths. A name is only ever a database value — files on disk are
// named after the object's id — but names that look like paths out of their folder are refused
// anyway, as are control characters, backslashes, empty segments and absurd lengths.
import { storageErrors } from './storage-errors';

const MAX_KEY_LENGTH = 1024;
const BUCKET_ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export function parseBucketId(raw: string): string {
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    throw storageErrors.bucketNotFound();
  }
  if (!BUCKET_ID.test(id)) throw storageErrors.bucketNotFound();
  return id;
}

export function validateKey(key: string): string {
  // eslint-disable-next-line no-control-regex
  const bad = key.length === 0 || key.length > MAX_KEY_LENGTH || /[\u0000-\u001f\u007f\\]/.test(key) || key.startsWith('/');
  if (bad || key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) throw storageErrors.invalidKey(key);
  return key;
}

/** `<bucket>/<name…>` from the part of a request path after e.g. `/object/`, percent-decoded. */
export function parseBucketAndKey(rest: string): { bucketId: string; name: string } {
  const slash = rest.indexOf('/');
  if (slash <= 0) throw storageErrors.invalidKey(rest);
  const bucketId = parseBucketId(rest.slice(0, slash));
  let name: string;
  try {
    name = decodeURIComponent(rest.slice(slash + 1));
  } catch {
    throw storageErrors.invalidKey(rest);
  }
  return { bucketId, name: validateKey(name) };
}
