import { describe, expect, it } from 'vitest';
import { entryInstant, validateCalendarEntry } from './calendar-entry';

const now = new Date(2026, 10, 22, 12, 0); // 22 Nov 2026, noon, local time
const valid = { title: 'RMV road test', date: '2026-11-23', time: '10:30', notes: '' };

describe('entryInstant', () => {
  it('reads the date and time as the phone’s local time', () => {
    expect(entryInstant('2026-11-23', '10:30')?.getTime()).toBe(new Date(2026, 10, 23, 10, 30).getTime());
  });
  it('uses 9:00 when no time is given', () => {
    expect(entryInstant('2026-11-23', '')?.getTime()).toBe(new Date(2026, 10, 23, 9, 0).getTime());
  });
  it('refuses what is not a date', () => {
    expect(entryInstant('', '10:00')).toBeNull();
    expect(entryInstant('23/11/2026', '')).toBeNull();
    expect(entryInstant('2026-13-45', '')).toBeNull();
    expect(entryInstant('2026-11-23', '25h')).toBeNull();
  });
});

describe('validateCalendarEntry', () => {
  it('accepts a titled appointment from now on', () => {
    expect(validateCalendarEntry(valid, now)).toEqual({});
    expect(validateCalendarEntry({ ...valid, date: '2026-11-22', time: '12:00' }, now)).toEqual({});
  });
  it('needs a title of at most 200 characters', () => {
    expect(validateCalendarEntry({ ...valid, title: '   ' }, now)).toEqual({ title: 'titleRequired' });
    expect(validateCalendarEntry({ ...valid, title: 'x'.repeat(201) }, now)).toEqual({ title: 'titleTooLong' });
  });
  it('needs a date that has not passed', () => {
    expect(validateCalendarEntry({ ...valid, date: '' }, now)).toEqual({ date: 'dateRequired' });
    expect(validateCalendarEntry({ ...valid, date: '2026-11-22', time: '08:00' }, now)).toEqual({ date: 'datePassed' });
  });
  it('limits notes to 2,000 characters', () => {
    expect(validateCalendarEntry({ ...valid, notes: 'n'.repeat(2001) }, now)).toEqual({ notes: 'notesTooLong' });
  });
});
