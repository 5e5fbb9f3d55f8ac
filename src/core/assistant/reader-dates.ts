// Dates and times as the assistant's reader reads them, in their language ("November 26, 2026",
// "26 de noviembre de 2026", "2026年11月26日", "26 novanm 2026"): one locale per language for every answer.
import type { Language } from '../language';
import { readerDateFormat } from '../reader-date-format';

export const READER_LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US', zh: 'zh-CN', pt: 'pt-BR-u-hc-h12', ht: 'ht' };

/** A YYYY-MM-DD day, long ("November 26, 2026") or with its weekday ("Thursday, November 26, 2026"). */
export function readerDate(date: string, language: Language, style: 'long' | 'full' = 'long'): string {
  return readerDateFormat(READER_LOCALE[language], { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
