import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';

// The full screen arrives with its own issue; until then it introduces itself.
export function PackPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('pack.title')} description={t('pack.description')} />
    </div>
  );
}
