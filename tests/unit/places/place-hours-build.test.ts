// The day table of opening hours: the committed one is what the build would write today, and the
// build reads holidays the way Massachusetts and the federal government keep them.
import { describe, expect, it } from 'vitest';
import { PLACES } from '../../../src/content/places';
import { PLACE_HOURS_TABLE } from '../../../src/content/places/place-hours-table';
import { MASSACHUSETTS_HOLIDAYS } from '../../../src/content/places/state-holidays';
import { buildPlaceHoursTable, expandHolidays, holidayDays, placeHoursEntry, stateHolidayDates } from '../../../src/node/place-hours-build';

// The libraries read this process's wall clock; a zone without summer time keeps every day whole.
process.env.TZ = 'UTC';

const dates = (days: Map<string, { id: string; mayClose: boolean }>, id: string) => [...days].filter(([, day]) => day.id === id).map(([date]) => date);

describe('the hours table', () => {
  it('is what `npm run content:hours` writes from the places (run it after changing hours)', () => {
    expect(buildPlaceHoursTable(PLACES)).toEqual(PLACE_HOURS_TABLE);
  });

  it('comes with the state holidays `npm run content:hours` writes, statewide only (no Suffolk County days)', () => {
    expect(stateHolidayDates()).toEqual(MASSACHUSETTS_HOLIDAYS);
    expect(MASSACHUSETTS_HOLIDAYS['2026-11-26']).toBe('thanksgiving');
    // Independence Day 2027 is a Sunday: kept on Monday the 5th.
    expect(MASSACHUSETTS_HOLIDAYS['2027-07-05']).toBe('independence-day');
    expect(Object.values(MASSACHUSETTS_HOLIDAYS)).not.toContain('evacuation-day');
  });
});

describe('holidays', () => {
  it('keeps a Massachusetts holiday on a Sunday on the Monday, and one on a Saturday on the Saturday', () => {
    const state = holidayDays({ holidays: 'massachusetts', city: 'worcester' }, [2026, 2027]);
    expect(dates(state, 'independence-day')).toEqual(['2026-07-04', '2027-07-05']);
    expect(dates(state, 'patriots-day')).toEqual(['2026-04-20', '2027-04-19']);
    expect(dates(state, 'thanksgiving')).toEqual(['2026-11-26', '2027-11-25']);
    expect(dates(state, 'evacuation-day')).toEqual([]);
  });

  it('moves a federal holiday on a Saturday to the Friday, and keeps no Patriots’ Day', () => {
    const federal = holidayDays({ holidays: 'federal', city: 'lynn' }, [2026, 2027]);
    expect(dates(federal, 'independence-day')).toEqual(['2026-07-03', '2027-07-05']);
    expect(dates(federal, 'christmas')).toEqual(['2026-12-25', '2027-12-24']);
    expect(dates(federal, 'patriots-day')).toEqual([]);
  });

  it('adds Suffolk County’s two days in Boston as "may be closed", but not for the courts or outside Boston', () => {
    const boston = holidayDays({ holidays: 'massachusetts', city: 'boston' }, [2027]);
    expect(boston.get('2027-03-17')).toEqual({ id: 'evacuation-day', mayClose: true });
    expect(boston.get('2027-06-17')).toEqual({ id: 'bunker-hill-day', mayClose: true });
    expect(holidayDays({ holidays: 'massachusetts-courts', city: 'boston' }, [2027]).has('2027-03-17')).toBe(false);
    expect(holidayDays({ holidays: 'massachusetts', city: 'cambridge' }, [2027]).has('2027-03-17')).toBe(false);
  });
});

describe('reading the hours', () => {
  it('spells PH out as the place’s holidays, and refuses PH inside another rule or without a calendar', () => {
    const days = new Map([
      ['2026-11-26', { id: 'thanksgiving', mayClose: false }],
      ['2027-03-17', { id: 'evacuation-day', mayClose: true }],
    ]);
    expect(expandHolidays('Mo-Fr 09:00-17:00; PH off', days)).toBe('Mo-Fr 09:00-17:00; 2026 Nov 26 off; 2027 Mar 17 unknown "call first"');
    expect(() => expandHolidays('Mo-Fr,PH 09:00-17:00', days)).toThrow(/rule of its own/);
    expect(() => expandHolidays('Mo-Fr 09:00-17:00; PH off', new Map())).toThrow(/no holiday calendar/);
  });

  it('keeps the usual week and lists only the days that differ: seasons and holidays', () => {
    const library = placeHoursEntry({ openingHours: 'Mo-Fr 09:00-17:00; Su 13:00-17:00; Jul-Aug Su off; PH off', holidays: 'massachusetts', city: 'cambridge' }, [2026]);
    expect(library.week![0]).toEqual({ open: [[780, 1020]] });
    expect(library.days['2026-07-12']).toEqual({ open: [], why: 'season' });
    expect(library.days['2026-11-26']).toEqual({ open: [], why: 'thanksgiving' });
    expect(library.days['2026-11-27']).toBeUndefined();
  });

  it('splits a night open past midnight at midnight, and writes a 24-hour place as whole days', () => {
    const bar = placeHoursEntry({ openingHours: 'Fr 18:00-01:00', city: 'boston' }, [2026]);
    expect(bar.week![5]).toEqual({ open: [[1080, 1440]] });
    expect(bar.week![6]).toEqual({ open: [[0, 60]] });
    expect(placeHoursEntry({ openingHours: '24/7', city: 'boston' }, [2026]).week).toEqual(Array(7).fill({ open: [[0, 1440]] }));
    expect(placeHoursEntry({ openingHours: null, city: 'boston' }, [2026])).toEqual({ week: null, days: {} });
  });
});
