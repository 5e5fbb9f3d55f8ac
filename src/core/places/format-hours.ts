// Opening hours as a reader of each language expects them ("9:00 a. m. – 5:00 p. m.", "上午9:00 –
// 下午5:00", "Open 24 hours"), and the names of the days and holidays they fall on.
import { HOLIDAYS } from '../../content/places/holiday-calendar';
import type { DayHours } from '../../content/places/place-hours-types';
import { isAllDay } from './opening-hours';
import type { Language } from '../language';
import { readerDateFormat } from '../reader-date-format';

/** Minutes after midnight as the reader's clock shows them: '5:00 PM', '5:00 p.m.', '下午5:00'; 1440 is midnight. */
export function timeOfDay(locale: string): (minutes: number) => string {
  const time = readerDateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (minutes) => time.format(Date.UTC(2024, 0, 1, Math.floor(minutes / 60), minutes % 60));
}

export interface HoursWords {
  /** A day it is closed. */
  closed: string;
  /** A day whose hours nobody could confirm. */
  notConfirmed: string;
  /** A day it is open from midnight to midnight. */
  allDay: string;
}

/** One day's hours in the reader's words; null hours are not confirmed. */
export function hoursFormatter(locale: string, words: HoursWords): (hours: DayHours | null) => string {
  const at = timeOfDay(locale);
  return (hours) => {
    if (!hours || hours.unsure) return words.notConfirmed;
    if (hours.open.length === 0) return words.closed;
    if (isAllDay(hours)) return words.allDay;
    return hours.open.map(([open, close]) => `${at(open)} – ${at(close)}`).join(', ');
  };
}

/** Weekday names in the reader's language, Sunday first. */
export function weekdayNames(locale: string): string[] {
  const format = readerDateFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 7 January 2024 was a Sunday.
  return [0, 1, 2, 3, 4, 5, 6].map((index) => format.format(Date.UTC(2024, 0, 7 + index)));
}

/** A holiday's name in the reader's language, from its id in the hours table. */
export function holidayName(id: string | undefined, language: Language): string | undefined {
  return HOLIDAYS.find((holiday) => holiday.id === id)?.names[language];
}
