// One saved conversation in the sidebar: its title (or "Untitled") and the day it was last
// updated, opened by a tap; the delete button shows on hover and on keyboard focus (and always
// on touch screens, which have no hover).
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConversationRecord } from '../../data/records';

interface ConversationRowProps {
  conversation: ConversationRecord;
  current: boolean;
  date: string;
  onOpen: () => void;
  onDelete: () => void;
}

export function ConversationRow({ conversation, current, date, onOpen, onDelete }: ConversationRowProps) {
  const { t } = useTranslation('assistant');
  const title = conversation.title?.trim() || t('sidebar.untitled');
  return (
    <li className={`history-row${current ? ' history-row--current' : ''}`}>
      <button type="button" className="history-row__open" onClick={onOpen} aria-current={current ? 'true' : undefined}>
        <span className="history-row__title">{title}</span>
        <time className="history-row__date" dateTime={conversation.updated_at}>
          {date}
        </time>
      </button>
      <button type="button" className="history-row__delete" onClick={onDelete} aria-label={t('sidebar.delete', { title })} title={t('sidebar.delete', { title })}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </li>
  );
}
