import { describe, expect, it } from 'vitest';
import type { Weekday } from '../../content/places/place-types';
import { closesAt, openState, parseDayHours, wallClock } from './opening-hours';

const WEEKDAY_HOURS = '9:00 AM - 5:00 PM';
const office: Record<Weekday, string> = {
  monday: WEEKDAY_HOURS,
  tuesday: WEEKDAY_HOURS,
  wednesday: '9:00 AM - 12:00 PM, 1:00 PM - 7:00 PM',
  thursday: WEEKDAY_HOURS,
  friday: WEEKDAY_HOURS,
  saturday: 'Closed',
  sunday: 'Closed',
};
const lateNight: Record<Weekday, string> = { ...office, friday: '6:00 PM - 1:00 AM', saturday: 'Closed' };

/** An instant given as Boston wall-clock time (EST −05:00 in winter, EDT −04:00 in summer). */
const boston = (isoWithOffset: string) => new Date(isoWithOffset);

describe('parseDayHours', () => {
  it('reads ranges, several ranges and Closed', () => {
    expect(parseDayHours('9:00 AM - 5:00 PM')).toEqual([{ open: 540, close: 1020 }]);
    expect(parseDayHours('9:00 AM - 12:00 PM, 1:00 PM - 7:00 PM')).toEqual([
      { open: 540, close: 720 },
      { open: 780, close: 1140 },
    ]);
    expect(parseDayHours('Closed')).toEqual([]);
    expect(parseDayHours('12:00 AM - 12:30 AM')).toEqual([{ open: 0, close: 30 }]);
  });

  it('refuses text it cannot read, instead of guessing', () => {
    for (const text of ['', 'By appointment', '9 - 5', '13:00 PM - 5:00 PM', '9:00 AM - 5:61 PM', '9:00 AM - 5:00 PM - 6:00 PM', '9:00 - 17:00']) {
      expect(parseDayHours(text), text).toBeNull();
    }
  });
});

describe('openState, in Boston time whatever the phone says', () => {
  it('is open from opening (inclusive) to closing (exclusive)', () => {
    expect(openState(office, boston('2026-11-23T08:59:00-05:00'))).toBe('closed');
    expect(openState(office, boston('2026-11-23T09:00:00-05:00'))).toBe('open');
    expect(openState(office, boston('2026-11-23T16:59:00-05:00'))).toBe('open');
    expect(openState(office, boston('2026-11-23T17:00:00-05:00'))).toBe('closed');
  });

  it('is closed over a lunch break and on Closed days', () => {
    expect(openState(office, boston('2026-11-25T12:30:00-05:00'))).toBe('closed');
    expect(openState(office, boston('2026-11-25T18:30:00-05:00'))).toBe('open');
    expect(openState(office, boston('2026-11-28T11:00:00-05:00'))).toBe('closed');
  });

  it('keeps a place that closes after midnight open into the next morning', () => {
    expect(openState(lateNight, boston('2026-11-27T23:30:00-05:00'))).toBe('open');
    expect(openState(lateNight, boston('2026-11-28T00:30:00-05:00'))).toBe('open');
    expect(openState(lateNight, boston('2026-11-28T01:00:00-05:00'))).toBe('closed');
  });

  it('uses the place’s clock: 10 PM in Boston is 3 AM UTC the next day', () => {
    expect(openState(office, new Date('2026-11-24T03:00:00Z'))).toBe('closed');
    expect(openState(office, new Date('2026-11-23T14:30:00Z'))).toBe('open');
  });

  it('follows daylight saving time on the days clocks change', () => {
    // 8 March 2026: clocks go forward at 2 AM; 9:30 AM EDT is 13:30 UTC on Monday 9 March.
    expect(openState(office, new Date('2026-03-09T13:30:00Z'))).toBe('open');
    expect(openState(office, new Date('2026-03-09T12:30:00Z'))).toBe('closed');
    // 1 November 2026: clocks go back; Monday 2 November 9:30 AM EST is 14:30 UTC.
    expect(openState(office, new Date('2026-11-02T14:30:00Z'))).toBe('open');
    expect(openState(office, new Date('2026-11-02T13:30:00Z'))).toBe('closed');
  });

  it('says unknown when today’s hours cannot be read', () => {
    expect(openState({ ...office, monday: 'Call ahead' }, boston('2026-11-23T10:00:00-05:00'))).toBe('unknown');
    expect(openState({}, boston('2026-11-23T10:00:00-05:00'))).toBe('unknown');
  });
});

describe('wallClock', () => {
  it('gives weekday and minute on the place’s clock', () => {
    expect(wallClock(new Date('2026-11-23T03:15:00Z'))).toEqual({ day: 0, minute: 22 * 60 + 15 });
  });
});

describe('closesAt', () => {
  const week = { monday: '9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM', tuesday: 'Closed', friday: '6:00 PM - 1:00 AM', saturday: 'Closed' };
  // Monday 23 November 2026 and Saturday 28 November, in Boston (EST, UTC-5).
  const boston = (iso: string) => new Date(`${iso}-05:00`);

  it('gives the end of the range open now, or null when closed', () => {
    expect(closesAt(week, boston('2026-11-23T10:00:00'))).toBe(12 * 60);
    expect(closesAt(week, boston('2026-11-23T14:30:00'))).toBe(17 * 60);
    expect(closesAt(week, boston('2026-11-23T12:30:00'))).toBeNull();
    expect(closesAt(week, boston('2026-11-24T10:00:00'))).toBeNull();
  });

  it('gives the small hours for a range past midnight, on either side of it', () => {
    expect(closesAt(week, boston('2026-11-27T23:00:00'))).toBe(60);
    expect(closesAt(week, boston('2026-11-28T00:30:00'))).toBe(60);
    expect(closesAt(week, boston('2026-11-28T01:00:00'))).toBeNull();
  });
});
