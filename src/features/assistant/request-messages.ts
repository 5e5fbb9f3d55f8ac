// The chat as it is sent (CHAT_LIMITS, shared with ai-assistant, which answers 400 beyond them):
// the newest messages that fit, each within its length, and pictures only from the newest
// message. Older pictures become a short note, so the model still knows one was shared.
import { CHAT_LIMITS, messageText } from '../../core/assistant/chat-limits';
import type { ChatContentPart, ChatMessage } from '../../core/assistant/chat-message';

/** Stands where an earlier message had a picture (read by the model, not by people). */
export const EARLIER_PICTURE_NOTE = '[A picture was shared here earlier.]';

function withoutPictures(message: ChatMessage): ChatMessage {
  if (typeof message.content === 'string' || !message.content.some((part) => part.type === 'image_url')) return message;
  const parts: ChatContentPart[] = message.content.filter((part) => part.type === 'text');
  return { ...message, content: [...parts, { type: 'text', text: EARLIER_PICTURE_NOTE }] };
}

function withinLength(message: ChatMessage): ChatMessage {
  const text = messageText(message);
  if (text.length <= CHAT_LIMITS.messageChars) return message;
  return { ...message, content: `${text.slice(0, CHAT_LIMITS.messageChars - 1)}…` };
}

export function requestMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  const newest = messages.length - 1;
  const kept: ChatMessage[] = [];
  let total = 0;
  for (let index = newest; index >= 0 && kept.length < CHAT_LIMITS.messages; index -= 1) {
    const message = withinLength(index === newest ? messages[index]! : withoutPictures(messages[index]!));
    const length = messageText(message).length;
    if (total + length > CHAT_LIMITS.totalChars) break;
    total += length;
    kept.unshift(message);
  }
  return kept;
}
