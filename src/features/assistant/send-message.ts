// Sending a message (spec section 4, "Chat" and "Local chat rule"; section 8, chat errors). The
// person's message appears at once; the reply grows as it streams and becomes one assistant
// message; the conversation is saved when it has an id. "find services" is answered here with
// no server call; without a connection the phone's engine answers from Pali's guides.
// Rules: on 429, 402 or any other failure the messages go back to before the send and the text
// and pictures go back into the input (nothing typed is lost); a send cancelled by New Chat or by
// opening another conversation ends silently; the send lives outside the screen, so leaving the
// screen mid-reply still finishes and saves it.
import type { TFunction } from 'i18next';
import { URGENT } from '../../core/assistant/assistant-types';
import { messageImages, messageText } from '../../core/assistant/chat-limits';
import type { ChatMessage } from '../../core/assistant/chat-message';
import { conversationTitle } from '../../core/assistant/conversation-title';
import { toStoredLanguage, type Language } from '../../core/language';
import { parseReply } from '../../core/assistant/reply-markup';
import { toast } from '../../ui/toast';
import { loadChatService, loadConversationStore, loadDeviceAssistant, loadFindServicesRule } from './assistant-service';
import { deviceContent } from './device-content';
import { letterPhotoReader } from './letter-photo';
import { useChatStore, type Attachment } from './chat-store';
import { requestMessages } from './request-messages';

export interface SendContext {
  t: TFunction<'assistant'>;
  /** The reader's language (the language the app is shown in). */
  language: Language;
  /** The signed-in person's id, or 'guest' (whose chats are never saved). */
  owner: string;
}

let inFlight: AbortController | null = null;

/** Stops the reply being streamed, if any (New Chat, another conversation). */
export function cancelSend(): void {
  inFlight?.abort();
  inFlight = null;
}

function userMessage(text: string, attachments: readonly Attachment[]): ChatMessage {
  if (attachments.length === 0) return { role: 'user', content: text };
  return { role: 'user', content: [{ type: 'text', text }, ...attachments.map((attachment) => ({ type: 'image_url' as const, image_url: { url: attachment.url } }))] };
}

const ERROR_TOASTS: Record<string, [title: string, body: string]> = {
  rate_limited: ['errors.rateLimitedTitle', 'errors.rateLimited'],
  unavailable: ['errors.unavailableTitle', 'errors.unavailable'],
  not_found: ['sidebar.notFound', 'errors.notFound'],
  too_many_conversations: ['errors.failedTitle', 'errors.tooManyConversations'],
  session_ended: ['errors.failedTitle', 'errors.sessionEnded'],
};

async function save(context: SendContext, id: string): Promise<void> {
  const { messages } = useChatStore.getState();
  try {
    const { saveConversation } = await loadConversationStore();
    const result = await saveConversation({ id, title: conversationTitle(messages), messages });
    if (result.ok || result.reason === 'signed-out') return;
    toast.error(context.t(result.reason === 'quota' ? 'errors.storageFull' : 'errors.saveFailed'));
  } catch (error) {
    console.error('The conversation could not be saved:', error);
    toast.error(context.t('errors.saveFailed'));
  }
}

function finish(context: SendContext, signal: AbortSignal, text: string, conversationId: string | null, onDevice: boolean): void {
  if (signal.aborted) return;
  const store = useChatStore.getState();
  store.finishReply({ text, conversationId, onDevice });
  // An urgent service opens its alert once, as the reply arrives; the message keeps a button for it.
  const urgent = parseReply(text).services.find((service) => service.urgency === URGENT);
  if (urgent) store.showService(urgent);
  if (conversationId && context.owner !== 'guest') void save(context, conversationId);
}

/** A photo of a letter, read and explained on this phone, or why it could not be. */
async function readPhoto(image: string, reader: Language) {
  try {
    const letter = await letterPhotoReader()!(image, reader);
    return letter ? { ...letter, engine: 'device' as const } : 'unreadable';
  } catch (error) {
    // With no signal, the reader's files come only from the cache Explain my letter fills.
    if (error instanceof Error && error.name === 'OcrUnavailableError') return 'reader-missing';
    console.error('The photo could not be read on this phone:', error);
    return 'unreadable';
  }
}

