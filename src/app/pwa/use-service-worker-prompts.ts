import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Starts the service worker's prompts (service-worker-prompts.ts) once the page has loaded, so
 * registering the worker never competes with the first view, nor adds to its download.
 */
export function useServiceWorkerPrompts(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import('./service-worker-prompts').then(({ startServiceWorkerPrompts }) => {
        if (!cancelled) stop = startServiceWorkerPrompts(i18n);
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      stop?.();
    };
  }, [i18n]);
}
