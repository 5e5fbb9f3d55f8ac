// How the result screen writes dates, times and money: with Intl, in the reader's locale (Spanish
// as written in the United States; Kreyòl dates through reader-date-format.ts). A date whose year Pali could not read is written with the year
// left blank ("November 20, 20__"), so a guess never looks like a fact.
import { formatLocale } from '../../i18n/use-content-language';
import { readerDateFormat } from '../../core/reader-date-format';

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const dayFormat = (locale: string) => readerDateFormat(formatLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });

export const formatDay = (date: string, locale: string) => dayFormat(locale).format(utc(date));

/** The date with its year as "20__", for a year Pali had to guess. */
export function formatUnsureDay(date: string, locale: string): string {
  // The year is the one four-digit run in a long date, in every reader's language.
  return dayFormat(locale).format(utc(date)).replace(date.slice(0, 4), '20__');
}

/** "HH:MM" (24-hour) as the reader's clock shows it. */
export function formatTime(time: string, locale: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return readerDateFormat(formatLocale(locale), { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, hour, minute)));
}

export const formatMoney = (cents: number, locale: string) => new Intl.NumberFormat(formatLocale(locale), { style: 'currency', currency: 'USD' }).format(cents / 100);
