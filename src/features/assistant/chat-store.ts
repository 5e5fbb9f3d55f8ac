// The assistant screen's state (spec section 4, "Chat"): the open conversation, its messages, the
// reply while it streams, what the person is typing and the pictures they chose. Kept in this
// tab's session storage, so a guest's chat survives a reload; a signed-in person's conversations
// are also saved on the device (src/data/conversations.ts).
// Rules: a send in progress is stored as if it had not happened, with the text and pictures back
// in the input, so a reload mid-reply loses nothing typed; the chat belongs to one owner, and a
// different signed-in person (or a sign-out) starts an empty one.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ServiceSuggestion } from '../../core/assistant/assistant-types';
import type { ChatMessage } from '../../core/assistant/chat-message';
import { chatSessionStorage } from './chat-session-storage';

export type ChatStatus = 'idle' | 'waiting' | 'streaming';

/** A picture chosen for the next message, already made smaller. */
export interface Attachment {
  id: string;
  name: string;
  /** A JPEG data URL. */
  url: string;
}

interface SendSnapshot {
  before: ChatMessage[];
  draft: string;
  attachments: Attachment[];
}

interface ChatData {
  /** Whose chat this is: a person's id, or 'guest'; null before the screen first opened. */
  owner: string | null;
  conversationId: string | null;
  messages: ChatMessage[];
  /** Indexes of the assistant messages answered on this phone without a connection. */
  deviceAnswers: number[];
  draft: string;
  attachments: Attachment[];
  /** The guest welcome dialog was answered in this tab. */
  welcomed: boolean;
  /** The person's choice for the history panel; null means the screen's default for its width. */
  sidebarOpen: boolean | null;
}

interface ChatState extends ChatData {
  status: ChatStatus;
  /** The reply so far, markup included, while it streams. */
  pending: string | null;
  sending: SendSnapshot | null;
  /** The service the alert dialog shows, or null. */
  serviceAlert: ServiceSuggestion | null;
  setDraft: (draft: string) => void;
  addAttachments: (attachments: Attachment[]) => void;
  removeAttachment: (id: string) => void;
  /** The person's message appears at once; the input clears. */
  startSend: (message: ChatMessage) => void;
  appendDelta: (delta: string) => void;
  finishReply: (reply: { text: string; conversationId: string | null; onDevice: boolean }) => void;
  /** Back to before the send, with the text and pictures in the input again. */
  revertSend: () => void;
  newChat: () => void;
  openConversation: (conversation: { id: string; messages: ChatMessage[] }) => void;
  showService: (service: ServiceSuggestion | null) => void;
  setWelcomed: () => void;
  setSidebarOpen: (open: boolean) => void;
  /** Follows who is signed in: a guest's chat carries over into a sign-in; anything else starts afresh. */
  followOwner: (owner: string) => void;
}

const EMPTY_CHAT = {
  conversationId: null,
  messages: [] as ChatMessage[],
  deviceAnswers: [] as number[],
  status: 'idle' as ChatStatus,
  pending: null,
  sending: null,
  serviceAlert: null,
};

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => ({
      owner: null,
      ...EMPTY_CHAT,
      draft: '',
      attachments: [],
      welcomed: false,
      sidebarOpen: null,
      setDraft: (draft) => set({ draft }),
      addAttachments: (attachments) => set((state) => ({ attachments: [...state.attachments, ...attachments] })),
      removeAttachment: (id) => set((state) => ({ attachments: state.attachments.filter((attachment) => attachment.id !== id) })),
      startSend: (message) =>
        set((state) => ({
          sending: { before: state.messages, draft: state.draft, attachments: state.attachments },
          messages: [...state.messages, message],
          draft: '',
          attachments: [],
          status: 'waiting',
          pending: '',
        })),
      appendDelta: (delta) => set((state) => ({ pending: (state.pending ?? '') + delta, status: 'streaming' })),
      finishReply: ({ text, conversationId, onDevice }) =>
        set((state) => ({
          messages: [...state.messages, { role: 'assistant', content: text }],
          deviceAnswers: onDevice ? [...state.deviceAnswers, state.messages.length] : state.deviceAnswers,
          conversationId,
          status: 'idle',
          pending: null,
          sending: null,
        })),
      revertSend: () => {
        const { sending } = get();
        if (!sending) return;
        set({ messages: sending.before, draft: sending.draft, attachments: sending.attachments, status: 'idle', pending: null, sending: null });
      },
      newChat: () => set(EMPTY_CHAT),
      openConversation: ({ id, messages }) => set({ ...EMPTY_CHAT, conversationId: id, messages }),
      showService: (serviceAlert) => set({ serviceAlert }),
      setWelcomed: () => set({ welcomed: true }),
      setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      followOwner: (owner) => {
        const previous = get().owner;
        if (previous === owner) return;
        if (previous === null || previous === 'guest') set({ owner, conversationId: null });
        else set({ owner, ...EMPTY_CHAT, draft: '', attachments: [] });
      },
    }),
    {
      name: 'pali.assistant',
      version: 1,
      storage: chatSessionStorage<ChatData>(),
      partialize: (state): ChatData => ({
        owner: state.owner,
        conversationId: state.conversationId,
        messages: state.sending?.before ?? state.messages,
        deviceAnswers: state.deviceAnswers,
        draft: state.sending?.draft ?? state.draft,
        attachments: state.sending?.attachments ?? state.attachments,
        welcomed: state.welcomed,
        sidebarOpen: state.sidebarOpen,
      }),
    },
  ),
);
