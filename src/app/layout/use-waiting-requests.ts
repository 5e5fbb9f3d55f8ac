// A guest's request for help made with no signal waits on the phone; this sends it once the page
// is idle and again whenever the connection returns. Only when one is waiting (a flag in local
// storage), so other visitors never load the device database for it.
import { useEffect } from 'react';
import { requestsWaiting } from '../../data/requests-waiting';
import { whenIdle } from '../../ui/when-idle';

export function useWaitingRequests(): void {
  useEffect(() => {
    if (!requestsWaiting()) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('../../data/help-requests').then(({ keepSendingAnonymousRequests }) => {
        if (!cancelled) stop = keepSendingAnonymousRequests();
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, []);
}
