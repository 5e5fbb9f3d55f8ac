// The local server's mailer, from its environment: SMTP_URL sends through that server (nodemailer);
// without it, mails are written as .eml files under `<data dir>/mail/`. MAIL_FROM sets the sender.
// Used for the auth service's mails (password recovery) and handed to functions (reminders).
// Rules: a mail that could not be delivered or written rejects, so callers never count it as sent.
import { join } from 'node:path';
import type { SendMail } from '../../functions/_shared/function-context.ts';
import { createSmtpMailer, DEFAULT_MAIL_FROM } from '../../functions/_shared/smtp-mailer.ts';
import { createEmlFileMailer } from './eml-file-mailer';

export function createMailer(env: NodeJS.ProcessEnv, dataDir: string): SendMail {
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (env.SMTP_URL) {
    // A typo would otherwise make nodemailer try localhost:587 and fail every mail, quietly.
    if (!/^smtps?:\/\/[^/]/.test(env.SMTP_URL)) throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
    return createSmtpMailer(env.SMTP_URL, from);
  }
  return createEmlFileMailer({ dir: join(dataDir, 'mail'), from });
}

/** Where the mail goes, for the start-up line (the SMTP URL's password is left out). */
export function describeMailer(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (!env.SMTP_URL) return `.eml files in ${join(dataDir, 'mail')}`;
  try {
    const url = new URL(env.SMTP_URL);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'SMTP (SMTP_URL)';
  }
}
