// The shape of the day table of opening hours (place-hours-table.ts), which the build writes from
// each place's OpenStreetMap hours and holiday calendar, and the phone, the assistant and the
// command line read (src/core/places/place-hours.ts). Kept in content so every runtime has it.

/** Minutes after midnight a place opens and closes on one day; close is at most 1440 (midnight). */
export type OpenRange = readonly [open: number, close: number];

export interface DayHours {
  /** When it is open; [] when closed all day. */
  open: readonly OpenRange[];
  /** The hours that day are not known ('unknown' in the notation, or a day offices keep differently): call first. */
  unsure?: true;
  /** Why the day differs from the usual week: a holiday's id (holiday-calendar.ts), or 'season' (seasonal or one-off hours). */
  why?: string;
}

export interface PlaceHoursEntry {
  /** The usual week, Sunday first; null when the place publishes no hours. */
  week: readonly DayHours[] | null;
  /** Days that differ from the usual week (holidays, seasons, closures), by date 'YYYY-MM-DD'. */
  days: Readonly<Record<string, DayHours>>;
}

export interface PlaceHoursTable {
  /** The first and last day the table covers ('YYYY-MM-DD'); past them, hours are "not confirmed". */
  from: string;
  to: string;
  places: Readonly<Record<string, PlaceHoursEntry>>;
}

/** One place's hours with the days the table covers: what every reader of hours is given. */
export interface PlaceHours extends PlaceHoursEntry {
  from: string;
  to: string;
}

/** The hours of one place from the table; undefined when the table does not know the place. */
export function placeHoursOf(table: PlaceHoursTable, placeId: string): PlaceHours | undefined {
  const entry = table.places[placeId];
  return entry ? { ...entry, from: table.from, to: table.to } : undefined;
}
