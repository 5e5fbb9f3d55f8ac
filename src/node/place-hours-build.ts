// Builds the day table of opening hours (content/places/place-hours-table.ts) from each place's
// OpenStreetMap `opening_hours` text and holiday calendar. Node only: the opening_hours and
// date-holidays libraries are too large for a phone, so the phone reads their results instead.
//
// `PH` is read as the place's own holiday calendar (holiday-calendar.ts), not the library's
// built-in one, which keeps Evacuation Day statewide: each `PH …` rule becomes the same rule on
// those dates. In Boston, Suffolk County's two days are added as "unknown" (call first) for any
// place that closes on holidays, except the courts, which the Trial Court keeps open.
import Holidays from 'date-holidays';
import OpeningHours from 'opening_hours';
import { HOLIDAYS, WEEKEND_RULE } from '../content/places/holiday-calendar';
import type { Place } from '../content/places/place-types';
import type { DayHours, OpenRange, PlaceHoursEntry, PlaceHoursTable } from '../content/places/place-hours-types';

/** The years the committed table covers; `npm run content:hours` rewrites it. */
const TABLE_YEARS = [2026, 2027, 2028] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MASSACHUSETTS = { lat: 42.36, lon: -71.06, address: { country_code: 'us', state: 'Massachusetts' } };

export interface HolidayDay {
  id: string;
  /** A Suffolk County day outside the courts: offices differ, so the place may be closed. */
  mayClose: boolean;
}

/** The holidays a place keeps, by date, in `years`. */
export function holidayDays(place: Pick<Place, 'holidays' | 'city'>, years: readonly number[]): Map<string, HolidayDay> {
  const days = new Map<string, HolidayDay>();
  const calendar = place.holidays;
  if (!calendar) return days;
  const suffolk = place.city === 'boston' && calendar === 'massachusetts';
  for (const holiday of HOLIDAYS) {
    const kept = holiday.calendars.includes(calendar);
    const mayClose = !kept && suffolk && holiday.calendars.includes('suffolk');
    if (!kept && !mayClose) continue;
    const rules = new Holidays();
    const rule = holiday.fixed ? `${holiday.rule} ${WEEKEND_RULE[mayClose ? 'suffolk' : calendar]}` : holiday.rule;
    rules.setHoliday(rule, { name: holiday.id, type: 'public' });
    for (const year of years) {
      for (const found of rules.getHolidays(year)) days.set(found.date.slice(0, 10), { id: holiday.id, mayClose });
    }
  }
  return days;
}

