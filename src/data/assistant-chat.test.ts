// The chat call through the unmodified supabase-js client, with the network replaced by a fetch
// that answers as ai-assistant does: the request's shape, the stream read as it grows, the
// conversation id adopted from the header, and each failure's code (429, 402 and the
// rest, no connection, a stream cut short, a send the person cancelled). The real local server
// is exercised by the integration tests.
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_STREAM_END, chatStreamEvent } from '../core/assistant/chat-stream';
import { AssistantChatError, streamAssistantReply } from './assistant-chat';

const network = vi.hoisted(() => ({ fetch: null as unknown as typeof fetch }));

vi.mock('./backend-client', () => ({
  backendClient: async () =>
    createClient('http://pali.test', 'anon-key', {
      global: { fetch: (...args: Parameters<typeof fetch>) => network.fetch(...args) },
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no WebSocket and supabase-js insists on one; a chat never opens a channel.
      realtime: { transport: class NoWebSocket {} as unknown as typeof globalThis.WebSocket },
    }),
}));

afterEach(() => vi.unstubAllGlobals());

const encoder = new TextEncoder();

function sse(chunks: string[], headers: Record<string, string> = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream', ...headers } });
}

function answerWith(response: Response | (() => Response | Promise<Response>)) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  network.fetch = async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    return typeof response === 'function' ? response() : response;
  };
  return calls;
}

const request = (overrides: Partial<Parameters<typeof streamAssistantReply>[0]> = {}) => ({
  messages: [{ role: 'user' as const, content: '¿Dónde saco la Mass ID?' }],
  conversationId: null,
  language: 'es' as const,
  onDelta: () => undefined,
  ...overrides,
});

async function failureOf(promise: Promise<unknown>): Promise<AssistantChatError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AssistantChatError);
  return error as AssistantChatError;
}

const jsonError = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('streamAssistantReply', () => {
  it('posts the messages, the conversation and the language, and streams the reply with the new conversation id', async () => {
    const calls = answerWith(sse([chatStreamEvent('En la '), chatStreamEvent('RMV.'), CHAT_STREAM_END], { 'X-Conversation-Id': 'c-new' }));
    const deltas: string[] = [];
    const reply = await streamAssistantReply(request({ onDelta: (delta) => deltas.push(delta) }));
    expect(reply).toEqual({ conversationId: 'c-new', text: 'En la RMV.' });
    expect(deltas).toEqual(['En la ', 'RMV.']);
    expect(calls[0]!.url).toBe('http://pali.test/functions/v1/ai-assistant');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ messages: [{ role: 'user', content: '¿Dónde saco la Mass ID?' }], conversationId: null, language: 'es' });
  });

  it('keeps the conversation it was given when the server names none', async () => {
    answerWith(sse([chatStreamEvent('Hi'), CHAT_STREAM_END]));
    expect(await streamAssistantReply(request({ conversationId: 'c-1' }))).toEqual({ conversationId: 'c-1', text: 'Hi' });
  });

  it('maps 429 to rate_limited, 402 to unavailable, 404 to not_found, 409 to too_many_conversations, 401 to session_ended, and 400 or 500 to failed with the server’s words', async () => {
    answerWith(jsonError(429, { error: 'Too many requests' }));
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'rate_limited', status: 429 });
    answerWith(jsonError(402, { error: 'Out of credit' }));
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'unavailable', status: 402 });
    answerWith(jsonError(404, { error: 'This conversation was not found.', code: 'not_found' }));
    expect(await failureOf(streamAssistantReply(request({ conversationId: 'c-gone' })))).toMatchObject({ code: 'not_found', status: 404 });
    answerWith(jsonError(409, { error: 'This account keeps the most conversations it may.', code: 'row_quota_exceeded' }));
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'too_many_conversations', status: 409 });
    answerWith(jsonError(401, { error: 'Your session has ended. Please sign in again.', code: 'session_ended' }));
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'session_ended', status: 401 });
    answerWith(jsonError(400, { error: 'Send at most 4 pictures at a time.' }));
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'failed', status: 400, message: 'Send at most 4 pictures at a time.' });
    answerWith(() => new Response('oops', { status: 500 }));
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'failed', status: 500 });
  });

  it('says offline when the request cannot be made, or the phone is offline (without trying)', async () => {
    network.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'offline' });
    const calls = answerWith(sse([CHAT_STREAM_END]));
    vi.stubGlobal('navigator', { onLine: false });
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'offline' });
    expect(calls).toHaveLength(0);
  });

  it('fails a stream that ends without [DONE], or is not the stream format', async () => {
    answerWith(sse([chatStreamEvent('Half an ans')]));
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'failed' });
    answerWith(new Response('{"text":"hello"}', { headers: { 'Content-Type': 'application/json' } }));
    expect(await failureOf(streamAssistantReply(request()))).toMatchObject({ code: 'failed' });
  });

  it('rejects with the abort, not a failure, when the person cancels mid-reply', async () => {
    const controller = new AbortController();
    network.fetch = async (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(encoder.encode(chatStreamEvent('Part')));
          init?.signal?.addEventListener('abort', () => stream.error(new DOMException('Aborted', 'AbortError')));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    };
    const reply = streamAssistantReply(request({ signal: controller.signal, onDelta: () => controller.abort() }));
    const error = await reply.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(AssistantChatError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
