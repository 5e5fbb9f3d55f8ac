// Explain My Letter's server path: the letter goes to the person's private folder in the
// letter-uploads bucket, then the analyze-letter function explains it (with the AI model when one
// is configured, counting against the free tier of 2 a month), and the screen can show what is
// left of the free tier. Guests and people offline use the on-device engine instead (the screen
// decides); everything here needs a signed-in person and a connection.
// Rules: only a signed-in person uploads, and only into `<their id>/` (the bucket's policies
// refuse anything else); every failure is a LetterServiceError whose `code` the screen maps to the
// spec's messages, and nothing here shows text to people itself.
import type { BackendClient } from './backend-client';
import type { Language } from '../core/language';
import type { LetterExplanation } from '../core/letters/explain-letter';
import { backendClient } from './backend-client';

export const LETTER_BUCKET = 'letter-uploads';
/** An explanation from either engine: the phone's rules or the server's AI. */
export type LetterAnalysis = Omit<LetterExplanation, 'engine'> & { engine: 'ai' | 'device' };

export interface LetterAllowance {
  limit: number;
  used: number;
  remaining: number;
}

export type LetterServiceErrorCode =
  | 'not_signed_in'
  | 'offline'
  | 'upload_failed'
  /** The person keeps as many letters on the server as they may (30, or 150 MB) until older ones are deleted. */
  | 'upload_quota'
  /** The provider is busy ("Rate Limit Exceeded"). */
  | 'rate_limited'
  /** The provider has no credit left ("Service Unavailable"). */
  | 'out_of_credit'
  /** This month's free AI explanations are used; `allowance` says so. */
  | 'free_tier_used'
  | 'timeout'
  /** The server could not read the letter's words (no model, a photo): the phone can. */
  | 'unreadable'
  | 'failed';

export class LetterServiceError extends Error {
  override readonly name = 'LetterServiceError';
  constructor(
    readonly code: LetterServiceErrorCode,
    message: string,
    /** The free tier as the server reported it with the failure, when it did. */
    readonly allowance?: LetterAllowance,
  ) {
    super(message);
  }
}

export interface ServerLetterRequest {
  /** What uploadLetter answered. */
  path: string;
  sender?: string | null;
  concern?: string | null;
  /** YYYY-MM-DD, or '' / null when not given. */
  deadline?: string | null;
  letterDate?: string | null;
  language: Language;
}

export interface ServerLetterAnswer {
  analysis: LetterAnalysis;
  allowance: LetterAllowance;
}

const SERVER_CODES = new Set<LetterServiceErrorCode>(['not_signed_in', 'rate_limited', 'out_of_credit', 'free_tier_used', 'timeout', 'unreadable']);
const EXTENSION_BY_TYPE: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TYPE_BY_EXTENSION: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const QUOTA_REFUSAL = /^letter_upload_quota:/;

/** The client and the signed-in person's id; throws not_signed_in or offline. */
async function signedIn(): Promise<{ client: BackendClient; userId: string }> {
  if (offline()) throw new LetterServiceError('offline', 'There is no connection.');
  let client: BackendClient;
  try {
    client = await backendClient();
  } catch {
    throw new LetterServiceError('offline', 'The server could not be reached.');
  }
  const { data } = await client.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new LetterServiceError('not_signed_in', 'Sign in to have a letter explained by AI.');
  return { client, userId };
}

/** The file's extension as uploaded: its own (lower case), else one for its type. */
function extensionOf(file: File): string {
  const own = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  return own ?? EXTENSION_BY_TYPE[file.type] ?? 'bin';
}

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Uploads the letter as `<user id>/<time>-<random>.<extension>`; answers the object's path in letter-uploads. */
export async function uploadLetter(file: File): Promise<{ path: string }> {
  const { client, userId } = await signedIn();
  const extension = extensionOf(file);
  const path = `${userId}/${Date.now()}-${randomPart()}.${extension}`;
  const { error } = await client.storage.from(LETTER_BUCKET).upload(path, file, {
    contentType: file.type || TYPE_BY_EXTENSION[extension] || 'application/octet-stream',
    upsert: false,
  });
  if (error) {
    // StorageUnknownError: the request never got an answer (no signal, server down).
    if (error.name === 'StorageUnknownError' || offline()) throw new LetterServiceError('offline', error.message);
    // The bucket's quota (migration 20261125000200) refuses with a message of this prefix, locally and on hosted Storage.
    throw new LetterServiceError(QUOTA_REFUSAL.test(error.message) ? 'upload_quota' : 'upload_failed', error.message);
  }
  return { path };
}

async function failureOf(error: { name: string; message: string; context?: unknown }): Promise<LetterServiceError> {
  if (error.name === 'FunctionsFetchError') return new LetterServiceError('offline', 'The server could not be reached.');
  const response = error.context instanceof Response ? error.context : null;
  if (error.name !== 'FunctionsHttpError' || !response) return new LetterServiceError('failed', error.message);
  const body = (await response.json().catch(() => null)) as { code?: unknown; error?: unknown; allowance?: LetterAllowance } | null;
  const message = typeof body?.error === 'string' ? body.error : `The server answered ${response.status}.`;
  const code =
    typeof body?.code === 'string' && SERVER_CODES.has(body.code as LetterServiceErrorCode)
      ? (body.code as LetterServiceErrorCode)
      : response.status === 401
        ? 'not_signed_in'
        : 'failed';
  return new LetterServiceError(code, message, body?.allowance);
}

/** Asks analyze-letter to explain an uploaded letter; throws LetterServiceError. */
export async function analyzeLetterOnServer(request: ServerLetterRequest): Promise<ServerLetterAnswer> {
  const { client } = await signedIn();
  const { data, error } = await client.functions.invoke<ServerLetterAnswer>('analyze-letter', {
    method: 'POST',
    body: {
      path: request.path,
      sender: request.sender || null,
      concern: request.concern ?? '',
      deadline: request.deadline || null,
      letterDate: request.letterDate || null,
      language: request.language,
    },
  });
  if (error) throw await failureOf(error as { name: string; message: string; context?: unknown });
  if (!data?.analysis || !data.allowance) throw new LetterServiceError('failed', 'The server answered without an analysis.');
  return data;
}

export interface AiLetterService {
  /** A model is set up on the server; without one an upload would buy nothing the phone cannot do. */
  model: boolean;
  /** This month's free AI explanations (Massachusetts' calendar month), as the server counts them. */
  allowance: LetterAllowance;
}

/** What the server offers this person: a model or not, and what is left of the free tier. */
export async function aiLetterService(): Promise<AiLetterService> {
  const { client } = await signedIn();
  const { data, error } = await client.functions.invoke<AiLetterService>('analyze-letter', { method: 'GET' });
  if (error) throw await failureOf(error as { name: string; message: string; context?: unknown });
  if (typeof data?.model !== 'boolean' || !data.allowance) throw new LetterServiceError('failed', 'The server answered without the service description.');
  return data;
}
