// Calling ai-assistant as the app does: a POST with the anon key or a person's session, read as a
// stream with the app's own reader (readChatStream), each delta stamped with when it arrived, and
// the raw text kept to check the wire format ([DONE] or not).
import { readChatStream } from '../../../src/core/assistant/chat-stream';
import type { ChatContentPart, ChatMessage } from '../../../src/core/assistant/chat-message';
import type { TestServer } from './test-server';

export interface ChatOptions {
  /** A person's access token; none, the anon key (a guest). */
  token?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  method?: string;
}

export function chat(server: TestServer, body: unknown, options: ChatOptions = {}): Promise<Response> {
  const key = server.backend.keys.anonKey;
  return fetch(`${server.url}/functions/v1/ai-assistant`, {
    method: options.method ?? 'POST',
    headers: { apikey: key, Authorization: `Bearer ${options.token ?? key}`, 'Content-Type': 'application/json', ...options.headers },
    body: options.method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: options.signal,
  });
}

export interface Reply {
  text: string;
  finished: boolean;
  deltas: Array<{ text: string; at: number }>;
  raw: string;
}

/** Reads the whole stream. */
export async function readReply(response: Response): Promise<Reply> {
  const [forReader, forRaw] = response.body!.tee();
  const deltas: Reply['deltas'] = [];
  const [result, raw] = await Promise.all([readChatStream(forReader, (text) => deltas.push({ text, at: Date.now() })), new Response(forRaw).text()]);
  return { ...result, deltas, raw };
}

/** The `{ error, code }` of a failed call. */
export async function failure(response: Response): Promise<{ status: number; code: string; error: string }> {
  const body = (await response.json()) as { code: string; error: string };
  return { status: response.status, code: body.code, error: body.error };
}

export const user = (content: string | ChatContentPart[]): ChatMessage => ({ role: 'user', content });
export const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });

/** A 1×1 PNG, as the app sends a picture. */
export const PIXEL_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isUuid = (value: string | null) => value !== null && UUID.test(value);

/** Waits, when needed, so the next few seconds fall inside one rate-limit minute (the windows are fixed minutes). */
export async function awayFromMinuteEnd(seconds = 8): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}
