// Registers our service worker (sw/sw.ts) with workbox-window and reports the two moments the
// person should hear about: the app is ready to work offline, and a new version is waiting.
// Registration waits for the page to finish loading so it never competes with the first view.

export interface ServiceWorkerEvents {
  onOfflineReady: () => void;
  onUpdateWaiting: (applyUpdate: () => void) => void;
}

let registered = false;

async function register(events: ServiceWorkerEvents): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate) events.onOfflineReady();
  });
  workbox.addEventListener('waiting', () => {
    events.onUpdateWaiting(() => {
      // Reload only once the new worker is in charge, so the page and its code match.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}

export function registerServiceWorker(events: ServiceWorkerEvents): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  // A browser that refuses service workers (private mode, a policy) still runs Pali online; there
  // is nothing for the person to do about it, so the failure is not shown.
  const start = () => void register(events).catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
