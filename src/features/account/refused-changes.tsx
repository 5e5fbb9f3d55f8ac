import { useTranslation } from 'react-i18next';
import { discardRefusedChange, useRefusedChanges } from '../../data/sync-status';
import { toast } from '../../ui/toast';
import { useDateFormat } from './use-date-format';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

// Changes the server refused (the header counts them and links here). They never block other
// changes; they wait here, with the server's reason, until the person lets them go.
export function RefusedChanges() {
  const { t } = useTranslation('account');
  const refused = useRefusedChanges();
  const formatDate = useDateFormat(DATE_TIME);
  if (refused.length === 0) return null;
  return (
    <section className="card refused-changes" aria-labelledby="refused-changes-title">
      <h2 id="refused-changes-title">{t('refused.title', { count: refused.length })}</h2>
      <p>{t('refused.intro')}</p>
      <ul className="refused-changes__list">
        {refused.map((change) => (
          <li key={change.seq}>
            <p>
              <strong>{t(`refused.tables.${change.table}`, { defaultValue: change.table })}</strong> · {formatDate(change.createdAt)}
            </p>
            <p className="refused-changes__reason">{change.message}</p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                void discardRefusedChange(change.seq).then(
                  () => toast.success(t('refused.discarded')),
                  () => toast.error(t('refused.discardFailed')),
                )
              }
            >
              {t('refused.discard')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
