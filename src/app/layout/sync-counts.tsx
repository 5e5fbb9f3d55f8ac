import { CircleAlert, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSyncSummary } from '../../data/sync-status';

/** Changes of the signed-in person that wait for the server, or that it refused. */
export function SyncCounts() {
  const { t } = useTranslation();
  const { pending, refused } = useSyncSummary();
  return (
    <>
      {pending > 0 ? (
        <span className="sync-indicator__item">
          <RefreshCw size={16} aria-hidden="true" />
          {t('header.pending', { count: pending })}
        </span>
      ) : null}
      {refused > 0 ? (
        <Link to="/profile" className="sync-indicator__item">
          <CircleAlert size={16} aria-hidden="true" />
          {t('header.refused', { count: refused })}
        </Link>
      ) : null}
    </>
  );
}
