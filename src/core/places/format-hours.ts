// Opening hours as a reader of each language expects them ("9:00 a. m. – 5:00 p. m.", "上午9:00 – 下午5:00"),
// from the content's '9:00 AM - 5:00 PM' text, which the open-now logic reads too.
import { WEEKDAYS, parseDayHours } from './opening-hours';
import type { Weekday } from '../../content/places/place-types';
import { NOT_PUBLISHED } from '../../content/places/week-hours';

/** Monday first, as the content lists them. */
export const WEEK: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** True when the place publishes no hours for any day: one line says so instead of a week of it. */
export const publishesNoHours = (hours: Partial<Record<Weekday, string>>) => WEEK.every((day) => hours[day] === NOT_PUBLISHED);

/** Minutes after midnight as the reader's clock shows them: '5:00 PM', '5:00 p.m.', '下午5:00'. */
export function timeOfDay(language: string): (minutes: number) => string {
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (minutes) => time.format(Date.UTC(2024, 0, 1, Math.floor(minutes / 60), minutes % 60));
}

/** `words` are the reader's words for a closed day and for hours the place does not publish. */
export function hoursFormatter(language: string, words: { closed: string; notPublished: string }): (text: string | undefined) => string {
  const at = timeOfDay(language);
  return (text) => {
    if (text === NOT_PUBLISHED) return words.notPublished;
    const ranges = parseDayHours(text ?? '');
    // Text the parser cannot read is shown as written rather than guessed at.
    if (ranges === null) return text ?? '';
    if (ranges.length === 0) return words.closed;
    return ranges.map(({ open, close }) => `${at(open)} – ${at(close)}`).join(', ');
  };
}

/** Weekday names in the reader's language. */
export function weekdayNames(language: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 7 January 2024 was a Sunday, the first day of WEEKDAYS.
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, format.format(Date.UTC(2024, 0, 7 + index))])) as Record<Weekday, string>;
}
