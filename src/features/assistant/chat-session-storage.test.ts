// @vitest-environment happy-dom
// A chat too large for session storage is kept without its pictures rather than not at all, and
// a storage that refuses even that leaves no stale copy to come back on reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../core/assistant/chat-message';
import { chatSessionStorage, withoutPictures } from './chat-session-storage';

interface Chat {
  messages: ChatMessage[];
  attachments: unknown[];
}

const chat: Chat = {
  messages: [
    {
      role: 'user',
      content: [
        { type: 'text', text: 'What is this?' },
        { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAAA' } },
      ],
    },
  ],
  attachments: [{ id: 'a', name: 'back.jpg', url: 'data:image/jpeg;base64,BBBB' }],
};
const quotaError = () => new DOMException('full', 'QuotaExceededError');

afterEach(() => sessionStorage.clear());

describe('chatSessionStorage', () => {
  it('stores and reads the chat', () => {
    const storage = chatSessionStorage<Chat>();
    storage.setItem('chat', { state: chat, version: 1 });
    expect(storage.getItem('chat')).toEqual({ state: chat, version: 1 });
  });

  it('drops the pictures when the whole chat does not fit', () => {
    const storage = chatSessionStorage<Chat>();
    const real = sessionStorage.setItem.bind(sessionStorage);
    vi.spyOn(sessionStorage, 'setItem').mockImplementation((key: string, value: string) => {
      if (value.includes('BBBB')) throw quotaError();
      real(key, value);
    });
    storage.setItem('chat', { state: chat, version: 1 });
    expect(storage.getItem('chat')).toEqual({ state: withoutPictures(chat), version: 1 });
    expect(withoutPictures(chat).messages[0]!.content).toEqual([
      { type: 'text', text: 'What is this?' },
      { type: 'image_url', image_url: { url: '' } },
    ]);
  });

  it('removes an older copy when nothing fits', () => {
    const storage = chatSessionStorage<Chat>();
    storage.setItem('chat', { state: { messages: [], attachments: [] }, version: 1 });
    vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    storage.setItem('chat', { state: chat, version: 1 });
    expect(storage.getItem('chat')).toBeNull();
  });
});
