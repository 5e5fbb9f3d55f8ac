import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';

// The full screen arrives with its own issue; until then it introduces itself.
export function AuthPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('auth.title')} description={t('auth.description')} />
    </div>
  );
}
