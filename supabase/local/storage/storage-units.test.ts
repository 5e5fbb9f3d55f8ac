// The small pieces: bucket type rules, object keys, signed-URL tokens, listing.
import { describe, expect, it } from 'vitest';
import { isAllowedMimeType } from './allowed-mime-types';
import { listLevel, parseListOptions } from './list-objects';
import { parseBucketAndKey, validateKey } from './object-keys';
import type { ObjectRow } from './objects-repository';
import { signObjectUrl, verifyObjectUrl } from './signed-urls';

// What an upload's bytes are is src/core/file-type.ts's (tested in file-type.test.ts).
describe('allowed MIME types', () => {
  it('applies a bucket’s allowed types, wildcards included', () => {
    expect(isAllowedMimeType('image/png', ['image/*'])).toBe(true);
    expect(isAllowedMimeType('application/pdf', ['image/*'])).toBe(false);
    expect(isAllowedMimeType('text/html', null)).toBe(true);
  });
});

describe('object keys', () => {
  it('accepts folders and unusual characters', () => {
    expect(parseBucketAndKey('letter-uploads/a/b%20c.pdf')).toEqual({ bucketId: 'letter-uploads', name: 'a/b c.pdf' });
  });
  it.each(['', '/abs', 'a/../b', '..', 'a/./b', 'a//b', 'a\\b', 'a\u0000b', 'x'.repeat(1025)])('refuses %j', (key) => {
    expect(() => validateKey(key)).toThrow();
  });
  it('refuses bad bucket ids and bad percent-encoding', () => {
    expect(() => parseBucketAndKey('..%2F..%2Fetc/passwd')).toThrow();
    expect(() => parseBucketAndKey('letter-uploads/%E0%A4%A')).toThrow();
  });
});

describe('signed URL tokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-0123456789';
  it('verify for the same object until they expire', async () => {
    const token = await signObjectUrl(secret, 'b', 'a/x.pdf', 60);
    expect(await verifyObjectUrl(secret, token, 'b', 'a/x.pdf')).toBe(true);
    expect(await verifyObjectUrl(secret, token, 'b', 'a/y.pdf')).toBe(false);
    expect(await verifyObjectUrl('another-secret-that-is-long-enough-012345', token, 'b', 'a/x.pdf')).toBe(false);
    const expired = await signObjectUrl(secret, 'b', 'a/x.pdf', 60, Math.floor(Date.now() / 1000) - 61);
    expect(await verifyObjectUrl(secret, expired, 'b', 'a/x.pdf')).toBe(false);
  });
});

describe('listing one level', () => {
  const row = (name: string, created: string): ObjectRow => ({
    id: `id-${name}`,
    name,
    bucket_id: 'b',
    owner: null,
    version: 'v',
    metadata: {},
    created_at: created,
    updated_at: created,
    last_accessed_at: created,
  });
  const rows = [row('u/a.pdf', '2026-01-02'), row('u/b.pdf', '2026-01-01'), row('u/sub/c.pdf', '2026-01-03')];
  it('shows files and collapses folders', () => {
    expect(listLevel(rows, parseListOptions({ prefix: 'u' })).map((entry) => [entry.name, entry.id])).toEqual([
      ['a.pdf', 'id-u/a.pdf'],
      ['b.pdf', 'id-u/b.pdf'],
      ['sub', null],
    ]);
  });
  it('sorts, searches, pages and refuses bad options', () => {
    expect(listLevel(rows, parseListOptions({ prefix: 'u/', sortBy: { column: 'created_at', order: 'desc' } })).map((entry) => entry.name)).toEqual(['a.pdf', 'b.pdf', 'sub']);
    expect(listLevel(rows, parseListOptions({ prefix: 'u', search: 'B' })).map((entry) => entry.name)).toEqual(['b.pdf']);
    expect(listLevel(rows, parseListOptions({ prefix: 'u', limit: 1, offset: 1 })).map((entry) => entry.name)).toEqual(['b.pdf']);
    expect(() => parseListOptions({ sortBy: { column: 'id; drop table x' } })).toThrow();
    expect(() => parseListOptions({ limit: -1 })).toThrow();
  });
});
