// A guest's request for help (or report) made with no signal waits on the phone; this starts the
// anonymous sender once the page is idle, which then sends it and retries by itself (online,
// backoff). Only when one is waiting (a flag in local storage), so other visitors never load the
// device database for it.
import { useEffect } from 'react';
import { requestsWaiting } from '../../data/requests-waiting';
import { whenIdle } from '../../ui/when-idle';

export function useWaitingRequests(): void {
  useEffect(() => {
    if (!requestsWaiting()) return;
    return whenIdle(() => {
      void import('../../data/anonymous-sender').then(({ sendAnonymousNow }) => sendAnonymousNow());
    });
  }, []);
}
