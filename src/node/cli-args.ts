// What the command line's commands share: where they print, the error that means "wrong
// arguments" (exit 2 with the usage), and the --lang values.
import { parseLanguage, type Language } from '../core/language';

/** Wrong arguments: exit 2 with the usage. */
export class UsageError extends Error {}

/** The --lang value: en, es, or Chinese as cn or zh, in any case. */
export function langOption(value: string): Language {
  const language = parseLanguage(value.toLowerCase());
  if (!language) throw new UsageError(`--lang must be en, es or cn, not "${value}"`);
  return language;
}

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * The instant a Boston wall clock shows `hour:minute` on a calendar day (-5 h, or -4 h in summer,
 * read from the time-zone data); null when there is no such day.
 */
export function wallTimeInBoston(year: number, month: number, day: number, hour: number, minute: number): Date | null {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const asWritten = new Date(guess);
  if (asWritten.getUTCFullYear() !== year || asWritten.getUTCMonth() !== month - 1 || asWritten.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
      .formatToParts(guess)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return new Date(guess - (wall - guess));
}
