// send-reminders end to end: the real local server (PGlite and, with TEST_DATABASE_URL,
// PostgreSQL), the unmodified supabase-js client, and a real SMTP server on loopback whose mail is
// read back with mailparser. Checks: once per event even with runs side by side, only events of the
// next 24 hours, a claimed-then-crashed run retried after its lease, a mail server outage retried,
// each language, and only the service role may run it.
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromStoredLanguage } from '../../src/core/language';
import { formatEventDate } from '../functions/send-reminders/reminder-mail';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { SERVER_DATABASES, startTestServer, type TestServer } from './support/test-server';

const SITE = 'https://pali.example';
const HOUR = 60 * 60 * 1000;

describe.each(SERVER_DATABASES)('send-reminders on %s', (database) => {
  let server: TestServer;
  let smtp: SmtpSink;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ database, env: { SMTP_URL: smtp.url, SITE_URL: SITE, MAIL_FROM: 'Pali <reminders@pali.example>' } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await server.backend.db.query('delete from public.calendar_events');
    smtp.mails.length = 0;
  });

  async function person(language: 'en' | 'es' | 'cn' = 'en') {
    const who = await server.person();
    await server.backend.db.query('update public.profiles set preferred_language = $2 where id = $1', [who.id, language]);
    return who;
  }

  async function addEvent(userId: string, inHours: number, fields: { title?: string; description?: string; type?: string; sent?: boolean } = {}) {
    const id = randomUUID();
    const when = new Date(Date.now() + inHours * HOUR);
    await server.backend.db.query(
      `insert into public.calendar_events (id, user_id, title, description, event_date, event_type, reminder_sent_at)
       values ($1, $2, $3, $4, $5, $6, case when $7 then now() end)`,
      [id, userId, fields.title ?? 'Road test', fields.description ?? null, when.toISOString(), fields.type ?? 'appointment', fields.sent ?? false],
    );
    return { id, when };
  }

  async function run(client = server.service()) {
    const { data, error } = await client.functions.invoke('send-reminders', { body: {} });
    if (error) throw error;
    return data as { sent: number; failed: number };
  }

  async function state(eventId: string) {
    const { rows } = await server.backend.db.query<{ sent: boolean; claimed: boolean }>(
      'select reminder_sent_at is not null as sent, reminder_claimed_at is not null as claimed from public.calendar_events where id = $1',
      [eventId],
    );
    return rows[0]!;
  }

  it('mails each owner in their language, with the date in Massachusetts time and a calendar link, once', async () => {
    const people = { en: await person('en'), es: await person('es'), cn: await person('cn') };
    const events = {
      en: await addEvent(people.en.id, 2, { title: 'Reply to DTA', description: 'Bring the letter.', type: 'letter_deadline' }),
      es: await addEvent(people.es.id, 3, { title: 'Cita en el RMV' }),
      cn: await addEvent(people.cn.id, 4, { title: '诊所预约' }),
    };
    expect(await run()).toEqual({ sent: 3, failed: 0 });
    const mails = await smtp.waitForMails(3);
    const expected = {
      en: { subject: 'Reminder from your Pali calendar', words: ['A deadline from one of your letters', 'What: Reply to DTA', 'Bring the letter.'], weekday: 'en-US' },
      es: { subject: 'Recordatorio de su calendario de Pali', words: ['Tiene una cita', 'Qué: Cita en el RMV', 'Cuándo:'], weekday: 'es-US' },
      cn: { subject: '来自您的 Pali 日历的提醒', words: ['您有一个预约', '事项：诊所预约', '时间：'], weekday: 'zh-CN' },
    };
    for (const language of ['en', 'es', 'cn'] as const) {
      const { id, when } = events[language];
      const mail = mails.find((candidate) => candidate.messageId === `<reminder-${id}@pali.example>`)!;
      expect(mail.to).toMatchObject({ text: `${people[language].id}@example.org` });
      expect(mail.from?.value).toEqual([{ name: 'Pali', address: 'reminders@pali.example' }]);
      expect(mail.subject).toBe(expected[language].subject);
      expect(mail.headers.get('content-language')).toBe({ en: 'en', es: 'es', cn: 'zh-Hans' }[language]);
      for (const words of expected[language].words) expect(mail.text).toContain(words);
      expect(mail.text).toContain(formatEventDate(when, fromStoredLanguage(language)));
      const weekday = new Intl.DateTimeFormat(expected[language].weekday, { weekday: 'long', timeZone: 'America/New_York' }).format(when);
      expect(mail.text).toContain(weekday);
      expect(mail.text).toContain(`${SITE}/profile?tab=calendar`);
      expect(await state(id)).toMatchObject({ sent: true });
    }
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(3);
  });

  it('leaves alone events already past, more than 24 hours away, or already reminded', async () => {
    const { id } = await person();
    await addEvent(id, -1);
    await addEvent(id, 25);
    await addEvent(id, 1, { sent: true });
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(0);
  });

  it('sends each reminder exactly once when runs overlap', async () => {
    // Three people, ten events each: under the daily cap on one person's reminders (attacks/reminders-relay.test.ts).
    const owners = [await person(), await person(), await person()];
    const ids = await Promise.all(Array.from({ length: 30 }, (_, index) => addEvent(owners[index % 3]!.id, 1 + index / 10)));
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(30);
    expect(results.every((result) => result.failed === 0)).toBe(true);
    // Each run returns only after the SMTP server took its mails, so every mail is here by now.
    expect(smtp.mails).toHaveLength(30);
    expect(new Set(smtp.mails.map((mail) => mail.messageId))).toEqual(new Set(ids.map((event) => `<reminder-${event.id}@pali.example>`)));
  });

  it('retries a claim whose run died, once its lease has run out', async () => {
    const { id } = await person();
    const event = await addEvent(id, 5);
    // A run that claimed the event and crashed before sending.
    const claimed = await server.service().rpc('claim_due_reminders', { lease_seconds: 900, batch_size: 50 });
    expect(claimed.error).toBeNull();
    expect((claimed.data as Array<{ event_id: string }>).map((row) => row.event_id)).toEqual([event.id]);
    expect(await run()).toEqual({ sent: 0, failed: 0 });

    await server.backend.db.query("update public.calendar_events set reminder_claimed_at = now() - interval '16 minutes' where id = $1", [event.id]);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(await state(event.id)).toMatchObject({ sent: true });
  });

  it('resends with the same Message-ID when a run died between sending and marking', async () => {
    const { id } = await person();
    const event = await addEvent(id, 5);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    await server.backend.db.query('update public.calendar_events set reminder_sent_at = null, reminder_claimed_at = null where id = $1', [event.id]);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    const mails = await smtp.waitForMails(2);
    expect(mails.map((mail) => mail.messageId)).toEqual([`<reminder-${event.id}@pali.example>`, `<reminder-${event.id}@pali.example>`]);
  });

  it('counts a mail the SMTP server did not take as failed, leaves it unsent and sends it on a later run', async () => {
    const { id } = await person();
    const event = await addEvent(id, 5);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await smtp.stop();
    try {
      expect(await run()).toEqual({ sent: 0, failed: 1 });
      expect(await state(event.id)).toEqual({ sent: false, claimed: false });
    } finally {
      await smtp.start();
    }
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(await smtp.waitForMails(1)).toHaveLength(1);
  });

  it('refuses guests (401) and people (403), and so do the SQL functions behind it', async () => {
    const someone = await person();
    await addEvent(someone.id, 1);
    for (const [client, status] of [
      [server.anon(), 401],
      [someone.client, 403],
    ] as const) {
      const { error } = await client.functions.invoke('send-reminders', { body: {} });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: expect.stringContaining('service role') });
      for (const fn of ['claim_due_reminders', 'mark_reminder_sent', 'release_reminder_claim']) {
        const args = fn === 'claim_due_reminders' ? {} : { event_id: randomUUID() };
        expect((await client.rpc(fn, args)).error).toMatchObject({ code: '42501' });
      }
    }
    expect(smtp.mails).toHaveLength(0);
  });
});
