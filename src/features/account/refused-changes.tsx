import { useTranslation } from 'react-i18next';
import { discardRefusedChange, retryRefusedChange, useRefusedChanges } from '../../data/sync-status';
import { toast } from '../../ui/toast';
import { useDateFormat } from './use-date-format';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

// Changes the server refused (the header counts them and links here). They never block other
// changes; they wait here, with the server's reason, until the person lets them go. A refusal
// because the account is full (the server's row quota, code row_quota_exceeded) is explained in
// the reader's language instead, with what to do: delete old items, then try this one again.

const QUOTA_CODE = 'row_quota_exceeded';
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
            <p className="refused-changes__reason">{change.code === QUOTA_CODE ? t('refused.quotaReason') : change.message}</p>
            {change.code === QUOTA_CODE ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() =>
                  void retryRefusedChange(change.seq).then(
                    () => toast.success(t('refused.quotaRetried')),
                    () => toast.error(t('refused.quotaRetryFailed')),
                  )
                }
              >
                {t('refused.quotaRetry')}
              </button>
            ) : null}
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
