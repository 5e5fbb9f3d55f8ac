import { describe, expect, it } from 'vitest';
import { AuthFailure } from './http-io';
import { hasControlCharacter, isCleanToken, isStorableText, MAX_METADATA_BYTES, requireMetadata } from './input-text';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AuthFailure ? { status: error.error.status, code: error.error.errorCode } : error;
  }
  return null;
};

describe('text the database can hold', () => {
  it('finds control characters, C0, DEL and C1, and nothing else', () => {
    for (const bad of ['\u0000', 'a\u0007b', 'tab\t', 'line\n', '\u007f', '\u0085', '\u009f']) expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['ana@example.org', 'Zoë 李 🏙️', '\u00a0non-breaking', '']) expect(hasControlCharacter(good), good).toBe(false);
  });

  it('refuses NUL and unpaired surrogates, and keeps real pairs', () => {
    expect(isStorableText('Ana\u0000')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('🔑 \ud83d\udd11')).toBe(true);
    expect(isStorableText('tab\tand newline\n')).toBe(true);
    expect(isCleanToken('tab\t')).toBe(false);
    expect(isCleanToken('abc-_123')).toBe(true);
  });
});

describe('requireMetadata', () => {
  it('passes plain objects, and nothing for nothing', () => {
    expect(requireMetadata(undefined)).toBeUndefined();
    expect(requireMetadata(null)).toBeUndefined();
    const data = { first_name: 'Ana', tags: ['a', { b: 1 }], preferred_language: 'es' };
    expect(requireMetadata(data)).toBe(data);
  });

  it('answers 400 validation_failed for what jsonb refuses, deep nesting and size', () => {
    const deep = (depth: number): unknown => (depth === 0 ? 1 : [deep(depth - 1)]);
    for (const bad of ['text', ['array'], { a: 'NUL\u0000' }, { 'k\u0000': 1 }, { a: ['\ud800'] }, deep(50), { note: 'x'.repeat(MAX_METADATA_BYTES) }]) {
      expect(refusal(() => requireMetadata(bad))).toEqual({ status: 400, code: 'validation_failed' });
    }
  });
});
