// The sidebar's dates ("MMM d, yyyy"): month, day and year in the reader's language, as
// Intl writes them there (Nov 5, 2026 · 5 nov 2026 · 2026年11月5日).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocale } from '../../i18n/use-content-language';
import { readerDateFormat } from '../../core/reader-date-format';

export function useConversationDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = readerDateFormat(formatLocale(language), { month: 'short', day: 'numeric', year: 'numeric' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [language]);
}
