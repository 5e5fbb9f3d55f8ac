import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallPrompt } from '../../ui/install-prompt';

/** Appears only where the browser has offered to install Pali. */
export function InstallButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const offer = useInstallPrompt((state) => state.offer);
  if (!offer) return null;
  return (
    <button type="button" className={`button button--secondary install-button ${className}`} onClick={() => void promptInstall()}>
      <Download size={18} aria-hidden="true" />
      {t('pwa.install')}
    </button>
  );
}
