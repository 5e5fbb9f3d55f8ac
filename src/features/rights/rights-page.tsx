import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';

// The full screen arrives with its own issue; until then it introduces itself.
export function RightsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('rights.title')} description={t('rights.description')} />
    </div>
  );
}
