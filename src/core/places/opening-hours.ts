// Is a place open now? Read in the place's own time zone (Massachusetts), not the phone's, from
// hours written as 'Closed' or ranges like '9:00 AM - 5:00 PM' (several joined by ', '). A range
// that ends at or before it starts runs past midnight ('6:00 PM - 1:00 AM'), so last night's hours
// can still be open this morning: the original app got both of these wrong.
import type { Weekday } from '../../content/places/place-types';

export const PLACE_TIME_ZONE = 'America/New_York';
export const WEEKDAYS: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Minutes after midnight, open and close; close <= open means it closes the next day. */
export interface TimeRange {
  open: number;
  close: number;
}

const TIME = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;

function minutesOf(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = match[3]!.toUpperCase() === 'PM';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/** The ranges of one day's text; [] for 'Closed'; null when the text cannot be read. */
export function parseDayHours(text: string): TimeRange[] | null {
  const trimmed = text.trim();
  if (/^closed$/i.test(trimmed)) return [];
  const ranges: TimeRange[] = [];
  for (const part of trimmed.split(',')) {
    const [from, to, extra] = part.split(/\s+-\s+|\s*–\s*/);
    if (from === undefined || to === undefined || extra !== undefined) return null;
    const open = minutesOf(from);
    const close = minutesOf(to);
    if (open === null || close === null) return null;
    ranges.push({ open, close });
  }
  return ranges;
}

/** The weekday and minute of the day at `instant` on the wall clocks of `timeZone`. */
export function wallClock(instant: Date, timeZone = PLACE_TIME_ZONE): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(instant);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const day = WEEKDAYS.indexOf(value('weekday').toLowerCase() as Weekday);
  return { day, minute: Number(value('hour')) * 60 + Number(value('minute')) };
}

export type OpenState = 'open' | 'closed' | 'unknown';

/** The end of the range open at `minute` of weekday `day` (yesterday's past midnight included), or null. */
function openRangeEnd(hours: Partial<Record<Weekday, string>>, day: number, minute: number): number | null {
  const today = parseDayHours(hours[WEEKDAYS[day]!] ?? '') ?? [];
  const yesterday = parseDayHours(hours[WEEKDAYS[(day + 6) % 7]!] ?? '') ?? [];
  const spill = yesterday.find(({ open, close }) => close <= open && minute < close);
  if (spill) return spill.close;
  const current = today.find(({ open, close }) => (close > open ? minute >= open && minute < close : minute >= open));
  return current ? current.close : null;
}

/** Open, closed, or unknown (today's hours missing or unreadable). */
export function openState(hours: Partial<Record<Weekday, string>>, instant: Date, timeZone = PLACE_TIME_ZONE): OpenState {
  const { day, minute } = wallClock(instant, timeZone);
  if (parseDayHours(hours[WEEKDAYS[day]!] ?? '') === null) return 'unknown';
  return openRangeEnd(hours, day, minute) === null ? 'closed' : 'open';
}

/**
 * When a place that is open at `instant` closes, as minutes after midnight on the wall clock (a
 * range past midnight closes the next day, '1:00 AM' is 60); null when it is not open then.
 */
export function closesAt(hours: Partial<Record<Weekday, string>>, instant: Date, timeZone = PLACE_TIME_ZONE): number | null {
  const { day, minute } = wallClock(instant, timeZone);
  return openRangeEnd(hours, day, minute);
}