const osmDate = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${year} ${MONTHS[Number(month) - 1]} ${date}`;
};

/** The place's rules with `PH` spelled out as its holiday dates, and Suffolk's days as "unknown". */
export function expandHolidays(openingHours: string, holidays: Map<string, HolidayDay>): string {
  const closed = [...holidays].filter(([, day]) => !day.mayClose).map(([date]) => osmDate(date));
  const mayClose = [...holidays].filter(([, day]) => day.mayClose).map(([date]) => osmDate(date));
  let namesHolidays = false;
  const rules = openingHours.split(';').map((rule) => {
    const trimmed = rule.trim();
    if (/^PH\b/.test(trimmed)) {
      namesHolidays = true;
      if (closed.length === 0) throw new Error(`"${openingHours}" names PH but the place has no holiday calendar`);
      return `${closed.join(',')}${trimmed.slice(2)}`;
    }
    if (/\bPH\b/.test(trimmed)) throw new Error(`"${openingHours}": PH must be a rule of its own ("PH off"), not "${trimmed}"`);
    return trimmed;
  });
  if (namesHolidays && mayClose.length > 0) rules.push(`${mayClose.join(',')} unknown "call first"`);
  return rules.join('; ');
}

const dayKey = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const minuteOf = (instant: Date, dayStart: Date) => (instant.getDate() === dayStart.getDate() ? instant.getHours() * 60 + instant.getMinutes() : 1440);

/** One day's hours from the library's intervals (read on this process's wall clock, which is all it knows). */
function dayHours(hours: OpeningHours, dayStart: Date): DayHours {
  const dayEnd = new Date(dayStart.getFullYear(), dayStart.getMonth(), dayStart.getDate() + 1);
  const open: OpenRange[] = [];
  let unsure = false;
  for (const [from, to, unknown] of hours.getOpenIntervals(dayStart, dayEnd)) {
    if (unknown) unsure = true;
    else open.push([minuteOf(from, dayStart), minuteOf(to, dayStart)]);
  }
  return unsure ? { open, unsure: true } : { open };
}

const sameDay = (a: DayHours | undefined, b: DayHours) => JSON.stringify(a?.open) === JSON.stringify(b.open) && Boolean(a?.unsure) === Boolean(b.unsure);

/** Every day of `years` for one place: its usual week (the commonest hours of each weekday) and the days that differ. */
export function placeHoursEntry(place: Pick<Place, 'openingHours' | 'holidays' | 'city'>, years: readonly number[] = TABLE_YEARS): PlaceHoursEntry {
  if (place.openingHours === null) return { week: null, days: {} };
  const holidays = holidayDays(place, years);
  const hours = new OpeningHours(expandHolidays(place.openingHours, holidays), MASSACHUSETTS, 0);
  const all: { key: string; weekday: number; hours: DayHours }[] = [];
  for (let day = new Date(years[0]!, 0, 1); day.getFullYear() <= years.at(-1)!; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
    all.push({ key: dayKey(day), weekday: day.getDay(), hours: dayHours(hours, day) });
  }
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const counts = new Map<string, { hours: DayHours; count: number }>();
    for (const day of all.filter((one) => one.weekday === weekday && !holidays.has(one.key))) {
      const key = JSON.stringify(day.hours);
      counts.set(key, { hours: day.hours, count: (counts.get(key)?.count ?? 0) + 1 });
    }
    return [...counts.values()].sort((a, b) => b.count - a.count)[0]!.hours;
  });
  const days: Record<string, DayHours> = {};
  for (const day of all) {
    const holiday = holidays.get(day.key);
    if (sameDay(week[day.weekday], day.hours)) continue;
    days[day.key] = { ...day.hours, why: holiday ? holiday.id : 'season' };
  }
  return { week, days };
}

export function buildPlaceHoursTable(places: readonly Pick<Place, 'id' | 'openingHours' | 'holidays' | 'city'>[], years: readonly number[] = TABLE_YEARS): PlaceHoursTable {
  // The libraries read wall clocks in this process's time zone; one without summer time keeps every day 24 hours long.
  if (new Date(2026, 0, 1).getTimezoneOffset() !== new Date(2026, 6, 1).getTimezoneOffset()) throw new Error('Build the hours table with TZ=UTC');
  return {
    from: `${years[0]}-01-01`,
    to: `${years.at(-1)}-12-31`,
    places: Object.fromEntries(places.map((place) => [place.id, placeHoursEntry(place, years)])),
  };
}

/**
 * The days Massachusetts state offices keep as legal holidays (G.L. c. 4, § 7, as holiday-calendar.ts
 * writes it), with each holiday's id: what "the next working day" skips (the pack's reminder).
 */
export function stateHolidayDates(years: readonly number[] = TABLE_YEARS): Record<string, string> {
  // A city outside Suffolk County: the statewide days only, without Boston's two "may be closed" days.
  const days = holidayDays({ holidays: 'massachusetts', city: 'worcester' }, years);
  const dated: [string, string][] = [...days].map(([date, day]) => [date, day.id]);
  return Object.fromEntries(dated.sort(([a], [b]) => a.localeCompare(b)));
}

/** The state holidays as the small module the app imports (the pack screen reads it; the hours table is far bigger). */
export function stateHolidaysModule(dates: Record<string, string>): string {
  return [
    '// Generated by `npm run content:hours` from holiday-calendar.ts: do not edit.',
    "// Massachusetts legal holidays (G.L. c. 4, § 7): the days state offices are closed, with each holiday's id.",
    'export const MASSACHUSETTS_HOLIDAYS: Readonly<Record<string, string>> = {',
    ...Object.entries(dates).map(([date, id]) => `  '${date}': '${id}',`),
    '};',
    '',
  ].join('\n');
}

/** The table as the TypeScript module the app imports (one place a line, so a change reads well in a diff). */
export function placeHoursModule(table: PlaceHoursTable): string {
  const lines = Object.entries(table.places).map(([id, entry]) => `    ${JSON.stringify(id)}: ${JSON.stringify(entry)},`);
  return [
    "// Generated by `npm run content:hours` from the places' opening hours and holiday-calendar.ts: do not edit.",
    "import type { PlaceHoursTable } from './place-hours-types';",
    '',
    'export const PLACE_HOURS_TABLE: PlaceHoursTable = {',
    `  from: '${table.from}',`,
    `  to: '${table.to}',`,
    '  places: {',
    ...lines,
    '  },',
    '};',
    '',
  ].join('\n');
}
