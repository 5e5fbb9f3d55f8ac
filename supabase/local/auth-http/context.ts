// What every /auth/v1 endpoint works with: the database, the JWT secret, the rate limiters, the
// mailer and the site's URL. Built once by createAuthHandler.
import type { IncomingMessage } from 'node:http';
import type { MailMessage, SendMail } from '../../functions/_shared/function-context.ts';
import { AUTH_RATE_LIMITS, createRateLimiter, type RateLimiter } from '../auth/rate-limiter';
import { overRequestRateLimit, type GoTrueError } from '../auth/gotrue-errors';
import type { Database } from '../database/database';
import { fail } from './http-io';

// One mail type for the whole server: the auth service and the functions share the mailer.
export type { MailMessage };

export type RateRule = keyof typeof AUTH_RATE_LIMITS | 'verifyPerAddress';
type RateLimitSettings = Record<RateRule, { limit: number; windowMs: number }>;

export interface AuthHandlerOptions {
  db: Database;
  jwtSecret: string;
  /**
   * The app's public URL (e.g. `http://127.0.0.1:8787`), for the link in recovery mails and the
   * tokens' `iss`. Never taken from the request's Host header for mails: a forged Host would send
   * someone's reset link to the forger's site.
   */
  siteUrl?: string;
  /** Delivers a mail (startBackend passes the server's mailer); without one the console says no mailer is configured. */
  sendMail?: SendMail;
  /** Overrides of AUTH_RATE_LIMITS (tests; operators). */
  rateLimits?: Partial<RateLimitSettings>;
}

export interface AuthContext {
  db: Database;
  jwtSecret: string;
  siteUrl: string | undefined;
  sendMail: SendMail;
  limiters: Record<RateRule, RateLimiter>;
  issuer(req: IncomingMessage): string;
}

const defaultSendMail: SendMail = ({ to, subject }) => {
  console.warn(`No mailer is configured: the mail "${subject}" to ${to} was not sent.`);
};

export function createAuthContext(options: AuthHandlerOptions): AuthContext {
  const settings: RateLimitSettings = { ...AUTH_RATE_LIMITS, verifyPerAddress: AUTH_RATE_LIMITS.signInPerAddress, ...options.rateLimits };
  const limiters = Object.fromEntries(Object.entries(settings).map(([rule, setting]) => [rule, createRateLimiter(setting)])) as Record<RateRule, RateLimiter>;
  const siteUrl = options.siteUrl?.replace(/\/+$/, '') || undefined;
  return {
    db: options.db,
    jwtSecret: options.jwtSecret,
    siteUrl,
    sendMail: options.sendMail ?? defaultSendMail,
    limiters,
    issuer(req) {
      if (siteUrl) return `${siteUrl}/auth/v1`;
      const host = req.headers.host ?? '';
      return `http://${/^[A-Za-z0-9.\-:[\]]{1,255}$/.test(host) ? host : 'localhost'}/auth/v1`;
    },
  };
}

/**
 * Counts one attempt under each rule (keys given: an address, a lower-cased e-mail, a user id);
 * answers 429 when any is exhausted: over_request_rate_limit, or the error `refusal` makes (the
 * mail-sending endpoints answer over_email_send_rate_limit, as GoTrue does).
 */
export function enforceRateLimits(
  context: AuthContext,
  hits: Partial<Record<RateRule, string | undefined>>,
  refusal: (retryAfterSeconds: number) => GoTrueError = overRequestRateLimit,
): void {
  let retryAfter = 0;
  for (const [rule, key] of Object.entries(hits) as Array<[RateRule, string | undefined]>) {
    if (key === undefined || key === '') continue;
    const result = context.limiters[rule].hit(key);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter > 0) fail(refusal(retryAfter));
}
