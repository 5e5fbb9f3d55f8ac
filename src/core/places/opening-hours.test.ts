import { describe, expect, it } from 'vitest';
import type { DayHours, PlaceHours } from '../../content/places/place-hours-types';
import { dayAfter, hoursOnDay, openStatus, wallClock, weekAhead } from './opening-hours';

const CLOSED: DayHours = { open: [] };
const NINE_TO_FIVE: DayHours = { open: [[540, 1020]] };
const LUNCH_BREAK: DayHours = {
  open: [
    [540, 720],
    [780, 1140],
  ],
};
const ALL_DAY: DayHours = { open: [[0, 1440]] };

/** Sunday first. A Wednesday with a lunch break; Friday night open until 1 AM (split at midnight by the build). */
const office: PlaceHours = {
  from: '2026-01-01',
  to: '2027-12-31',
  week: [CLOSED, NINE_TO_FIVE, NINE_TO_FIVE, LUNCH_BREAK, NINE_TO_FIVE, { open: [[1080, 1440]] }, { open: [[0, 60]] }],
  days: {
    '2026-11-26': { open: [], why: 'thanksgiving' },
    '2026-03-17': { open: [], unsure: true, why: 'evacuation-day' },
    '2026-07-06': { open: [], why: 'season' },
  },
};
const emergencyRoom: PlaceHours = { from: '2026-01-01', to: '2027-12-31', week: [ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY], days: {} };

/** An instant given as Boston wall-clock time (EST −05:00 in winter, EDT −04:00 in summer). */
const boston = (isoWithOffset: string) => new Date(isoWithOffset);

