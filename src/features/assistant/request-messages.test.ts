// What is sent stays within the limits ai-assistant checks: the newest messages that fit, each
// within its length, pictures only from the newest message (older ones leave a note), and the
// result passes the server's own check.
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, checkChatMessages, messageImages } from '../../core/assistant/chat-limits';
import type { ChatMessage } from '../../core/assistant/chat-message';
import { EARLIER_PICTURE_NOTE, requestMessages } from './request-messages';

const picture = 'data:image/jpeg;base64,AAAA';
const withPicture = (text: string): ChatMessage => ({
  role: 'user',
  content: [
    { type: 'text', text },
    { type: 'image_url', image_url: { url: picture } },
  ],
});

describe('requestMessages', () => {
  it('sends a short chat as it is', () => {
    const chat: ChatMessage[] = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'Where is the RMV?' },
    ];
    expect(requestMessages(chat)).toEqual(chat);
  });

  it('keeps pictures only in the newest message, leaving a note where older ones were', () => {
    const sent = requestMessages([withPicture('First letter'), { role: 'assistant', content: 'It is a bill.' }, withPicture('And this one?')]);
    expect(sent[0]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'First letter' },
        { type: 'text', text: EARLIER_PICTURE_NOTE },
      ],
    });
    expect(messageImages(sent[2]!)).toEqual([picture]);
    expect(() => checkChatMessages(sent)).not.toThrow();
  });

  it('keeps the newest messages that fit, in number and in characters, and shortens a long old reply', () => {
    const many = Array.from({ length: CHAT_LIMITS.messages + 10 }, (_, index): ChatMessage => ({ role: index % 2 ? 'assistant' : 'user', content: `message ${index}` }));
    const sent = requestMessages(many);
    expect(sent).toHaveLength(CHAT_LIMITS.messages);
    expect(sent.at(-1)).toEqual(many.at(-1));

    const long = 'x'.repeat(CHAT_LIMITS.messageChars + 500);
    const wordy = Array.from({ length: 12 }, (_, index): ChatMessage => (index % 2 ? { role: 'assistant', content: long } : { role: 'user', content: `question ${index}` }));
    wordy.push({ role: 'user', content: 'Last question' });
    const trimmed = requestMessages(wordy);
    expect(trimmed.at(-1)).toEqual({ role: 'user', content: 'Last question' });
    expect(trimmed.length).toBeLessThan(wordy.length);
    expect(() => checkChatMessages(trimmed)).not.toThrow();
  });
});
