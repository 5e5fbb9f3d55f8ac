// The links in the mails the account server's SMTP sink received, found the way a person finds
// them: the newest mail to their address that carries a link to the page in question.
import { expect } from '@playwright/test';
import type { SmtpSink } from '../../../supabase/tests/support/smtp-sink';

export type MailLinkMode = 'confirm' | 'email-change' | 'reset';

const sentTo = (to: unknown, address: string) =>
  JSON.stringify(to ?? '')
    .toLowerCase()
    .includes(address.toLowerCase());

/** The link to `/auth?mode=<mode>` in the newest mail to `address`, waiting for it to arrive. */
export async function linkInMail(smtp: SmtpSink, address: string, mode: MailLinkMode): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/auth\\?mode=${mode}#token_hash=\\S+`);
  const find = () =>
    smtp.mails
      .filter((mail) => sentTo(mail.to, address))
      .map((mail) => pattern.exec(mail.text ?? '')?.[0])
      .filter((link): link is string => Boolean(link))
      .at(-1);
  await expect.poll(find, { message: `a mail to ${address} with a ${mode} link` }).toBeTruthy();
  return find()!;
}

/** Every mail to `address`, as subjects and texts. */
export function mailsTo(smtp: SmtpSink, address: string): Array<{ subject: string; text: string }> {
  return smtp.mails.filter((mail) => sentTo(mail.to, address)).map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' }));
}
