// "Ready to work without internet" is news the first time only. The service worker reports it on
// every fresh install (a cleared cache, an update that replaced the worker), so the device
// remembers that the person was told.

export const OFFLINE_READY_TOLD = 'pali.offlineReadyTold';

/** Wraps `tell` so it runs on the first report on this device and never again. */
export function offlineReadyOnce(tell: () => void): () => void {
  return () => {
    try {
      if (window.localStorage.getItem(OFFLINE_READY_TOLD)) return;
      window.localStorage.setItem(OFFLINE_READY_TOLD, '1');
    } catch {
      // Storage refused (private mode, full): telling again beats never telling.
    }
    tell();
  };
}
