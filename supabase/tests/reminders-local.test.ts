// send-reminders as `npm start` runs it on one machine: with no SMTP_URL the reminder becomes an
// .eml file under <data dir>/mail, the link points at the server itself when SITE_URL is unset,
// and the server's own schedule (REMINDER_INTERVAL_SECONDS) calls the function once it listens.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { REMINDER_INTERVAL_SECONDS: '1' } });
}, 60_000);
afterAll(() => server.close());

async function dueEvent(title: string): Promise<string> {
  const { id: userId } = await server.person();
  const id = randomUUID();
  await server.backend.db.query("insert into public.calendar_events (id, user_id, title, event_date, event_type) values ($1, $2, $3, now() + interval '2 hours', 'appointment')", [
    id,
    userId,
    title,
  ]);
  return id;
}

const mailDir = () => join(server.dataDir, 'mail');
const emlFiles = () => (existsSync(mailDir()) ? readdirSync(mailDir()).filter((name) => name.endsWith('.eml')) : []);

describe('send-reminders without SMTP_URL', () => {
  it('writes the reminder as an .eml file, linking to the server itself', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const id = await dueEvent('Clinic visit');
    const { data, error } = await server.service().functions.invoke('send-reminders', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 1, failed: 0 });
    const [file] = emlFiles();
    const mail = await simpleParser(readFileSync(join(mailDir(), file!)));
    expect(mail.messageId).toBe(`<reminder-${id}@127.0.0.1>`);
    expect(mail.subject).toBe('Recordatorio de su calendario de Pali');
    expect(mail.text).toContain('Qué: Clinic visit');
    expect(mail.text).toContain(`${server.url}/profile?tab=calendar`);
  });

  it('runs on the server’s schedule once started', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const id = await dueEvent('Road test');
    server.backend.startSchedules(server.url);
    const deadline = Date.now() + 10_000;
    let sent = false;
    while (!sent && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { rows } = await server.backend.db.query<{ sent: boolean }>('select reminder_sent_at is not null as sent from public.calendar_events where id = $1', [id]);
      sent = rows[0]!.sent;
    }
    expect(sent).toBe(true);
    expect(emlFiles()).toHaveLength(2);
  });
});
