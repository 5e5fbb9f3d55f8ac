import { useTranslation } from 'react-i18next';
import type { FallbackProps } from 'react-error-boundary';
import { useDocumentTitle } from '../../ui/use-document-title';
import './error-pages.css';

/**
 * What a routing or rendering failure shows instead of a blank page. A screen's code can fail to
 * load (an old tab after a release, or offline before the service worker finished), so it offers a
 * reload as well as the way home.
 */
export function RouteErrorPage({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  const title = t('errors.unexpected.title', { defaultValue: 'Unexpected Application Error!' });
  useDocumentTitle(title);
  const detail = error instanceof Error ? error.message : '';
  return (
    <div className="page error-page" role="alert">
      <h1>{title}</h1>
      <p>{t('errors.unexpected.body', { defaultValue: 'Something went wrong on this screen. Your saved information is safe.' })}</p>
      {detail ? <p className="error-page__detail muted">{detail}</p> : null}
      <div className="error-page__actions">
        {/* A full page load: the router itself may be what failed. */}
        <a className="button" href="/">
          {t('errors.goHome', { defaultValue: 'Go to the home page' })}
        </a>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {t('errors.unexpected.reload', { defaultValue: 'Reload' })}
        </button>
      </div>
    </div>
  );
}
