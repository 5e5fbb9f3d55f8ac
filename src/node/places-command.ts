// `npm run pali -- places [--city C] [--category K] [--at ISO-TIME] [--json]`: the city guide's
// places as the app shows them, each with its open state at that time and why (a holiday, a
// season, a closed day, hours nobody confirmed), its hours as written, and where each fact comes
// from and when it was checked. It reads the same day table and readers as the phone.
import { parseArgs } from 'node:util';
import { PLACES } from '../content/places';
import { HOLIDAY_SOURCES, HOLIDAYS } from '../content/places/holiday-calendar';
import { CITY_IDS, PLACE_CATEGORIES } from '../content/places/place-constants';
import { placeHoursOf } from '../content/places/place-hours-types';
import { PLACE_HOURS_TABLE } from '../content/places/place-hours-table';
import type { Place } from '../content/places/place-types';
import { holidayName, hoursFormatter, timeOfDay, weekdayNames } from '../core/places/format-hours';
import { openStatus, wallClock, weekAhead, type OpenStatus } from '../core/places/opening-hours';
import { UsageError, wallTimeInBoston, type Io } from './cli-args';

export const PLACES_USAGE = `  places          List the city guide's places and whether each is open.
    --city C              only one city: ${CITY_IDS.join(', ')}
    --category K          only one kind: ${PLACE_CATEGORIES.join(', ')}
    --at ISO-TIME         the moment to read (default: now): 2026-07-05T14:00 is Boston's wall clock;
                          with an offset (Z, -04:00) it is that instant
    --json                print the places as JSON
`;

/** --at: Boston wall-clock time when written without an offset, else the instant written. */
export function readMoment(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!match) throw new UsageError(`--at must be a date and time as YYYY-MM-DDTHH:MM (Boston time) or with an offset, not "${text}"`);
  const [, year, month, day, hour = '12', minute = '00', , offset] = match;
  if (offset) {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) throw new UsageError(`--at: there is no moment ${text}`);
    return instant;
  }
  const instant = wallTimeInBoston(Number(year), Number(month), Number(day), Number(hour), Number(minute));
  if (!instant) throw new UsageError(`--at: there is no moment ${text}`);
  return instant;
}

const at = timeOfDay('en-US');
const WEEKDAYS = weekdayNames('en-US');
const dayText = hoursFormatter('en-US', { closed: 'closed', notConfirmed: 'not confirmed', allDay: 'open 24 hours' });

/** The state in words, and why: "closed today: Thanksgiving (a holiday it keeps); opens Friday at 9:00 AM". */
export function statusText(status: OpenStatus): string {
  switch (status.state) {
    case 'unknown':
      return 'hours not confirmed (none published, or past the hours table): call first';
    case 'unsure':
      return status.holiday ? `may be closed today: ${holidayName(status.holiday, 'en')}, a day offices keep differently; call first` : "today's hours not confirmed: call first";
    case 'open':
      if (status.closes === null) return 'open 24 hours';
      return `open; closes at ${at(status.closes.minute)}${status.closes.nextDay ? ' tomorrow' : ''}`;
    case 'closed': {
      const why = {
        holiday: `closed today: ${holidayName(status.holiday, 'en')} (a holiday it keeps)`,
        season: 'closed today (seasonal hours)',
        'closed-day': 'closed (not open on this day of the week)',
        'before-hours': 'closed (not open yet today)',
        'after-hours': 'closed (closed for the day)',
      }[status.why];
      const opens = status.opens
        ? `; opens ${status.opens.daysAhead === 0 ? 'today' : status.opens.daysAhead === 1 ? 'tomorrow' : WEEKDAYS[status.opens.day]} at ${at(status.opens.minute)}`
        : '';
      return why + opens;
    }
  }
}

const checkedText = (checked: string | null | undefined) => (checked ? `checked ${checked}` : 'not confirmed yet');

function placeRecord(place: Place, instant: Date) {
  const hours = placeHoursOf(PLACE_HOURS_TABLE, place.id);
  const status = openStatus(hours, instant);
  const [today] = weekAhead(hours, instant);
  const holiday = status.state === 'unsure' || status.state === 'closed' ? status.holiday : undefined;
  const suffolkOnly = HOLIDAYS.find((one) => one.id === holiday)?.calendars.every((calendar) => calendar === 'suffolk');
  return {
    id: place.id,
    name: place.name,
    category: place.category,
    city: place.city,
    address: place.address,
    phone: place.phone ?? null,
    status,
    statusText: `${statusText(status)}${place.hoursChecked === null && (status.state === 'open' || status.state === 'closed') ? ' (hours not confirmed against an official page)' : ''}`,
    /** The page that says the day is a holiday for this place. */
    holidaySource: holiday && place.holidays ? HOLIDAY_SOURCES[suffolkOnly ? 'suffolk' : place.holidays] : null,
    today: hours?.week ? dayText(today!.hours) : 'hours not published',
    openingHours: place.openingHours,
    holidays: place.holidays ? { calendar: place.holidays, source: HOLIDAY_SOURCES[place.holidays] } : null,
    hoursSource: place.hoursSource ?? place.source,
    hoursChecked: place.hoursChecked,
    source: place.source,
    lastVerified: place.lastVerified,
  };
}

export async function places(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { city: { type: 'string' }, category: { type: 'string' }, at: { type: 'string' }, json: { type: 'boolean', default: false } },
  });
  if (positionals.length) throw new UsageError(`places takes no words, only options (not "${positionals.join(' ')}")`);
  if (values.city !== undefined && !(CITY_IDS as readonly string[]).includes(values.city)) throw new UsageError(`--city must be one of ${CITY_IDS.join(', ')}`);
  if (values.category !== undefined && !(PLACE_CATEGORIES as readonly string[]).includes(values.category))
    throw new UsageError(`--category must be one of ${PLACE_CATEGORIES.join(', ')}`);
  const instant = values.at ? readMoment(values.at) : new Date();
  const chosen = PLACES.filter((place) => (!values.city || place.city === values.city) && (!values.category || place.category === values.category));
  const records = chosen.map((place) => placeRecord(place, instant));
  if (values.json) {
    io.out(JSON.stringify({ at: instant.toISOString(), places: records }, null, 2));
    return 0;
  }
  const clock = wallClock(instant);
  io.out(`${records.length} places at ${WEEKDAYS[clock.day]} ${clock.date} ${at(clock.minute)} in Boston\n`);
  for (const record of records) {
    io.out(
      [
        `${record.name}  [${record.category}, ${record.city}]`,
        `  Now: ${record.statusText}${record.holidaySource ? ` (${record.holidaySource})` : ''}`,
        `  Today: ${record.today}`,
        `  Hours: ${record.openingHours ?? 'not published'}${record.holidays ? ` (PH: ${record.holidays.calendar} holidays, ${record.holidays.source})` : ''}; ${checkedText(record.hoursChecked)} against ${record.hoursSource}`,
        `  Details: ${record.address}${record.phone ? `, ${record.phone}` : ''}; ${checkedText(record.lastVerified)} against ${record.source}`,
        '',
      ].join('\n'),
    );
  }
  return 0;
}
