// A letter's deadline for the person's own calendar: a Google Calendar link and an Apple (iCalendar)
// file, both all-day on the deadline's date with a reminder the day before. No time is invented:
// a letter says "by December 15", not "at 9 AM".
import { createEvent } from 'ics';
import { addDays } from './deadline';

export interface DeadlineEvent {
  title: string;
  details: string;
  /** YYYY-MM-DD. */
  date: string;
}

const compact = (date: string) => date.replaceAll('-', '');

/** Google Calendar's "add event" page, filled in; all-day events end on the next day (exclusive). */
export function googleCalendarUrl(event: DeadlineEvent): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('details', event.details);
  url.searchParams.set('dates', `${compact(event.date)}/${compact(addDays(event.date, 1))}`);
  return url.toString();
}

const dateArray = (date: string): [number, number, number] => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
};

/** The .ics file's text, or an Error when the event cannot be written. */
export function icsFile(event: DeadlineEvent, uid: string): string {
  const { error, value } = createEvent({
    uid,
    title: event.title,
    description: event.details,
    start: dateArray(event.date),
    end: dateArray(addDays(event.date, 1)),
    productId: 'pali/letter',
    alarms: [{ action: 'display', description: event.title, trigger: { days: 1, before: true } }],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}
