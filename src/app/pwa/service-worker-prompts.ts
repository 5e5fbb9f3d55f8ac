// What the service worker's life means for the person: "ready to work without internet" once,
// "a new version is ready" with a reload button, and every language they choose kept on the phone.
// Loaded after the page has loaded (use-service-worker-prompts.ts), so none of it is in the first view.
import type { i18n as I18n } from 'i18next';
import { fromHtmlLang } from '../../core/language';
import { toast } from '../../ui/toast';
import { offlineReadyOnce } from './offline-ready-once';
import { keepLanguageWhenRegistered, registerServiceWorker } from './register-service-worker';

/** Registers the worker and listens for language changes; returns what stops the listening. */
export function startServiceWorkerPrompts(i18n: I18n): () => void {
  registerServiceWorker({
    // Said once per device, the first time the app and the reader's language are both kept.
    // `i18n.t` reads the language at the moment the message is shown.
    onOfflineReady: offlineReadyOnce(() => toast.success(i18n.t('pwa.offlineReady'))),
    onUpdateWaiting: (applyUpdate) =>
      toast.message(i18n.t('pwa.updateAvailable'), {
        id: 'pwa-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: i18n.t('pwa.reloadToUpdate'), onClick: applyUpdate },
      }),
    readerLanguage: () => fromHtmlLang(i18n.language),
  });
  // A language chosen is kept on the phone too, so it works offline next time.
  const keepChosen = (tag: string) => void keepLanguageWhenRegistered(fromHtmlLang(tag));
  i18n.on('languageChanged', keepChosen);
  return () => i18n.off('languageChanged', keepChosen);
}
