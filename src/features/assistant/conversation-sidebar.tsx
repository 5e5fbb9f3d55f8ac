// The saved conversations of a signed-in person (spec "Assistant screen"): title, a collapse
// button, New Chat, Search Chat (titles and the words of every message), the rows newest first,
// loading and empty states. Loaded only for signed-in people (it brings the device database).
// Opening a row loads its messages; deleting the open conversation clears the chat.
import { PanelLeftClose, PanelLeftOpen, Search, SquarePen } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConversation, getConversation, useConversations } from '../../data/conversations';
import type { ConversationRecord } from '../../data/records';
import { toast } from '../../ui/toast';
import { useMediaQuery } from '../../ui/use-media-query';
import { useChatStore } from './chat-store';
import { MESSAGE_INPUT_ID } from './chat-composer';
import { ConversationRow } from './conversation-row';
import { cancelSend } from './send-message';
import { useConversationDate } from './use-conversation-date';

/** Beside the chat from this width; above it, folded away until asked for, on a phone. */
const WIDE = '(min-width: 56rem)';

const focusInput = () => document.getElementById(MESSAGE_INPUT_ID)?.focus();

export default function ConversationSidebar() {
  const { t } = useTranslation('assistant');
  const wide = useMediaQuery(WIDE);
  const chosen = useChatStore((state) => state.sidebarOpen);
  const setSidebarOpen = useChatStore((state) => state.setSidebarOpen);
  const currentId = useChatStore((state) => state.conversationId);
  const newChat = useChatStore((state) => state.newChat);
  const openConversation = useChatStore((state) => state.openConversation);
  const open = chosen ?? wide;
  const [query, setQuery] = useState('');
  const conversations = useConversations(useDeferredValue(query));
  const formatDate = useConversationDate();
  const newChatButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (conversations === null) toast.error(t('sidebar.historyFailed'));
  }, [conversations, t]);

  const startNewChat = () => {
    cancelSend();
    newChat();
    if (!wide) setSidebarOpen(false);
    focusInput();
  };

  const openRow = async (id: string) => {
    const chat = useChatStore.getState();
    // The open conversation with a reply on its way: reopening it would throw the reply away.
    if (id === chat.conversationId && chat.status !== 'idle') return;
    try {
      const record = await getConversation(id);
      if (!record) {
        toast.error(t('sidebar.notFound'));
        return;
      }
      cancelSend();
      openConversation({ id: record.id, messages: record.messages });
      if (!wide) setSidebarOpen(false);
    } catch (error) {
      console.error('The conversation could not be opened:', error);
      toast.error(t('sidebar.loadFailed'));
    }
  };

  const deleteRow = async (record: ConversationRecord) => {
    // Focus would otherwise fall to the page when the row disappears.
    newChatButton.current?.focus();
    const result = await deleteConversation(record.id);
    if (!result.ok) {
      toast.error(t('sidebar.deleteFailed'));
      return;
    }
    toast.success(t('sidebar.deleted'));
    if (useChatStore.getState().conversationId === record.id) {
      cancelSend();
      newChat();
    }
  };

  return (
    <section className={`assistant-history${open ? '' : ' assistant-history--closed'}`} aria-labelledby="assistant-history-title">
      <div className="assistant-history__head">
        <h2 id="assistant-history-title" className="assistant-history__title">
          {t('sidebar.title')}
        </h2>
        <button
          type="button"
          className="button button--ghost assistant-history__toggle"
          aria-expanded={open}
          aria-controls="assistant-history-body"
          onClick={() => setSidebarOpen(!open)}
          aria-label={open ? t('sidebar.hide') : t('sidebar.show')}
          title={open ? t('sidebar.hide') : t('sidebar.show')}
        >
          {open ? <PanelLeftClose size={20} aria-hidden="true" /> : <PanelLeftOpen size={20} aria-hidden="true" />}
        </button>
      </div>
      <div id="assistant-history-body" className="assistant-history__body" hidden={!open}>
        <button ref={newChatButton} type="button" className="button assistant-history__new" onClick={startNewChat}>
          <SquarePen size={18} aria-hidden="true" />
          {t('sidebar.newChat')}
        </button>
        <div role="search" className="assistant-history__search">
          <label htmlFor="assistant-history-search" className="assistant-history__search-label">
            <Search size={18} aria-hidden="true" />
            {t('sidebar.search')}
          </label>
          <input
            id="assistant-history-search"
            type="search"
            className="form-field__input"
            value={query}
            placeholder={t('sidebar.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {conversations === undefined ? (
          <p className="assistant-history__state" role="status">
            {t('sidebar.loading')}
          </p>
        ) : conversations === null ? (
          <p className="assistant-history__state">{t('sidebar.historyFailed')}</p>
        ) : conversations.length === 0 ? (
          <p className="assistant-history__state">{query.trim() ? t('sidebar.noMatch', { query: query.trim() }) : t('sidebar.empty')}</p>
        ) : (
          <ul className="assistant-history__list">
            {conversations.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                current={conversation.id === currentId}
                date={formatDate(conversation.updated_at)}
                onOpen={() => void openRow(conversation.id)}
                onDelete={() => void deleteRow(conversation)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
