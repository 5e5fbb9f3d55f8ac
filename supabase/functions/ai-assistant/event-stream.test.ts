// The engine's answer cut into stream pieces: a few words each, nothing lost, no character split.
import { describe, expect, it } from 'vitest';
import { textPieces } from './event-stream';

describe('textPieces', () => {
  it('keeps every character, in pieces of whole words up to 24 characters', () => {
    const text = 'Bring your passport and proof of address.\n\n[REDIRECT: /eligibility?task=mass-id | what to bring]';
    const pieces = textPieces(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(Array.from(piece).length).toBeLessThanOrEqual(24);
    expect(pieces[0]).toBe('Bring your passport and ');
  });

  it('cuts Chinese, written without spaces, by characters, and never inside an emoji', () => {
    const text = '您需要带上护照和住址证明。'.repeat(4) + '🙂🙂';
    const pieces = textPieces(text);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });

  it('gives nothing for nothing', () => {
    expect(textPieces('')).toEqual([]);
  });
});
