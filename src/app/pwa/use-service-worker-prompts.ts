import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { registerServiceWorker } from './register-service-worker';
import { offlineReadyOnce } from './offline-ready-once';

export function useServiceWorkerPrompts(): void {
  // `i18n` is stable and `i18n.t` reads the language at the moment the message is shown.
  const { i18n } = useTranslation();
  useEffect(() => {
    registerServiceWorker({
      // Said once per device: a new worker after every update would otherwise say it again.
      onOfflineReady: offlineReadyOnce(() => toast.success(i18n.t('pwa.offlineReady'))),
      onUpdateWaiting: (applyUpdate) =>
        toast.message(i18n.t('pwa.updateAvailable'), {
          id: 'pwa-update',
          duration: Number.POSITIVE_INFINITY,
          action: { label: i18n.t('pwa.reloadToUpdate'), onClick: applyUpdate },
        }),
    });
  }, [i18n]);
}
