import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';

// The full screen arrives with its own issue; until then it introduces itself.
export function AppointmentPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('appointments.title')} description={t('appointments.description')} />
    </div>
  );
}
