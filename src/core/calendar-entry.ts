// Checks an appointment a person adds to their calendar by hand, and turns the date and time they
// typed (their phone's wall clock, which is what they mean) into the instant to store.
import type { FieldErrors } from './auth-validation';

export type CalendarEntryInput = {
  title: string;
  /** YYYY-MM-DD, from <input type="date">. */
  date: string;
  /** HH:MM, from <input type="time">; empty means the morning (09:00). */
  time: string;
  notes: string;
};

export type CalendarEntryProblem = 'titleRequired' | 'titleTooLong' | 'dateRequired' | 'datePassed' | 'notesTooLong';

/** Titles and notes as the database allows them (calendar_events: 200 and 2000 characters). */
const TITLE_MAX = 200;
const NOTES_MAX = 2000;
const DEFAULT_TIME = '09:00';

/** The local date-time typed, or null when the inputs do not make one. */
export function entryInstant(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const clock = time.trim() === '' ? DEFAULT_TIME : time;
  if (!/^\d{2}:\d{2}$/.test(clock)) return null;
  // Without an offset, a date-time string is read as local time (ECMAScript Date Time String Format).
  const instant = new Date(`${date}T${clock}:00`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export function validateCalendarEntry(input: CalendarEntryInput, now: Date): FieldErrors<keyof CalendarEntryInput & string, CalendarEntryProblem> {
  const errors: FieldErrors<keyof CalendarEntryInput & string, CalendarEntryProblem> = {};
  const title = input.title.trim();
  if (title === '') errors.title = 'titleRequired';
  else if (title.length > TITLE_MAX) errors.title = 'titleTooLong';
  const instant = entryInstant(input.date, input.time);
  if (!instant) errors.date = 'dateRequired';
  else if (instant.getTime() < now.getTime() - 60_000) errors.date = 'datePassed';
  if (input.notes.trim().length > NOTES_MAX) errors.notes = 'notesTooLong';
  return errors;
}
