// The signed-in session as screens see it: who is signed in, or nobody. The first render must not
// wait for supabase-js (it stays out of the first view), so the starting state is read straight
// from the session supabase-js keeps in local storage; once the client has loaded it takes over
// (account-session.ts) and this store follows its sign-in, refresh and sign-out events.
import { create } from 'zustand';

/** Where supabase-js keeps the session (its `storageKey` option); one name on every deployment. */
export const AUTH_STORAGE_KEY = 'pali.auth';

export interface SessionUser {
  id: string;
  /** The address the person signs in with. */
  email: string;
  /** From the profile, else the sign-up metadata; null when neither has one. */
  firstName: string | null;
  /** False while the address waits for its confirmation (reminders are mailed only once it is confirmed); undefined when not known. */
  emailConfirmed?: boolean;
  /** A new sign-in address waiting for the confirmation link sent to it; the old one stays until then. */
  pendingEmail?: string | null;
}

/** The parts of a supabase-js (GoTrue) user the store keeps; GoTrue leaves empty fields out. */
export interface AuthUserFields {
  id: string;
  email?: unknown;
  email_confirmed_at?: unknown;
  new_email?: unknown;
  user_metadata?: { first_name?: unknown } | null;
}

export function sessionUserOf(user: AuthUserFields): SessionUser {
  const firstName = user.user_metadata?.first_name;
  return {
    id: user.id,
    email: typeof user.email === 'string' ? user.email : '',
    firstName: typeof firstName === 'string' && firstName.trim() ? firstName : null,
    emailConfirmed: typeof user.email_confirmed_at === 'string' && user.email_confirmed_at !== '',
    pendingEmail: typeof user.new_email === 'string' && user.new_email !== '' ? user.new_email : null,
  };
}

export interface SessionState {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
}

interface StoredSession {
  refresh_token?: unknown;
  user?: Omit<AuthUserFields, 'id'> & { id?: unknown };
}

/** The user of a session supabase-js stored, if it is one it could still refresh. */
export function userFromStoredSession(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as StoredSession;
    const user = session.user;
    if (typeof session.refresh_token !== 'string' || typeof user?.id !== 'string') return null;
    return sessionUserOf({ ...user, id: user.id });
  } catch {
    return null;
  }
}

function initialState(): SessionState {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): nobody is signed in on this device.
  }
  const user = userFromStoredSession(raw);
  return user ? { status: 'signed-in', user } : { status: 'signed-out', user: null };
}

export const useSession = create<SessionState>(() => initialState());

export function setSignedIn(user: SessionUser): void {
  const current = useSession.getState().user;
  // Keep a first name already known (from the profile) when the event's metadata has none.
  useSession.setState({ status: 'signed-in', user: { ...user, firstName: user.firstName ?? (current?.id === user.id ? current.firstName : null) } });
}

export function setSignedOut(): void {
  useSession.setState({ status: 'signed-out', user: null });
}

export function setFirstName(firstName: string | null): void {
  const user = useSession.getState().user;
  if (user) useSession.setState({ user: { ...user, firstName: firstName?.trim() ? firstName : null } });
}

/** The signed-in person's id, or null; for data code that runs outside React. */
export function currentUserId(): string | null {
  return useSession.getState().user?.id ?? null;
}