/**
 * The phone's answer: from its engine with no connection, or a photo of a letter read here when
 * the server has no model to read it (`offline` false: the answer is not marked as given offline).
 */
async function answerOnDevice(context: SendContext, signal: AbortSignal, question: ChatMessage, conversationId: string | null, offline = true): Promise<void> {
  const engine = await loadDeviceAssistant();
  // The answer's language is the question's, as every answer's (the reader's with no words).
  const language = engine.detectLanguage(messageText(question), context.language);
  const [image] = messageImages(question);
  if (image && letterPhotoReader()) {
    const letter = await readPhoto(image, language);
    const id = conversationId ?? (context.owner === 'guest' ? null : crypto.randomUUID());
    finish(context, signal, engine.answerFromLetter(letter, language).text, id, offline);
    return;
  }
  // The person's earlier messages, so a follow-up ("and how much is it?") is read with them.
  const earlier = useChatStore.getState().messages.filter((message) => message !== question && message.role === 'user');
  // The facts and guides of the language the answer is in (the question's), from its packs. With
  // no signal, a language this phone never kept has none: the answer is in the reader's language,
  // whose packs the phone keeps (and the danger signs are read in every language all the same).
  const questionContent = await deviceContent(language).catch(() => null);
  const content = questionContent ?? (await deviceContent(context.language));
  const answerLanguage = questionContent ? undefined : context.language;
  const answer = engine.answerQuestion(messageText(question), context.language, {
    ...content,
    answerLanguage,
    hasImages: messageImages(question).length > 0,
    history: earlier.map(messageText),
  });
  // Signed in: the conversation is kept on the device under an id made here, and syncs later.
  const id = conversationId ?? (context.owner === 'guest' ? null : crypto.randomUUID());
  finish(context, signal, answer.text, id, true);
}

/** Sends what is in the input; does nothing while a reply is on its way or with no words typed. */
export async function sendMessage(context: SendContext): Promise<void> {
  const state = useChatStore.getState();
  const text = state.draft.trim();
  if (!text || state.status !== 'idle') return;
  const question = userMessage(text, state.attachments);
  const conversationId = state.conversationId;
  state.startSend(question);
  const controller = new AbortController();
  inFlight = controller;
  const store = useChatStore.getState;
  try {
    const rule = await loadFindServicesRule();
    if (rule.isFindServicesRequest(text)) {
      finish(context, controller.signal, rule.findServicesReply(rule.detectLanguage(text, context.language)), conversationId, false);
      return;
    }
    if (navigator.onLine === false) {
      await answerOnDevice(context, controller.signal, question, conversationId);
      return;
    }
    const chat = await loadChatService().catch(() => null);
    if (!chat) {
      await answerOnDevice(context, controller.signal, question, conversationId);
      return;
    }
    // A photo, and no model on the server to read it: the phone reads the letter in it itself.
    if (messageImages(question).length && letterPhotoReader() && !(await chat.assistantHasModel())) {
      await answerOnDevice(context, controller.signal, question, conversationId, false);
      return;
    }
    const reply = await chat.streamAssistantReply({
      messages: requestMessages(store().messages),
      conversationId,
      language: toStoredLanguage(context.language),
      signal: controller.signal,
      onDelta: (delta) => {
        if (!controller.signal.aborted) store().appendDelta(delta);
      },
    });
    finish(context, controller.signal, reply.text, reply.conversationId, false);
  } catch (error) {
    if (controller.signal.aborted) return;
    const code = (error as { code?: string } | null)?.code;
    if (code === 'offline') {
      try {
        await answerOnDevice(context, controller.signal, question, conversationId);
        return;
      } catch (deviceError) {
        console.error('The phone could not answer:', deviceError);
      }
    } else if (!code || code === 'failed') console.error('The assistant could not answer:', error);
    const [title, body] = ERROR_TOASTS[code ?? ''] ?? ['errors.failedTitle', 'errors.failed'];
    toast.error(context.t(title), { description: context.t(body) });
    store().revertSend();
    // Deleted on another device: the question stays in the box, to start a new chat with.
    if (code === 'not_found') store().newChat();
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}
