// What a call to ai-assistant asks: `messages` (role and content each),
// `conversationId` (a UUID, or null for a new conversation) and, our addition, `language`: the
// reader's chosen language ('cn' is the profiles' word for Simplified Chinese); without it, the
// language the question is written in.
// Rules: the messages pass checkChatMessages (the same limits the app respects before sending), and
// every refusal says what is wrong with a code the app can map; nothing is trimmed or fixed silently.
import { ChatLimitError, checkChatMessages, messageImages, messageText } from '../../../src/core/assistant/chat-limits.ts';
import type { ChatMessage } from '../../../src/core/assistant/chat-message.ts';
import { detectLanguage } from '../../../src/core/assistant/detect-language.ts';
import { parseLanguage, type Language } from '../../../src/core/language.ts';

export interface ChatRequest {
  messages: ChatMessage[];
  conversationId: string | null;
  language: Language;
  /** The words of the last message: the question to answer. */
  question: string;
  /** The question came with pictures. */
  hasImages: boolean;
}

export type ChatRequestProblem = { code: string; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readChatRequest(body: unknown): { ok: true; request: ChatRequest } | { ok: false; problem: ChatRequestProblem } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, problem: { code: 'bad_request', message: 'Send an object with messages and conversationId.' } };
  }
  const { messages: rawMessages, conversationId = null, language } = body as Record<string, unknown>;
  let messages: ChatMessage[];
  try {
    messages = checkChatMessages(rawMessages);
  } catch (error) {
    if (error instanceof ChatLimitError) return { ok: false, problem: { code: error.code, message: error.message } };
    throw error;
  }
  if (conversationId !== null && (typeof conversationId !== 'string' || !UUID.test(conversationId))) {
    return { ok: false, problem: { code: 'bad_request', message: 'conversationId must be a conversation’s id (a UUID) or null.' } };
  }
  const chosen = parseLanguage(language);
  if (language !== undefined && language !== null && !chosen) {
    return { ok: false, problem: { code: 'bad_request', message: 'language must be en, es or cn.' } };
  }
  const last = messages[messages.length - 1]!;
  const question = messageText(last).trim();
  return {
    ok: true,
    request: {
      messages,
      conversationId: conversationId ? conversationId.toLowerCase() : null,
      language: chosen ?? detectLanguage(question, 'en'),
      question,
      hasImages: messageImages(last).length > 0,
    },
  };
}
