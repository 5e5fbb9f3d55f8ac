// The reminder mail's text on its own: languages, the Massachusetts time zone, the link and the
// Message-ID, and that what a person typed never reaches the headers and reaches the body only as
// plain lines (the subject is fixed; control and bidirectional characters are removed).
import { describe, expect, it } from 'vitest';
import { calendarLink, formatEventDate, plainLine, plainLines, reminderMail, reminderMessageId, type DueReminder } from './reminder-mail';

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
    expect(formatEventDate(date, 'zh')).toContain('2026年7月14日星期二');
  });

  it('keeps the title out of the subject, fixed per language, and falls back to English for an unknown language', () => {
    const mail = reminderMail({ ...event, preferred_language: 'fr' }, 'https://pali.example/');
    expect(mail.subject).toBe('Reminder from your Pali calendar');
    expect(reminderMail({ ...event, preferred_language: 'es' }, 'https://pali.example').subject).toBe('Recordatorio de su calendario de Pali');
    expect(reminderMail({ ...event, preferred_language: 'cn' }, 'https://pali.example').subject).toBe('来自您的 Pali 日历的提醒');
    expect(mail.text).toContain('What: Road test Bcc: someone@example.org\n');
    expect(mail.text).not.toMatch(/\r/);
    expect(mail.text).toContain('https://pali.example/profile?tab=calendar');
  });

  it('removes control characters and bidirectional overrides from what the person typed', () => {
    expect(plainLine('Pay \u202Egnp.exe\u202C now\u0007\u0000\u0085!')).toBe('Pay gnp.exe now !');
    expect(plainLines('Line one\r\n\r\n\r\n\r\nLine\ttwo\u001B[31m\u2028end\u200F')).toBe('Line one\n\nLine two[31m\nend');
    const mail = reminderMail({ ...event, title: '\u202EReply\u0000 now', description: 'Bring\u0007 the letter.\r\nAnd ID.' }, 'https://pali.example');
    expect(mail.text).toContain('What: Reply now\n');
    expect(mail.text).toContain('Bring the letter.\nAnd ID.');
    // No control character but the line breaks, and no bidirectional override.
    expect(mail.text.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u);
  });

  it('names the message after the event, so a resend is the same message', () => {
    expect(reminderMessageId(event.event_id, 'https://pali.example')).toBe(`<reminder-${event.event_id}@pali.example>`);
    expect(reminderMail(event, 'https://pali.example').messageId).toBe(reminderMail(event, 'https://pali.example').messageId);
    expect(calendarLink('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/profile?tab=calendar');
  });
});
