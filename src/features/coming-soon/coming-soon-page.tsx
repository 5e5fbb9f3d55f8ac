import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../ui/page-header';
import type { ComingSoonTopic } from './coming-soon-topics';
import './coming-soon.css';

export function ComingSoonPage({ topic }: { topic: ComingSoonTopic }) {
  const { t } = useTranslation('coming-soon');
  return (
    <div className="page coming-soon">
      <span className="coming-soon__icon" aria-hidden="true">
        <Hourglass size={36} />
      </span>
      <span className="badge">{t('translation:common.comingSoon')}</span>
      <PageHeader title={t(`${topic}.title`)} description={t(`${topic}.message`)} />
      <p className="muted">{t('meanwhile')}</p>
      <Link className="button" to="/">
        {t('backHome')}
      </Link>
    </div>
  );
}
