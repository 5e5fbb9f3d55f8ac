import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roundedMiles } from '../../core/places/distance';
import type { Localized } from '../../content/places/place-types';
import { fromHtmlLang } from '../../core/language';
import { formatLocale } from '../../i18n/use-content-language';
import { useLanguageNames } from '../../ui/use-language-names';
import { readerDateFormat } from '../../core/reader-date-format';

/** How the cards write dates, distances, languages and content text for this reader (hours: ui/use-hours-words). */
export function usePlaceFormat() {
  const { i18n } = useTranslation('places');
  const language = formatLocale(i18n.language);
  const key = fromHtmlLang(i18n.language);
  const languages = useLanguageNames();
  return useMemo(() => {
    // lastVerified is a calendar day; read in UTC it stays that day whatever the phone's zone.
    const date = readerDateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const miles = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return {
      date: (isoDay: string) => {
        const day = new Date(`${isoDay}T00:00:00Z`);
        return Number.isNaN(day.getTime()) ? isoDay : date.format(day);
      },
      /** Spec: one decimal ("N.N mi away"), in the reader's digits and decimal sign. */
      miles: (value: number) => miles.format(Number(roundedMiles(value))),
      /** True when one decimal would say "0.0": the words then say "less than 0.1 mi" instead. */
      veryClose: (value: number) => Number(roundedMiles(value)) === 0,
      /** "0.1" in the reader's digits, for "Less than 0.1 mi away". */
      tenthMile: miles.format(0.1),
      text: (text: Localized) => text[key],
      languages,
    };
  }, [language, key, languages]);
}

export type PlaceFormat = ReturnType<typeof usePlaceFormat>;
