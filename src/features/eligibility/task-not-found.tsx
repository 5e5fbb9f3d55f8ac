import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function TaskNotFound() {
  const { t } = useTranslation('eligibility');
  return (
    <section className="card eligibility-not-found" aria-labelledby="eligibility-not-found">
      <h2 id="eligibility-not-found">{t('notFound.title')}</h2>
      <p>{t('notFound.body')}</p>
      <Link to="/appointment" className="button">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
