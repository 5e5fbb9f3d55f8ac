import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('about.title')} description={t('about.description')} />
    </div>
  );
}
