// The local server's mailer against a real SMTP server on loopback (smtp-server), and its .eml
// fallback read back with mailparser: what arrives is what a mail program would show.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtp-sink';
import { createEmlFileMailer } from './eml-file-mailer';
import { createMailer, describeMailer } from './mailer';

const message = {
  to: 'ana@example.org',
  subject: '提醒：Cita en el RMV',
  text: 'Hola:\nSu cita es mañana.',
  html: '<p>Hola</p>',
  messageId: '<reminder-1234@pali.test>',
  headers: { 'Content-Language': 'es', 'Auto-Submitted': 'auto-generated' },
};

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pali-mail-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ auth: { user: 'pali', pass: 's3cret:/@' } });
  });
  afterAll(() => sink.stop());

  it('sends through the SMTP server, logged in, From MAIL_FROM, with Message-ID and headers', async () => {
    const sendMail = createMailer({ SMTP_URL: sink.url, MAIL_FROM: 'Pali Reminders <reminders@pali.test>' }, dataDir);
    await sendMail(message);
    const [mail] = await sink.waitForMails(1);
    expect(mail!.from?.value).toEqual([{ name: 'Pali Reminders', address: 'reminders@pali.test' }]);
    expect(mail!.to).toMatchObject({ text: 'ana@example.org' });
    expect(mail!.subject).toBe(message.subject);
    expect(mail!.text?.trim()).toBe(message.text);
    expect(mail!.html).toContain('<p>Hola</p>');
    expect(mail!.messageId).toBe(message.messageId);
    expect(mail!.headers.get('content-language')).toBe('es');
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('rejects when the login is wrong', async () => {
    const url = new URL(sink.url);
    url.password = 'wrong';
    await expect(createMailer({ SMTP_URL: url.toString() }, dataDir)({ ...message })).rejects.toThrow();
  });

  it('rejects when the server is down', async () => {
    const down = await startSmtpSink();
    await down.stop();
    await expect(createMailer({ SMTP_URL: down.url }, dataDir)(message)).rejects.toThrow();
  });

  it('refuses a SMTP_URL that is not smtp:// or smtps://, and never shows its password', () => {
    expect(() => createMailer({ SMTP_URL: 'mail.example.org:587' }, dataDir)).toThrow(/SMTP_URL must look like/);
    expect(describeMailer({ SMTP_URL: 'smtps://user:hunter2@mail.example.org:465' }, dataDir)).toBe('smtps://mail.example.org:465');
  });
});

describe('without SMTP_URL', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes each mail as an .eml file under <data dir>/mail and logs where', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const sendMail = createMailer({ MAIL_FROM: 'Pali <hello@pali.test>' }, dataDir);
    await sendMail(message);
    await sendMail({ to: 'li@example.org', subject: 'Second', text: 'Two' });
    const dir = join(dataDir, 'mail');
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
    expect(files).toHaveLength(2);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]![0]).toContain(join(dir, files[0]!));
    expect(log.mock.calls[0]![0]).not.toContain('mañana');

    const mail = await simpleParser(readFileSync(join(dir, files[0]!)));
    expect(mail.from?.value).toEqual([{ name: 'Pali', address: 'hello@pali.test' }]);
    expect(mail.subject).toBe(message.subject);
    expect(mail.text?.trim()).toBe(message.text);
    expect(mail.messageId).toBe(message.messageId);
    // A recovery mail holds a reset code: only the server's user may read the file.
    if (process.platform !== 'win32') expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600);
  });

  it('takes a log of its own and defaults the sender', async () => {
    const lines: string[] = [];
    const dir = join(dataDir, 'other');
    await createEmlFileMailer({ dir, log: (line) => lines.push(line) })(message);
    const [file] = readdirSync(dir);
    expect(lines).toEqual([expect.stringContaining(file!)]);
    expect((await simpleParser(readFileSync(join(dir, file!)))).from?.value).toEqual([{ name: 'Pali', address: 'no-reply@pali.local' }]);
  });
});
