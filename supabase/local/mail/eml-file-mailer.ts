// The local server's mailer when SMTP_URL is not set: each mail becomes an RFC 822 `.eml` file in
// `<PALI_DATA_DIR>/mail/` (open it in any mail program), and one line in the log says where.
// nodemailer's stream transport writes the message, so the file is exactly what SMTP would carry.
// Rules: files are readable by the server's user only (a recovery mail holds a reset code); a
// file is never overwritten; the log names the file, never the mail's content.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMail } from '../../functions/_shared/function-context.ts';
import { DEFAULT_MAIL_FROM, nodemailerMessage } from '../../functions/_shared/smtp-mailer.ts';

export interface EmlFileMailerOptions {
  dir: string;
  from?: string;
  log?: (line: string) => void;
}

export function createEmlFileMailer({ dir, from = DEFAULT_MAIL_FROM, log = console.log }: EmlFileMailerOptions): SendMail {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail(nodemailerMessage(message, from));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Sorts by time in a folder listing; the UUID keeps two mails of one millisecond apart.
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    await writeFile(file, info.message, { flag: 'wx', mode: 0o600 });
    log(`SMTP_URL is not set: the mail "${message.subject}" to ${message.to} was written to ${file}`);
  };
}
