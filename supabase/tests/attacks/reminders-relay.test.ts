// Attack: reminder mail as a spam relay. Before the fix an account (confirmed at
// once) could add any number of calendar events, each with any title, and every one became a
// mail whose Subject was that title. Now: the subject is fixed per language and the title appears
// only in the plain-text body, cleaned of control characters; only owners whose address is
// confirmed get reminders; one person gets at most `reminder_mails_per_person` a day, and an event
// over that cap is skipped and marked, never mailed, even by later runs; a failed mail gives its
// place back. Calendar events themselves are capped by the row quota (quota-rows.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { SERVER_DATABASES, startTestServer, type TestServer } from '../support/test-server';

const HOUR = 60 * 60 * 1000;
const SPAM = 'WIN $1000 NOW\r\nBcc: victim@example.net\r\n\r\n<a href="https://spam.example">click</a>\u202E';

describe.each(SERVER_DATABASES)('reminder relay on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ database, env: { SMTP_URL: smtp.url, SITE_URL: 'https://pali.example', MAIL_FROM: 'Pali <reminders@pali.example>' } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await server.backend.db.query('delete from public.calendar_events');
    await server.backend.db.query('delete from public.abuse_counters');
    smtp.mails.length = 0;
  });

  const perDay = async () =>
    (await server.backend.db.query<{ max_count: number }>("select max_count from public.abuse_limits where name = 'reminder_mails_per_person'")).rows[0]!.max_count;

  /** Adds events due within the next day through the API, as an attacker's script would. */
  async function addEvents(person: Awaited<ReturnType<TestServer['person']>>, count: number, title = SPAM) {
    const rows = Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      title,
      event_date: new Date(Date.now() + HOUR + index * 60_000).toISOString(),
      event_type: 'appointment',
    }));
    const { error } = await person.client.from('calendar_events').insert(rows);
    expect(error).toBeNull();
    return rows.map((row) => row.id);
  }

  async function run() {
    const { data, error } = await server.service().functions.invoke('send-reminders', { body: {} });
    if (error) throw error;
    return data as { sent: number; failed: number };
  }

  const states = async (userId: string) =>
    (
      await server.backend.db.query<{ sent: boolean; skipped: boolean }>(
        'select reminder_sent_at is not null as sent, reminder_skipped_at is not null as skipped from public.calendar_events where user_id = $1',
        [userId],
      )
    ).rows;

  it('keeps the title out of the subject and sends it only as plain text in the body', async () => {
    const ana = await server.person();
    await addEvents(ana, 1);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.subject).toBe('Recordatorio de su calendario de Pali');
    expect(mail!.bcc).toBeUndefined();
    expect(mail!.headers.has('bcc')).toBe(false);
    expect(mail!.html).toBe(false);
    expect(mail!.text).toContain('Qué: WIN $1000 NOW Bcc: victim@example.net <a href="https://spam.example">click</a>\n');
    expect(mail!.text).not.toMatch(/[\u202A-\u202E]/);
  });

  it('mails one person at most the daily cap; the rest are skipped, marked, and never mailed later', async () => {
    const cap = await perDay();
    expect(cap).toBeGreaterThanOrEqual(10);
    const spammer = await server.person();
    const ben = await server.person('Ben');
    await addEvents(spammer, cap + 15);
    await addEvents(ben, 1, 'Clinic visit');

    expect(await run()).toEqual({ sent: cap + 1, failed: 0 });
    await smtp.waitForMails(cap + 1);
    const spammerStates = await states(spammer.id);
    expect(spammerStates.filter((state) => state.sent)).toHaveLength(cap);
    expect(spammerStates.filter((state) => state.skipped)).toHaveLength(15);
    expect(spammerStates.every((state) => state.sent !== state.skipped)).toBe(true);

    // More events the same day get nothing either, and the skipped ones stay skipped.
    await addEvents(spammer, 3);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect((await states(spammer.id)).filter((state) => state.skipped)).toHaveLength(18);
    expect(smtp.mails).toHaveLength(cap + 1);
  });

  it('sends nothing to an address that is not confirmed, and sends once it is', async () => {
    const ana = await server.person();
    await server.backend.db.query('update auth.users set email_confirmed_at = null where id = $1', [ana.id]);
    await addEvents(ana, 2, 'Road test');
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(await states(ana.id)).toEqual([
      { sent: false, skipped: false },
      { sent: false, skipped: false },
    ]);

    await server.backend.db.query('update auth.users set email_confirmed_at = now() where id = $1', [ana.id]);
    expect(await run()).toEqual({ sent: 2, failed: 0 });
  });

  it('gives a failed mail its place in the day back', async () => {
    await server.backend.db.query("update public.abuse_limits set max_count = 1 where name = 'reminder_mails_per_person'");
    try {
      const ana = await server.person();
      await addEvents(ana, 1, 'Road test');
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await smtp.stop();
      try {
        expect(await run()).toEqual({ sent: 0, failed: 1 });
      } finally {
        await smtp.start();
      }
      expect(await run()).toEqual({ sent: 1, failed: 0 });
      expect(await states(ana.id)).toEqual([{ sent: true, skipped: false }]);
    } finally {
      await server.backend.db.query("update public.abuse_limits set max_count = 20 where name = 'reminder_mails_per_person'");
    }
  });

  it('lets nobody but the service role read or change the limits and counters', async () => {
    const ana = await server.person();
    for (const client of [server.anon(), ana.client]) {
      for (const table of ['abuse_limits', 'abuse_counters']) {
        expect((await client.from(table).select('*')).error).toMatchObject({ code: '42501' });
        expect((await client.from(table).update({ max_count: 1_000_000 }).neq('name', '')).error).not.toBeNull();
      }
      for (const fn of ['take_abuse_allowance', 'give_back_abuse_allowance']) {
        expect((await client.rpc(fn, { bucket_name: 'x', limit_name: 'help_requests_per_address' })).error).toMatchObject({ code: '42501' });
      }
    }
  });
});