describe('openStatus, in Boston time whatever the phone says', () => {
  it('is open from opening (inclusive) to closing (exclusive), and says when it closes', () => {
    expect(openStatus(office, boston('2026-11-23T08:59:00-05:00'))).toEqual({
      state: 'closed',
      why: 'before-hours',
      opens: { date: '2026-11-23', day: 1, daysAhead: 0, minute: 540 },
    });
    expect(openStatus(office, boston('2026-11-23T09:00:00-05:00'))).toEqual({ state: 'open', allDay: false, closes: { minute: 1020, nextDay: false } });
    expect(openStatus(office, boston('2026-11-23T16:59:00-05:00'))).toMatchObject({ state: 'open' });
    expect(openStatus(office, boston('2026-11-23T17:00:00-05:00'))).toMatchObject({
      state: 'closed',
      why: 'after-hours',
      opens: { date: '2026-11-24', daysAhead: 1, minute: 540 },
    });
  });

  it('is closed over a lunch break (opening again today) and on closed days (opening on the next open day)', () => {
    expect(openStatus(office, boston('2026-11-25T12:30:00-05:00'))).toMatchObject({ state: 'closed', why: 'before-hours', opens: { daysAhead: 0, minute: 780 } });
    expect(openStatus(office, boston('2026-11-25T18:30:00-05:00'))).toMatchObject({ state: 'open', closes: { minute: 1140 } });
    expect(openStatus(office, boston('2026-11-29T11:00:00-05:00'))).toMatchObject({ state: 'closed', why: 'closed-day', opens: { date: '2026-11-30', day: 1 } });
  });

  it('names the holiday a place closes for, and opens the day after', () => {
    expect(openStatus(office, boston('2026-11-26T10:00:00-05:00'))).toEqual({
      state: 'closed',
      why: 'holiday',
      holiday: 'thanksgiving',
      opens: { date: '2026-11-27', day: 5, daysAhead: 1, minute: 1080 },
    });
  });

  it('says a season closed the place, and that a day offices keep differently is uncertain', () => {
    expect(openStatus(office, boston('2026-07-06T10:00:00-04:00'))).toMatchObject({ state: 'closed', why: 'season' });
    expect(openStatus(office, boston('2026-03-17T10:00:00-04:00'))).toEqual({ state: 'unsure', holiday: 'evacuation-day' });
  });

  it('keeps a place that closes after midnight open into the next morning, and says it closes tomorrow', () => {
    expect(openStatus(office, boston('2026-11-27T23:30:00-05:00'))).toEqual({ state: 'open', allDay: false, closes: { minute: 60, nextDay: true } });
    expect(openStatus(office, boston('2026-11-28T00:30:00-05:00'))).toEqual({ state: 'open', allDay: false, closes: { minute: 60, nextDay: false } });
    expect(openStatus(office, boston('2026-11-28T01:00:00-05:00'))).toMatchObject({ state: 'closed' });
  });

  it('keeps a 24-hour place open at one minute before midnight and at midnight', () => {
    expect(openStatus(emergencyRoom, boston('2026-11-26T23:59:00-05:00'))).toEqual({ state: 'open', allDay: true, closes: null });
    expect(openStatus(emergencyRoom, boston('2026-11-27T00:00:00-05:00'))).toEqual({ state: 'open', allDay: true, closes: null });
  });

  it('uses the place’s clock: 10 PM in Boston is 3 AM UTC the next day', () => {
    expect(openStatus(office, new Date('2026-11-24T03:00:00Z'))).toMatchObject({ state: 'closed' });
    expect(openStatus(office, new Date('2026-11-23T14:30:00Z'))).toMatchObject({ state: 'open' });
  });

  it('follows daylight saving time on the days clocks change', () => {
    // 8 March 2026: clocks go forward at 2 AM; 9:30 AM EDT is 13:30 UTC on Monday 9 March.
    expect(openStatus(office, new Date('2026-03-09T13:30:00Z'))).toMatchObject({ state: 'open' });
    expect(openStatus(office, new Date('2026-03-09T12:30:00Z'))).toMatchObject({ state: 'closed' });
    // 1 November 2026: clocks go back; Monday 2 November 9:30 AM EST is 14:30 UTC.
    expect(openStatus(office, new Date('2026-11-02T14:30:00Z'))).toMatchObject({ state: 'open' });
    expect(openStatus(office, new Date('2026-11-02T13:30:00Z'))).toMatchObject({ state: 'closed' });
  });

  it('does not guess: no published hours, or a day past the table, is unknown', () => {
    expect(openStatus({ ...office, week: null }, boston('2026-11-23T10:00:00-05:00'))).toEqual({ state: 'unknown' });
    expect(openStatus(undefined, boston('2026-11-23T10:00:00-05:00'))).toEqual({ state: 'unknown' });
    expect(openStatus(office, boston('2028-01-03T10:00:00-05:00'))).toEqual({ state: 'unknown' });
    // On the table's last day it still knows today, but not when it opens after the table ends.
    expect(openStatus(office, boston('2027-12-31T20:00:00-05:00'))).toEqual({ state: 'open', allDay: false, closes: { minute: 0, nextDay: true } });
  });
});

describe('the days', () => {
  it('gives the weekday, date and minute on the place’s clock', () => {
    expect(wallClock(new Date('2026-11-23T03:15:00Z'))).toEqual({ date: '2026-11-22', day: 0, minute: 22 * 60 + 15 });
  });

  it('counts days across months and years', () => {
    expect(dayAfter('2026-12-31', 1)).toEqual({ date: '2027-01-01', day: 5 });
    expect(dayAfter('2028-02-28', 1)).toEqual({ date: '2028-02-29', day: 2 });
  });

  it('reads a day from the table: its own entry first, else the usual week', () => {
    expect(hoursOnDay(office, '2026-11-26', 4)).toEqual({ open: [], why: 'thanksgiving' });
    expect(hoursOnDay(office, '2026-11-19', 4)).toEqual(NINE_TO_FIVE);
    expect(hoursOnDay(office, '2025-12-31', 3)).toBeNull();
  });

  it('lists the next seven days from today', () => {
    expect(weekAhead(office, boston('2026-11-23T10:00:00-05:00')).map(({ date, hours }) => [date, hours?.why ?? null])).toEqual([
      ['2026-11-23', null],
      ['2026-11-24', null],
      ['2026-11-25', null],
      ['2026-11-26', 'thanksgiving'],
      ['2026-11-27', null],
      ['2026-11-28', null],
      ['2026-11-29', null],
    ]);
  });
});
