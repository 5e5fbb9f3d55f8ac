// What every function is handed besides its Request: who called, the settings it may read, and a
// way to send mail. The local server fills it from its own keys and configuration; the Deno entry
// points fill it from Deno.env (env-context.ts). Handlers read nothing else of their runtime, which
// is what lets the same handler run in Node and on hosted Supabase.
// Rules: no imports at all, not even of types: health's Deno entry has no import map, and this
// file must resolve there too.

/** The caller's verified JWT claims (the anon key, the service-role key or a person's session). */
interface FunctionClaims {
  role: string;
  sub?: string;
}

/** One e-mail. `messageId` (`<id@domain>`) makes a resent mail recognisable as the same message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  headers?: Record<string, string>;
}

/** Resolves once the mail server (or the local mail folder) has accepted the mail; rejects otherwise. */
export type SendMail = (message: MailMessage) => Promise<void> | void;

/** The variables hosted Supabase gives every function (SUPABASE_*), plus ours. */
interface FunctionEnv {
  /** Where this project's API answers; functions reach the database only through it. */
  SUPABASE_URL: string;
  /** The public key: with the caller's own token, a client that acts as the caller (caller-client.ts). */
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  /** The app's public address, for links in mails. */
  SITE_URL?: string;
  /** The model the AI functions use (ai-config.ts reads them); no AI_MODEL means no model. */
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: string;
  /** The assistant's rate limits, chat messages a minute (ai-assistant/rate-limit.ts reads them). */
  ASSISTANT_MESSAGES_PER_MINUTE_PERSON?: string;
  ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS?: string;
  /** Days an uploaded letter is kept (sweep-letter-uploads reads it; default 30). */
  LETTER_RETENTION_DAYS?: string;
}

export interface FunctionContext {
  claims: FunctionClaims;
  /**
   * The bearer token the claims were read from (the gateway verified its signature): a person's
   * access token, or a key. A function acting for a person sends it on, so the database and the
   * storage policies decide as they would for the app (caller-client.ts).
   */
  accessToken: string;
  env: FunctionEnv;
  sendMail: SendMail;
  /**
   * Extra options for createClient that this runtime needs: Node 20 has no WebSocket, so the local
   * server passes one for the realtime client (unused, but supabase-js requires it).
   */
  clientOptions?: { realtime?: { transport?: unknown } };
  /**
   * Reads a letter file's words, photos and scanned pages through OCR, where this runtime has the
   * engines for it (the local server: src/node/letter-engines.ts). Hosted functions have none:
   * they read a PDF's own text, and photos only through the model. Throws when nothing is readable.
   */
  readLetterText?: (file: { name: string; type: string; bytes: Uint8Array }) => Promise<string>;
}
