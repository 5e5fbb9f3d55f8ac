import { Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LETTER_ANALYSIS } from '../../core/activity-filter';
import { deleteActivity } from '../../data/activity';
import type { ActivityRecord } from '../../data/records';
import { toast } from '../../ui/toast';
import { activityLabel } from './activity-label';

interface ActivityEntryProps {
  entry: ActivityRecord;
  formatDate: (iso: string) => string;
  /** After a delete the entry leaves the list; the list decides where focus goes. */
  onDeleted: () => void;
}

export function ActivityEntry({ entry, formatDate, onDeleted }: ActivityEntryProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const metadata = entry.metadata ?? {};
  const canOpen = entry.activity_type === LETTER_ANALYSIS && metadata.analysis != null;

  // Focus follows the buttons as they swap, so keyboard and screen-reader users are never dropped.
  const askToConfirm = (asking: boolean) => {
    flushSync(() => setConfirming(asking));
    (asking ? cancelButton : deleteButton).current?.focus();
  };

  const remove = async () => {
    setDeleting(true);
    const result = await deleteActivity(entry.id);
    setDeleting(false);
    if (!result.ok) {
      toast.error(t('activity.deleteFailed'));
      askToConfirm(false);
      return;
    }
    // Honest: a delete made offline is done on this device and waits to reach the account.
    toast.success(t('activity.deleted'), result.synced ? undefined : { description: t('activity.deletedOnDevice') });
    onDeleted();
  };

  return (
    <li className="card profile-entry">
      <div className="profile-entry__main">
        <h3 id={`${id}-title`} className="profile-entry__title">
          {activityLabel(t, entry.activity_type)}
        </h3>
        {entry.activity_description ? <p className="profile-entry__description">{entry.activity_description}</p> : null}
        <p className="profile-entry__date">
          <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
        </p>
        {canOpen ? (
          <button
            type="button"
            className="link-button"
            aria-describedby={`${id}-title`}
            // The letter screen shows a saved analysis when it arrives with one in the router state.
            onClick={() =>
              navigate('/letter', {
                state: { analysis: metadata.analysis, formData: metadata.formData, sender: metadata.sender, deadline: metadata.deadline },
              })
            }
          >
            {t('activity.viewAnalysis')}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className="profile-entry__confirm" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`}>{t('activity.confirmQuestion')}</p>
          <div className="profile-entry__actions">
            <button type="button" className="button button--danger" disabled={deleting} onClick={() => void remove()}>
              {t('activity.confirm')}
            </button>
            <button type="button" ref={cancelButton} className="button button--secondary" disabled={deleting} onClick={() => askToConfirm(false)}>
              {t('activity.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" ref={deleteButton} className="button button--ghost profile-entry__delete" aria-describedby={`${id}-title`} onClick={() => askToConfirm(true)}>
          <Trash2 size={18} aria-hidden="true" />
          {t('activity.delete')}
        </button>
      )}
    </li>
  );
}
