// How long an uploaded letter is kept: LETTER_RETENTION_DAYS, default 30 (letters are deleted
// after it). Read by sweep-letter-uploads, and by the local server at start so a bad value stops it.
// Rules: no imports (the Deno entry point and the local server both read it); a malformed value is
// an error, never silently "keep for ever" or "delete at once".

const DEFAULT_LETTER_RETENTION_DAYS = 30;
/** Ten years: anything longer is a typo, not a policy. */
const MAX_LETTER_RETENTION_DAYS = 3650;

class LetterRetentionError extends Error {
  override name = 'LetterRetentionError';
}

export function readLetterRetentionDays(value: string | undefined): number {
  const raw = value?.trim();
  if (!raw) return DEFAULT_LETTER_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > MAX_LETTER_RETENTION_DAYS) {
    throw new LetterRetentionError(`LETTER_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_LETTER_RETENTION_DAYS}, not "${raw}".`);
  }
  return days;
}
