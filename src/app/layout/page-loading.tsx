import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or the session is on its way; announced politely, never a blank page. */
export function PageLoading() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="page page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{ready ? t('common.loading') : 'Loading…'}</span>
    </div>
  );
}
