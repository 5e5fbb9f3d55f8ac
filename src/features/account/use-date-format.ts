import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readerDateFormat } from '../../core/reader-date-format';

/** Formats stored ISO dates for the reader's language (i18next's language is an HTML tag Intl reads). */
export function useDateFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The options object is a constant at each call site; its JSON makes a stable memo key.
  const key = JSON.stringify(options);
  return useMemo(() => {
    const format = readerDateFormat(language, JSON.parse(key) as Intl.DateTimeFormatOptions);
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language, key]);
}
