import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/use-document-title';
import './error-pages.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFound.title'));
  return (
    <div className="page error-page">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('errors.notFound.title')}</h1>
      <p>{t('errors.notFound.body')}</p>
      <Link className="button" to="/">
        {t('errors.goHome')}
      </Link>
    </div>
  );
}
