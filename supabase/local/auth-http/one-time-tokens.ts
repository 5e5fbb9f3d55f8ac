// The one-time tokens auth mails carry: password recovery, sign-up confirmation and e-mail change.
// Each is 32 random characters (base64url), sent both as a code and in a link to the app
// (`<site>/auth?mode=<mode>#token_hash=<token>&type=<type>`), which the app passes to
// verifyOtp({ token_hash, type }) as it would a hosted Supabase link. Rules: the database keeps
// only a SHA-256 of a token (a copy of auth.users cannot take over accounts); a token works once
// and a new one replaces the last; tokens travel in the fragment so they never reach server logs.
import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_TOKEN_TTL_SECONDS = 60 * 60;
export const EMAIL_CHANGE_TOKEN_TTL_SECONDS = 60 * 60;
/** Confirming an address changes nothing but that flag, and people read their mail late. */
export const CONFIRMATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** GoTrue's SMTP_MAX_FREQUENCY: one confirmation or e-mail change mail per account per minute. */
export const EMAIL_MAX_FREQUENCY_SECONDS = 60;

/** Longer than any token we make; anything longer is refused before it is hashed. */
export const MAX_TOKEN_LENGTH = 255;

export function newOneTimeToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type LinkMode = 'reset' | 'confirm' | 'email-change';
export type LinkType = 'recovery' | 'signup' | 'email_change';

/** The app's page for this token, or undefined when the site's URL is not configured (the mail then carries the code only). */
export function appLink(siteUrl: string | undefined, mode: LinkMode, type: LinkType, token: string): string | undefined {
  return siteUrl ? `${siteUrl}/auth?mode=${mode}#token_hash=${encodeURIComponent(token)}&type=${type}` : undefined;
}

/** Seconds until another mail may go, given when the last went (0: now). */
export function secondsUntilNextMail(lastSentAt: Date | string | null, now = Date.now()): number {
  if (lastSentAt === null) return 0;
  const sent = (lastSentAt instanceof Date ? lastSentAt : new Date(lastSentAt)).getTime();
  const left = sent + EMAIL_MAX_FREQUENCY_SECONDS * 1000 - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
