// Connects the session store and the sync engine to supabase-js's auth events. Started after the
// first paint when a session is on the device, and by every sign-in; from then on supabase-js
// refreshes the token, and each sign-in, refresh or sign-out reaches the store and the engine.
import type { AuthChangeEvent, AuthError, Session } from '@supabase/supabase-js';
import type { BackendClient } from './backend-client';
import { once } from '../core/once';
import { backendClient } from './backend-client';
import { deviceDb } from './db';
import { AUTH_STORAGE_KEY, sessionUserOf, setSignedIn, setSignedOut, useSession } from './session-store';
import type { FlushReport } from './sync/flush';
import { startSyncRunner, type SyncRunner } from './sync/sync-runner';

/** supabase-js's "could not reach the server" (its isAuthRetryableFetchError, without importing the library here). */
const isUnreachable = (error: AuthError) => error.name === 'AuthRetryableFetchError' || error.status === 0;
let runner: { userId: string; sync: SyncRunner } | null = null;

function follow(client: BackendClient, session: Session | null, event?: AuthChangeEvent): void {
  if (!session) {
    runner?.sync.stop();
    runner = null;
    setSignedOut();
    return;
  }
  // Also whether the address is confirmed and a new one waits: an e-mail change or a confirmation
  // made with a link reaches every screen with the USER_UPDATED / SIGNED_IN event that follows.
  setSignedIn(sessionUserOf(session.user));
  if (runner?.userId === session.user.id) {
    if (event === 'SIGNED_IN') void runner.sync.flush();
    return;
  }
  startRunner(client, session.user.id);
}

function startRunner(client: BackendClient, userId: string): void {
  runner?.sync.stop();
  runner = { userId, sync: startSyncRunner(deviceDb(), client, userId) };
}

/**
 * Loads supabase-js and follows its session from now on; safe to call many times. A start that
 * failed (offline on a first visit) does not stick: the next call tries again.
 */
export const startAccountSession: () => Promise<BackendClient> = once(() =>
  backendClient().then(async (client) => {
    const { data, error } = await client.auth.getSession();
    const stored = useSession.getState().user;
    // Offline with an expired token: supabase-js keeps the session and refreshes it when the
    // signal returns. The person stays signed in meanwhile, and their changes keep queueing.
    if (!data.session && error && isUnreachable(error) && stored) startRunner(client, stored.id);
    else follow(client, data.session);
    client.auth.onAuthStateChange((event, session) => {
      // supabase-js asks that its own calls not run inside this callback: defer them.
      setTimeout(() => follow(client, session, event), 0);
    });
    return client;
  }),
);

/**
 * Forgets the session on this device without asking the server: after the account was deleted
 * there is no session left there to end (and asking would only log a refused request).
 */
export function forgetLocalSession(): void {
  runner?.sync.stop();
  runner = null;
  try {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Blocked storage held no session either.
  }
  setSignedOut();
}

/** Sends waiting changes now; null when nobody is signed in or the session has not started. */
export function syncNow(): Promise<FlushReport | null> {
  return runner ? runner.sync.flush() : Promise.resolve(null);
}

/** Sends waiting changes, then downloads the person's records again. */
export async function refreshFromServer(): Promise<void> {
  await runner?.sync.pull();
}
