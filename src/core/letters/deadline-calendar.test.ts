import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, icsFile } from './deadline-calendar';

const event = { title: 'Letter deadline: RMV', details: 'Renew your license.\nBring: proof of address', date: '2026-12-31' };

describe('deadline calendar', () => {
  it('links to Google Calendar with an all-day event ending the next day', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Letter deadline: RMV');
    expect(url.searchParams.get('details')).toBe(event.details);
    expect(url.searchParams.get('dates')).toBe('20261231/20270101');
  });

  it('writes an iCalendar file with the all-day event and a reminder the day before', () => {
    const text = icsFile(event, 'letter-1@pali');
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).toContain('UID:letter-1@pali');
    expect(text).toContain('SUMMARY:Letter deadline: RMV');
    expect(text).toMatch(/DTSTART;VALUE=DATE:20261231/);
    expect(text).toMatch(/DTEND;VALUE=DATE:20270101/);
    expect(text).toContain('BEGIN:VALARM');
    expect(text).toContain('TRIGGER:-P1D');
  });
});
