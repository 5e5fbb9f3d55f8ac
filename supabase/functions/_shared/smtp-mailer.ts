// Sending mail over SMTP with nodemailer, given SMTP_URL (`smtp://user:pass@host:587`,
// `smtps://…:465`; nodemailer's query options such as `?connectionTimeout=5000` work too). Runs in
// Node (the local server) and in Deno (`nodemailer` is mapped to `npm:nodemailer` in deno.json).
// Hosted Supabase blocks ports 25 and 587 for functions: use 465 (smtps) or the provider's other port.
// Rules: resolve only when the server accepted the mail; never log the URL (it holds a password).
import nodemailer from 'nodemailer';
import type { MailMessage, SendMail } from './function-context.ts';

export const DEFAULT_MAIL_FROM = 'Pali <no-reply@pali.local>';

/** The message in nodemailer's terms; nodemailer writes the MIME. */
export function nodemailerMessage(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined ? { html: message.html } : {}),
    ...(message.messageId !== undefined ? { messageId: message.messageId } : {}),
    ...(message.headers !== undefined ? { headers: message.headers } : {}),
  };
}

export function createSmtpMailer(smtpUrl: string, from = DEFAULT_MAIL_FROM): SendMail {
  // Shorter waits than nodemailer's (2 min to connect, 10 min idle): a reminder run holds its
  // claims for a limited lease, and a mail server that does not answer should fail the mail soon.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  return async (message) => {
    const info = await transport.sendMail(nodemailerMessage(message, from));
    if (info.accepted.length === 0) throw new Error(`The mail server refused every recipient of "${message.subject}".`);
  };
}
