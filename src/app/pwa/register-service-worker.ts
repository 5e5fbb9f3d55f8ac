// Registers our service worker (sw/sw.ts) with workbox-window and reports the two moments the
// person should hear about: the app is ready to work offline (the precache and the reader's
// language are on the phone), and a new version is waiting. It is started once the page has
// finished loading (use-service-worker-prompts.ts), so it never competes with the first view.
import type { Language } from '../../core/language';

export interface ServiceWorkerEvents {
  onOfflineReady: () => void;
  onUpdateWaiting: (applyUpdate: () => void) => void;
  /** The language Pali is read in now. */
  readerLanguage: () => Language;
}

let registered: Promise<void> | null = null;

async function register(events: ServiceWorkerEvents): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    events.onUpdateWaiting(() => {
      // Reload only once the new worker is in charge, so the page and its code match.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}

/**
 * Once the worker is active, asks it to keep `language`; resolves whether it is kept. Nothing
 * happens (false) where no worker was registered: in development, or a browser that refuses them.
 */
export async function keepLanguageWhenRegistered(language: Language): Promise<boolean> {
  if (!registered) return false;
  try {
    await registered;
    // Loaded after registration, with workbox-window: nothing of this is in the first view.
    const { keepLanguageOffline } = await import('./keep-language');
    return await keepLanguageOffline(language);
  } catch {
    return false;
  }
}

export function registerServiceWorker(events: ServiceWorkerEvents): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A browser that refuses service workers (private mode, a policy) still runs Pali online; there
  // is nothing for the person to do about it, so the failure is not shown.
  registered = register(events);
  registered.catch(() => undefined);
  // Every visit: the reader's language may have been chosen while the worker could not fetch it.
  void keepLanguageWhenRegistered(events.readerLanguage()).then((kept) => {
    if (kept) events.onOfflineReady();
  });
}
