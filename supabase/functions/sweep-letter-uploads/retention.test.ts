// LETTER_RETENTION_DAYS: 30 days unless set; a value that is not a sensible number of days is an
// error, never "keep for ever" or "delete at once".
import { describe, expect, it } from 'vitest';
import { readLetterRetentionDays } from './retention';

describe('readLetterRetentionDays', () => {
  it('is 30 when unset or empty, and the number of days when set', () => {
    expect(readLetterRetentionDays(undefined)).toBe(30);
    expect(readLetterRetentionDays('  ')).toBe(30);
    expect(readLetterRetentionDays('7')).toBe(7);
    expect(readLetterRetentionDays(' 365 ')).toBe(365);
  });

  it.each(['0', '-1', '1.5', 'thirty', '1e9', '3651'])('refuses %s', (value) => {
    expect(() => readLetterRetentionDays(value)).toThrow(/LETTER_RETENTION_DAYS/);
  });
});
