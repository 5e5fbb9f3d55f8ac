// The assistant's server call (spec section 7, "Chat"): POST to the ai-assistant function with the
// messages, the conversation id (or null) and the reader's language; the answer is a server-sent
// event stream read by readChatStream, and the X-Conversation-Id header names the conversation
// (the server creates one for a signed-in person who sent none).
// Rules: every failure is an AssistantChatError whose `code` the screen maps to its toasts
// (429 rate_limited, 402 unavailable, 404 not_found, 409 too_many_conversations (the per-person
// quota), 401 session_ended, no connection offline, anything else failed, including a
// stream that ended without [DONE]); nothing here shows text to people. A call the caller aborted
// rejects with the signal's reason (an AbortError), never with an AssistantChatError, so a
// cancelled send is not reported as a failure.
import type { BackendClient } from './backend-client';
import type { ChatMessage } from '../core/assistant/chat-message';
import { readChatStream } from '../core/assistant/chat-stream';
import { once } from '../core/once';
import { backendClient } from './backend-client';
import type { StoredLanguage } from '../core/language';

export const ASSISTANT_FUNCTION = 'ai-assistant';
export const CONVERSATION_ID_HEADER = 'X-Conversation-Id';

/** `not_found`: the conversation sent is gone (deleted on another device) or not this person's. */
export type AssistantChatErrorCode = 'rate_limited' | 'unavailable' | 'offline' | 'not_found' | 'too_many_conversations' | 'session_ended' | 'failed';

export class AssistantChatError extends Error {
  override readonly name = 'AssistantChatError';
  constructor(
    readonly code: AssistantChatErrorCode,
    message: string,
    /** The HTTP status the server answered with, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface AssistantReplyRequest {
  /** Already within CHAT_LIMITS (the screen trims them); the last one is the person's question. */
  messages: ChatMessage[];
  conversationId: string | null;
  language: StoredLanguage;
  signal?: AbortSignal;
  /** Each piece of the reply as it arrives. */
  onDelta: (delta: string) => void;
}

export interface AssistantReply {
  /** The server's X-Conversation-Id, else the id that was sent (null for a guest's new chat). */
  conversationId: string | null;
  /** The whole reply, markup included. */
  text: string;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The send was cancelled.', 'AbortError');
}

async function httpFailure(response: Response): Promise<AssistantChatError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
  const said = typeof body?.error === 'string' ? body.error : typeof body?.message === 'string' ? body.message : null;
  const message = said ?? `The server answered ${response.status}.`;
  if (response.status === 429) return new AssistantChatError('rate_limited', message, 429);
  if (response.status === 402) return new AssistantChatError('unavailable', message, 402);
  if (response.status === 404) return new AssistantChatError('not_found', message, 404);
  if (response.status === 409) return new AssistantChatError('too_many_conversations', message, 409);
  if (response.status === 401) return new AssistantChatError('session_ended', message, 401);
  return new AssistantChatError('failed', message, response.status);
}

async function failureOf(error: { name?: string; message?: string; context?: unknown }): Promise<AssistantChatError> {
  if (error.name === 'FunctionsFetchError') return new AssistantChatError('offline', 'The server could not be reached.');
  if (error.context instanceof Response) return httpFailure(error.context);
  return new AssistantChatError('failed', error.message ?? 'The assistant could not answer.');
}

/** Sends the chat and streams the reply; throws AssistantChatError (or the abort reason). */
export async function streamAssistantReply({ messages, conversationId, language, signal, onDelta }: AssistantReplyRequest): Promise<AssistantReply> {
  if (offline()) throw new AssistantChatError('offline', 'There is no connection.');
  let client: BackendClient;
  try {
    client = await backendClient();
  } catch {
    throw new AssistantChatError('offline', 'The server could not be reached.');
  }
  signal?.throwIfAborted();
  const { data, error, response } = await client.functions.invoke<Response>(ASSISTANT_FUNCTION, {
    method: 'POST',
    body: { messages, conversationId, language },
    signal,
  });
  if (signal?.aborted) throw abortReason(signal);
  if (error) throw await failureOf(error as { name?: string; message?: string; context?: unknown });
  // functions-js hands back the Response itself for text/event-stream; anything else is not the format.
  const stream = data instanceof Response ? data.body : null;
  if (!stream) throw new AssistantChatError('failed', 'The server did not answer with a stream.', response?.status);
  const adopted = response?.headers.get(CONVERSATION_ID_HEADER) || conversationId;
  let result: Awaited<ReturnType<typeof readChatStream>>;
  try {
    result = await readChatStream(stream, onDelta);
  } catch (failure) {
    if (signal?.aborted) throw abortReason(signal);
    // A connection dropped mid-reply while the phone went offline: the screen can answer on the device.
    if (failure instanceof TypeError && offline()) throw new AssistantChatError('offline', 'The connection was lost.');
    throw new AssistantChatError('failed', failure instanceof Error ? failure.message : String(failure));
  }
  if (!result.finished) throw new AssistantChatError('failed', 'The reply stopped before it was complete.');
  return { conversationId: adopted, text: result.text };
}

const askWhetherModel = once(async () => {
  const client = await backendClient();
  const { data, error } = await client.functions.invoke<{ model?: unknown }>(ASSISTANT_FUNCTION, { method: 'GET' });
  if (error) throw error;
  return data?.model !== false;
});

/**
 * Whether the server's assistant has a model (which reads pictures), asked once a page (GET on
 * the function). A failed question is forgotten and reads as "yes": the server is then asked as
 * usual, and says itself what it can do.
 */
export function assistantHasModel(): Promise<boolean> {
  return askWhetherModel().catch(() => true);
}
