// The FunctionContext of a Deno entry point on hosted Supabase, from its environment: the platform
// sets SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY; SITE_URL, SMTP_URL,
// MAIL_FROM, the AI_* model settings, the assistant's ASSISTANT_MESSAGES_PER_MINUTE_* limits and
// LETTER_RETENTION_DAYS are the project's function secrets (`supabase secrets set`). The gateway
// has verified the JWT's signature already (not whether its session still exists: live-person.ts).
// Rules: takes the environment as a getter so this file stays free of the Deno global (tsc checks
// it under Node); without SMTP_URL a mail fails loudly instead of vanishing.
import { aiEnvFrom } from './ai-config.ts';
import { bearerToken, claimsFromAuthorization } from './claims.ts';
import type { FunctionContext, SendMail } from './function-context.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

type GetEnv = (name: string) => string | undefined;

/** Handed on only when set, so the function's defaults apply otherwise (ai-assistant/rate-limit.ts). */
const ASSISTANT_LIMITS = ['ASSISTANT_MESSAGES_PER_MINUTE_PERSON', 'ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS'] as const;

function assistantLimits(getEnv: GetEnv): Partial<Record<(typeof ASSISTANT_LIMITS)[number], string>> {
  return Object.fromEntries(ASSISTANT_LIMITS.flatMap((name) => (getEnv(name)?.trim() ? [[name, getEnv(name)!.trim()]] : [])));
}

const mailers = new Map<string, SendMail>();

function mailerFor(getEnv: GetEnv): SendMail {
  const url = getEnv('SMTP_URL');
  if (!url) return () => Promise.reject(new Error('SMTP_URL is not set: no mail can be sent.'));
  const from = getEnv('MAIL_FROM') || undefined;
  const key = `${url}\n${from ?? ''}`;
  let mailer = mailers.get(key);
  if (!mailer) {
    mailer = createSmtpMailer(url, from);
    mailers.set(key, mailer);
  }
  return mailer;
}

export function contextFromEnv(request: Request, getEnv: GetEnv): FunctionContext {
  const site = getEnv('SITE_URL');
  const retention = getEnv('LETTER_RETENTION_DAYS')?.trim();
  return {
    claims: claimsFromAuthorization(request),
    accessToken: bearerToken(request),
    env: {
      SUPABASE_URL: getEnv('SUPABASE_URL') ?? '',
      SUPABASE_ANON_KEY: getEnv('SUPABASE_ANON_KEY') ?? '',
      SUPABASE_SERVICE_ROLE_KEY: getEnv('SUPABASE_SERVICE_ROLE_KEY') ?? '',
      ...(site ? { SITE_URL: site } : {}),
      ...(retention ? { LETTER_RETENTION_DAYS: retention } : {}),
      ...aiEnvFrom(getEnv),
      ...assistantLimits(getEnv),
    },
    sendMail: mailerFor(getEnv),
  };
}
