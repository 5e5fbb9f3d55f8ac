// The mails of /auth/v1 (recovery, sign-up confirmation, e-mail change and its notices), built in
// the account's language, and the two ways they go out. Rules: a mail whose arrival the answer
// promises is awaited (deliver), so a failure can be told; a mail whose timing would say whether
// an address has an account is not (deliverInBackground). A failure is logged without the mail.
import type { StoredLanguage } from '../../../src/core/language';
import type { AuthContext, MailMessage } from './context';
import { MAIL_WORDS, type TokenMailWords } from './auth-mail-words';
import { appLink, type LinkMode, type LinkType } from './one-time-tokens';
import type { UserRow } from './users-repository';

export function mailLanguageOf(user: Pick<UserRow, 'raw_user_meta_data'>): StoredLanguage {
  const chosen = user.raw_user_meta_data?.preferred_language;
  return chosen === 'es' || chosen === 'cn' ? chosen : 'en';
}

function tokenMail(to: string, words: TokenMailWords, link: string | undefined, token: string): MailMessage {
  const reach = link ? [`${words.openLink}\n${link}`, '', `${words.orCode} ${token}`] : [words.enterCode, '', token];
  return { to, subject: words.subject, text: [words.intro, '', ...reach, '', ...words.outro].join('\n') };
}

function linkFor(context: AuthContext, mode: LinkMode, type: LinkType, token: string): string | undefined {
  return appLink(context.siteUrl, mode, type, token);
}

export function recoveryMail(context: AuthContext, user: UserRow, token: string): MailMessage {
  return tokenMail(user.email, MAIL_WORDS[mailLanguageOf(user)].recovery, linkFor(context, 'reset', 'recovery', token), token);
}

export function confirmationMail(context: AuthContext, user: UserRow, token: string): MailMessage {
  return tokenMail(user.email, MAIL_WORDS[mailLanguageOf(user)].confirmation, linkFor(context, 'confirm', 'signup', token), token);
}

/** To the new address: the only way to make the change happen. */
export function emailChangeMail(context: AuthContext, user: UserRow, newEmail: string, token: string): MailMessage {
  return tokenMail(newEmail, MAIL_WORDS[mailLanguageOf(user)].emailChange, linkFor(context, 'email-change', 'email_change', token), token);
}

/** To the current address: a warning with the way to a new password, and nothing that changes the account. */
export function emailChangeRequestedMail(context: AuthContext, user: UserRow, newEmail: string): MailMessage {
  const words = MAIL_WORDS[mailLanguageOf(user)].emailChangeRequested;
  const resetPage = context.siteUrl ? `${context.siteUrl}/auth?mode=reset` : undefined;
  return { to: user.email, subject: words.subject, text: words.lines(user.email, newEmail, resetPage).join('\n\n') };
}

/** To the address the account had, once the change is confirmed. */
export function emailChangedMail(user: UserRow, previousEmail: string): MailMessage {
  const words = MAIL_WORDS[mailLanguageOf(user)].emailChanged;
  return { to: previousEmail, subject: words.subject, text: words.lines(previousEmail, user.email, undefined).join('\n\n') };
}

/** Hands the mail to the mailer and waits; false when it could not be sent. */
export async function deliver(context: AuthContext, message: MailMessage, what: string): Promise<boolean> {
  try {
    await context.sendMail(message);
    return true;
  } catch (error) {
    logMailFailure(what, error);
    return false;
  }
}

/** Hands the mail to the mailer without waiting: how long a mailer takes must not tell who has an account. */
export function deliverInBackground(context: AuthContext, message: MailMessage, what: string): void {
  void deliver(context, message, what);
}

function logMailFailure(what: string, error: unknown): void {
  console.error(`The ${what} mail could not be sent:`, error instanceof Error ? error.message : error);
}
