// Dates and times as the assistant's reader reads them, in their language ("November 26, 2026",
// "26 de noviembre de 2026", "2026年11月26日"): one locale per language for every answer.
import type { Language } from '../language';

export const READER_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US', zh: 'zh-CN' };

/** A YYYY-MM-DD day, long ("November 26, 2026") or with its weekday ("Thursday, November 26, 2026"). */
export function readerDate(date: string, language: Language, style: 'long' | 'full' = 'long'): string {
  return new Intl.DateTimeFormat(READER_LOCALE[language], { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
