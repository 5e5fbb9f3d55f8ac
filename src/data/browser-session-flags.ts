// Keeps the two per-tab flags in session storage: the guest flag (set by "Continue as
// Guest") and the path to return to after signing in. Both end with the browser session by design.
// Values are re-validated on read: session storage can be edited by anyone at the keyboard.
import { create } from 'zustand';
import { safeReturnPath } from '../core/safe-return-path';

const GUEST_KEY = 'pali.guest';
const RETURN_PATH_KEY = 'pali.returnPath';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const store = sessionStore();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Blocked storage: the flag still holds in memory for this page.
  }
}

interface BrowserSessionFlags {
  isGuest: boolean;
  continueAsGuest: () => void;
  endGuestMode: () => void;
}

export const useBrowserSessionFlags = create<BrowserSessionFlags>((set) => ({
  isGuest: read(GUEST_KEY) === 'true',
  continueAsGuest: () => {
    write(GUEST_KEY, 'true');
    set({ isGuest: true });
  },
  endGuestMode: () => {
    write(GUEST_KEY, null);
    set({ isGuest: false });
  },
}));

export function rememberReturnPath(path: string): void {
  write(RETURN_PATH_KEY, safeReturnPath(path));
}

/** The stored return path, once: reading it clears it so it cannot redirect a later sign-in. */
export function takeReturnPath(): string | null {
  const path = safeReturnPath(read(RETURN_PATH_KEY));
  write(RETURN_PATH_KEY, null);
  return path;
}
