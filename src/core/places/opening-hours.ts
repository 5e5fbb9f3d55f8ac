// Is a place open now, and if not, why and when will it open? Read in the place's own time zone
// (Massachusetts), not the phone's, from the day table the build writes from each place's
// OpenStreetMap hours and holiday calendar (content/places/place-hours-table.ts): a holiday, a
// season (a library closed on summer Sundays), a one-off closure, a day offices keep differently
// ("call first"), 24 hours. A day past the table, or a place with no published hours, is "not
// confirmed" rather than guessed. A range open past midnight is split at midnight by the build,
// so tonight's and tomorrow morning's hours join up again here.
import type { DayHours, OpenRange, PlaceHours } from '../../content/places/place-hours-types';

const PLACE_TIME_ZONE = 'America/New_York';
const DAY = 1440;

/** A calendar day, weekday (0 Sunday) and minute of the day on the wall clocks of `timeZone`. */
export interface WallClock {
  date: string;
  day: number;
  minute: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const clockFormats = new Map<string, Intl.DateTimeFormat>();

export function wallClock(instant: Date, timeZone = PLACE_TIME_ZONE): WallClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, day: WEEKDAY_INDEX[parts.weekday!] ?? 0, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The calendar day `days` after `date` ('YYYY-MM-DD'), and its weekday (0 Sunday). */
export function dayAfter(date: string, days: number): { date: string; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return { date: next.toISOString().slice(0, 10), day: next.getUTCDay() };
}

/** A place's hours on one day; null when they are not confirmed (none published, or past the table). */
export function hoursOnDay(hours: PlaceHours | undefined, date: string, weekday: number): DayHours | null {
  if (!hours?.week || date < hours.from || date > hours.to) return null;
  return hours.days[date] ?? hours.week[weekday] ?? null;
}

export const isAllDay = (hours: DayHours) => hours.open.length === 1 && hours.open[0]![0] === 0 && hours.open[0]![1] === DAY;

/** The minute of the day when `from`, open, really closes, and on which day (a close at midnight runs on into tomorrow's 0:00 opening). */
function closingOf(range: OpenRange, tomorrow: DayHours | null): { minute: number; nextDay: boolean } | null {
  if (range[1] < DAY) return { minute: range[1], nextDay: false };
  const early = tomorrow?.unsure ? undefined : tomorrow?.open.find(([open]) => open === 0);
  if (!early) return { minute: 0, nextDay: true };
  return early[1] === DAY ? null : { minute: early[1], nextDay: true };
}

type ClosedReason = 'holiday' | 'season' | 'closed-day' | 'before-hours' | 'after-hours';

export type OpenStatus =
  /** Open; `closes` is null when it stays open past tomorrow (open 24 hours). */
  | { state: 'open'; allDay: boolean; closes: { minute: number; nextDay: boolean } | null }
  /** Closed, why, and when it next opens within a week (undefined past that, or past the table). */
  | { state: 'closed'; why: ClosedReason; holiday?: string; opens?: { date: string; day: number; daysAhead: number; minute: number } }
  /** The day's hours are uncertain (a Suffolk County holiday some offices keep, hours that vary): call first. */
  | { state: 'unsure'; holiday?: string }
  /** No hours to go by: none published, or past the table. */
  | { state: 'unknown' };

/** The next opening after `clock`, looking up to a week ahead. */
function nextOpening(place: PlaceHours, clock: WallClock) {
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const { date, day } = dayAfter(clock.date, ahead);
    const hours = hoursOnDay(place, date, day);
    if (!hours) return undefined;
    if (hours.unsure) continue;
    const open = hours.open.find(([from]) => ahead > 0 || from > clock.minute);
    if (open) return { date, day, daysAhead: ahead, minute: open[0] };
  }
  return undefined;
}

export function openStatus(place: PlaceHours | undefined, instant: Date, timeZone = PLACE_TIME_ZONE): OpenStatus {
  const clock = wallClock(instant, timeZone);
  const today = hoursOnDay(place, clock.date, clock.day);
  if (!place || !today) return { state: 'unknown' };
  const holiday = today.why && today.why !== 'season' ? today.why : undefined;
  if (today.unsure) return holiday ? { state: 'unsure', holiday } : { state: 'unsure' };
  const current = today.open.find(([open, close]) => clock.minute >= open && clock.minute < close);
  if (current) {
    const tomorrow = dayAfter(clock.date, 1);
    return { state: 'open', allDay: isAllDay(today), closes: closingOf(current, hoursOnDay(place, tomorrow.date, tomorrow.day)) };
  }
  const opens = nextOpening(place, clock);
  let why: ClosedReason;
  if (holiday && today.open.length === 0) why = 'holiday';
  else if (today.why === 'season' && today.open.length === 0) why = 'season';
  else if (today.open.length === 0) why = 'closed-day';
  else why = opens?.daysAhead === 0 ? 'before-hours' : 'after-hours';
  return { state: 'closed', why, ...(why === 'holiday' ? { holiday } : {}), ...(opens ? { opens } : {}) };
}

/** The next seven days from `instant` (today first), each with its hours (null: not confirmed). */
export function weekAhead(place: PlaceHours | undefined, instant: Date, timeZone = PLACE_TIME_ZONE): { date: string; day: number; hours: DayHours | null }[] {
  const { date: today } = wallClock(instant, timeZone);
  return [0, 1, 2, 3, 4, 5, 6].map((ahead) => {
    const { date, day } = dayAfter(today, ahead);
    return { date, day, hours: hoursOnDay(place, date, day) };
  });
}
