// The reminder mail's text on its own: languages, the Massachusetts time zone, the link and the
// Message-ID, and that what a person typed cannot break the mail's headers.
import { describe, expect, it } from 'vitest';
import { calendarLink, formatEventDate, languageOf, reminderMail, reminderMessageId, type DueReminder } from './reminder-mail';

const event: DueReminder = {
  event_id: '6f1c2b9e-0d7a-4a53-9a0e-1f2b3c4d5e6f',
  title: 'Road test\r\nBcc: someone@example.org',
  description: null,
  // 18:30 UTC on a July day is 2:30 PM in Boston (EDT, UTC-4).
  event_date: '2026-07-14T18:30:00Z',
  event_type: 'appointment',
  email: 'ana@example.org',
  preferred_language: 'en',
};

describe('reminder mail', () => {
  it('formats the date in Massachusetts time for each language', () => {
    const date = new Date(event.event_date);
    expect(formatEventDate(date, 'en')).toMatch(/^Tuesday, July 14, 2026 at 2:30\sPM EDT$/);
    expect(formatEventDate(date, 'es')).toContain('martes, 14 de julio de 2026');
    expect(formatEventDate(date, 'es')).toContain('2:30');
    expect(formatEventDate(date, 'cn')).toContain('2026年7月14日星期二');
  });

  it('keeps the title on one line and falls back to English for an unknown language', () => {
    const mail = reminderMail({ ...event, preferred_language: 'fr' }, 'https://pali.example/');
    expect(mail.subject).toBe('Reminder: Road test Bcc: someone@example.org');
    expect(languageOf('fr')).toBe('en');
    expect(mail.text).not.toMatch(/\r/);
    expect(mail.text).toContain('https://pali.example/profile?tab=calendar');
  });

  it('names the message after the event, so a resend is the same message', () => {
    expect(reminderMessageId(event.event_id, 'https://pali.example')).toBe(`<reminder-${event.event_id}@pali.example>`);
    expect(reminderMail(event, 'https://pali.example').messageId).toBe(reminderMail(event, 'https://pali.example').messageId);
    expect(calendarLink('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/profile?tab=calendar');
  });
});
