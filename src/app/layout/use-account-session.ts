// A person who was signed in when they last used Pali gets their session and sync engine back
// once the page is idle: supabase-js and Dexie stay out of the first view, and nothing a screen
// shows waits for them (the session store already knows who is signed in from local storage).
import { useEffect } from 'react';
import { useSession } from '../../data/session-store';
import { whenIdle } from '../../ui/when-idle';

export function useAccountSession(): void {
  const signedIn = useSession((state) => state.status === 'signed-in');
  useEffect(() => {
    if (!signedIn) return;
    return whenIdle(() => void import('../../data/account-session').then(({ startAccountSession }) => startAccountSession()).catch(() => undefined));
  }, [signedIn]);
}
