// Where the chat waits out a reload: this tab's session storage (a guest's chat is never saved
// anywhere else, spec section 6). Pictures are data URLs and session storage holds only a few
// megabytes, so when the whole chat does not fit it is kept without its pictures (each shown as
// "picture not kept") rather than not at all; if even that fails, the chat stays in memory only.
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { ChatMessage } from '../../core/assistant/chat-message';

interface WithImages {
  messages?: ChatMessage[];
  attachments?: unknown[];
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** The same chat with every picture's data left out (the part stays, so the screen can say one was there). */
export function withoutPictures<S extends WithImages>(state: S): S {
  const messages = state.messages?.map((message) =>
    typeof message.content === 'string'
      ? message
      : { ...message, content: message.content.map((part) => (part.type === 'image_url' ? { type: 'image_url' as const, image_url: { url: '' } } : part)) },
  );
  return { ...state, messages, attachments: [] };
}

export function chatSessionStorage<S extends WithImages>(): PersistStorage<S> {
  return {
    getItem(name) {
      try {
        const raw = sessionStore()?.getItem(name);
        return raw ? (JSON.parse(raw) as StorageValue<S>) : null;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      const store = sessionStore();
      if (!store) return;
      try {
        store.setItem(name, JSON.stringify(value));
        return;
      } catch (error) {
        if (!isQuotaError(error)) return;
      }
      try {
        store.setItem(name, JSON.stringify({ ...value, state: withoutPictures(value.state) }));
      } catch {
        // Still too large: an older copy must not come back on reload; the chat lives on in memory.
        try {
          store.removeItem(name);
        } catch {
          // Nothing more to do.
        }
      }
    },
    removeItem(name) {
      try {
        sessionStore()?.removeItem(name);
      } catch {
        // Blocked storage held nothing.
      }
    },
  };
}
