// A new conversation's title (ai_conversation.title), made from its first question the way
// the sidebar shows it: one line, at most 60 characters, cut at a word where there is one.
import { messageText } from './chat-limits';
import type { ChatMessage } from './chat-message';

const MAX_TITLE_CHARS = 60;

export function conversationTitle(messages: readonly ChatMessage[]): string | null {
  const first = messages.find((message) => message.role === 'user');
  const words = first ? messageText(first).replace(/\s+/g, ' ').trim() : '';
  if (!words) return null;
  if (words.length <= MAX_TITLE_CHARS) return words;
  const cut = words.slice(0, MAX_TITLE_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
