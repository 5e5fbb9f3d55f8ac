// What the command line's commands share: where they print, the error that means "wrong
// arguments" (exit 2 with the usage), and the --lang values.
import type { ReaderLanguage } from '../core/letters/explain-letter';

/** Wrong arguments: exit 2 with the usage. */
export class UsageError extends Error {}

export const LANGUAGES: Record<string, ReaderLanguage> = { en: 'en', es: 'es', cn: 'zh', zh: 'zh' };

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}
