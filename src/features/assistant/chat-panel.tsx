// The chat (spec "Assistant screen"): the empty state "How can I help you today?" or the
// messages, then the input. Offline, it says the phone will answer; every reply carries the
// note that AI can make mistakes (spec section 1).
import { SquarePen, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../ui/use-online';
import { ChatComposer } from './chat-composer';
import { useChatStore } from './chat-store';
import { MessageList } from './message-list';
import { cancelSend, sendMessage } from './send-message';
import { useSendContext } from './use-send-context';

/** `ownNewChat`: guests have no history panel, so the chat offers New Chat itself. */
export function ChatPanel({ ownNewChat }: { ownNewChat: boolean }) {
  const { t } = useTranslation('assistant');
  const online = useOnline();
  const context = useSendContext();
  const empty = useChatStore((state) => state.messages.length === 0 && state.status === 'idle');
  const newChat = useChatStore((state) => state.newChat);

  return (
    <section className="card assistant-chat" aria-labelledby="assistant-chat-title">
      <div className="assistant-chat__head">
        <h2 id="assistant-chat-title" className="assistant-chat__title">
          {t('chat.label')}
        </h2>
        {ownNewChat && !empty ? (
          <button
            type="button"
            className="button button--secondary assistant-chat__new"
            onClick={() => {
              cancelSend();
              newChat();
            }}
          >
            <SquarePen size={18} aria-hidden="true" />
            {t('sidebar.newChat')}
          </button>
        ) : null}
      </div>
      {online ? null : (
        <p className="assistant-chat__offline">
          <WifiOff size={18} aria-hidden="true" /> {t('chat.offline')}
        </p>
      )}
      {empty ? (
        <div className="assistant-chat__empty">
          <p className="assistant-chat__empty-title">{t('chat.empty')}</p>
          <p className="muted">{t('chat.emptyHint')}</p>
        </div>
      ) : null}
      <MessageList />
      <ChatComposer onSend={() => void sendMessage(context)} />
      <p className="assistant-chat__disclaimer">{t('chat.disclaimer')}</p>
    </section>
  );
}
