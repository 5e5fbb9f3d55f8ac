// Text from a request that the auth endpoints store or look up. PostgreSQL refuses a NUL character
// in text and a `\u0000` or an unpaired surrogate in jsonb, and such a refusal would surface as a
// 500; these checks turn every one into a 400 validation_failed before the database sees it.
// Rules: checked before any query; a refusal names the field, never echoes the value.
import { validationFailed } from '../auth/gotrue-errors';
import { fail } from './http-io';

// With the u flag a well-formed pair is one code point, so this finds only lone halves.
const LONE_SURROGATE = /\p{Cs}/u;

/** The metadata a person may keep in raw_user_meta_data (it rides in every access token, whose size is capped). */
export const MAX_METADATA_BYTES = 8 * 1024;
const MAX_METADATA_DEPTH = 8;

/** C0 controls, DEL and C1 controls: never part of an address or a token. */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Whether PostgreSQL can store `value` as text and inside jsonb: no NUL, no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A token, code or key that is looked up in the database: no control characters, no broken Unicode. */
export function isCleanToken(value: string): boolean {
  return !hasControlCharacter(value) && !LONE_SURROGATE.test(value);
}

/**
 * `data` of sign-up and PUT /user as an object PostgreSQL's jsonb takes: a plain object (or
 * nothing), nested at most a few levels, every key and string storable, at most MAX_METADATA_BYTES.
 */
export function requireMetadata(data: unknown): Record<string, unknown> | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data !== 'object' || Array.isArray(data)) fail(validationFailed('data must be an object'));
  if (!storableJson(data, 0)) fail(validationFailed('data holds text that cannot be stored (a NUL character or broken Unicode) or is nested too deeply'));
  if (Buffer.byteLength(JSON.stringify(data), 'utf8') > MAX_METADATA_BYTES) fail(validationFailed(`data must be at most ${MAX_METADATA_BYTES} bytes`));
  return data as Record<string, unknown>;
}

function storableJson(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (typeof value !== 'object' || value === null) return true;
  if (depth >= MAX_METADATA_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => storableJson(item, depth + 1));
  return Object.entries(value).every(([key, item]) => isStorableText(key) && storableJson(item, depth + 1));
}
