// What one chat request may carry, checked by ai-assistant (400 with the
// reason) and respected by the app before it sends (it trims old turns and refuses a too-large
// picture with a message in the reader's language). One list, so both sides agree.
// Rules: images are data URLs of JPEG, PNG, WEBP or GIF, and only in a person's messages; the
// last message is the person's and has words (trimmed text must be non-empty).
import type { ChatMessage } from './chat-message';

export const CHAT_LIMITS = {
  /** Messages in one request: the newest turns of a longer conversation. */
  messages: 40,
  /** Characters of text in one message. */
  messageChars: 4000,
  /** Characters of text in the whole request. */
  totalChars: 24_000,
  /** Pictures in one request (the app sends only the newest message's). */
  images: 4,
  /** One picture's data URL, in characters (about 1.5 MB of image). */
  imageChars: 2_000_000,
} as const;

export type ChatLimitCode =
  'no-messages' | 'too-many-messages' | 'bad-message' | 'empty-question' | 'message-too-long' | 'too-much-text' | 'too-many-images' | 'bad-image' | 'image-too-large';

export class ChatLimitError extends Error {
  override name = 'ChatLimitError';
  constructor(
    readonly code: ChatLimitCode,
    message: string,
  ) {
    super(message);
  }
}

const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/;

/** The words of a message (its text parts joined). */
export function messageText(message: ChatMessage): string {
  if (typeof message.content === 'string') return message.content;
  return message.content
    .filter((part) => part.type === 'text')
    .map((part) => (part as { text: string }).text)
    .join('\n');
}

/** The pictures of a message, as data URLs. */
export function messageImages(message: ChatMessage): string[] {
  if (typeof message.content === 'string') return [];
  return message.content.filter((part) => part.type === 'image_url').map((part) => (part as { image_url: { url: string } }).image_url.url);
}

function isPart(part: unknown): boolean {
  if (!part || typeof part !== 'object') return false;
  const candidate = part as { type?: unknown; text?: unknown; image_url?: { url?: unknown } };
  if (candidate.type === 'text') return typeof candidate.text === 'string';
  if (candidate.type === 'image_url') return typeof candidate.image_url?.url === 'string';
  return false;
}

function isMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== 'object') return false;
  const { role, content } = value as { role?: unknown; content?: unknown };
  if (role !== 'user' && role !== 'assistant') return false;
  return typeof content === 'string' || (Array.isArray(content) && content.every(isPart));
}

/** Checks a request's messages; returns them typed, or throws ChatLimitError saying what is wrong. */
export function checkChatMessages(value: unknown): ChatMessage[] {
  if (!Array.isArray(value) || value.length === 0) throw new ChatLimitError('no-messages', 'Send at least one message.');
  if (value.length > CHAT_LIMITS.messages) throw new ChatLimitError('too-many-messages', `Send at most ${CHAT_LIMITS.messages} messages; leave out the oldest.`);
  if (!value.every(isMessage)) throw new ChatLimitError('bad-message', 'Each message needs a role (user or assistant) and content (text, or a list of text and image parts).');
  const messages = value;
  const last = messages[messages.length - 1]!;
  if (last.role !== 'user' || !messageText(last).trim()) throw new ChatLimitError('empty-question', 'The last message must be your question, with words in it.');
  let total = 0;
  let images = 0;
  for (const message of messages) {
    const length = messageText(message).length;
    if (length > CHAT_LIMITS.messageChars) throw new ChatLimitError('message-too-long', `A message may have at most ${CHAT_LIMITS.messageChars} characters.`);
    total += length;
    for (const url of messageImages(message)) {
      images += 1;
      if (message.role !== 'user' || !IMAGE_DATA_URL.test(url.slice(0, 64)) || !IMAGE_DATA_URL.test(url)) {
        throw new ChatLimitError('bad-image', 'Pictures must be JPEG, PNG, WEBP or GIF images sent as data URLs.');
      }
      if (url.length > CHAT_LIMITS.imageChars) throw new ChatLimitError('image-too-large', 'A picture is too large; send a smaller one.');
    }
  }
  if (total > CHAT_LIMITS.totalChars)
    throw new ChatLimitError('too-much-text', `A request may have at most ${CHAT_LIMITS.totalChars} characters of text; leave out the oldest messages.`);
  if (images > CHAT_LIMITS.images) throw new ChatLimitError('too-many-images', `Send at most ${CHAT_LIMITS.images} pictures at a time.`);
  return messages;
}
