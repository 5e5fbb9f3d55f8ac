import { useSyncExternalStore } from 'react';

// The browser's own view of the connection, kept live by its online/offline events. It can say
// "online" on a network with no internet; screens use it to explain, never to refuse to try.
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
