// Sign-up, sign-in, sign-out and password recovery, for the /auth and /profile screens. Each
// answers AuthResult: the server's error code (GoTrue's, or 'network' when it could not be
// reached) lets the screen translate the messages it knows and show the server's text otherwise.
import { startAccountSession, syncNow } from './account-session';
import { deviceDb } from './db';
import { adoptGuestData, removeOwnerData, unsyncedCount } from './device-cleanup';
import type { LanguageCode } from './records';
import { currentUserId, setSignedIn, setSignedOut } from './session-store';

export interface AuthFailure {
  /** GoTrue's error code (invalid_credentials, user_already_exists, weak_password, over_request_rate_limit, …), 'network', or null. */
  code: string | null;
  message: string;
}

export type AuthResult = { ok: true } | { ok: false; error: AuthFailure };

function failed(error: { code?: string; message: string; status?: number; name?: string }): AuthResult {
  const offline = error.status === 0 || error.name === 'AuthRetryableFetchError' || /fetch|network/i.test(error.message);
  return { ok: false, error: { code: offline ? 'network' : (error.code ?? null), message: error.message } };
}

async function client() {
  return startAccountSession();
}

function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export async function signIn(email: string, password: string): Promise<AuthResult> {
  try {
    const { data, error } = await (await client()).auth.signInWithPassword({ email: email.trim(), password });
    if (error) return failed(error);
    const firstName = data.user.user_metadata?.first_name;
    setSignedIn({ id: data.user.id, email: data.user.email ?? email, firstName: typeof firstName === 'string' ? firstName : null });
    return { ok: true };
  } catch (error) {
    return failed(error as Error);
  }
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  preferredLanguage: LanguageCode;
  /** Bring this device's guest history into the new account. */
  keepGuestData: boolean;
}

/** `confirmEmail`: the project asks new accounts to confirm their address before signing in. */
export async function signUp(input: SignUpInput): Promise<AuthResult & { confirmEmail?: boolean }> {
  try {
    const { data, error } = await (await client()).auth.signUp({
      email: input.email.trim(),
      password: input.password,
      options: {
        emailRedirectTo: siteUrl('/'),
        data: { first_name: input.firstName.trim(), last_name: input.lastName.trim(), preferred_language: input.preferredLanguage },
      },
    });
    if (error) return failed(error);
    if (!data.session || !data.user) return { ok: true, confirmEmail: true };
    setSignedIn({ id: data.user.id, email: data.user.email ?? input.email, firstName: input.firstName.trim() || null });
    if (input.keepGuestData) await adoptGuestData(deviceDb(), data.user.id);
    return { ok: true };
  } catch (error) {
    return failed(error as Error);
  }
}

/**
 * Signs out and removes the person's records from this device. With changes not yet on the server
 * it first tries to send them; if some remain it answers `unsynced` and signs nobody out, unless
 * `discardUnsynced` says the person chose to lose them.
 */
export async function signOut(options: { discardUnsynced?: boolean } = {}): Promise<{ ok: true } | { ok: false; unsynced: number }> {
  const userId = currentUserId();
  const db = deviceDb();
  const supabase = await client().catch(() => null);
  if (userId && !options.discardUnsynced) {
    await syncNow().catch(() => null);
    const unsynced = await unsyncedCount(db, userId);
    if (unsynced > 0) return { ok: false, unsynced };
  }
  // 'local' ends this device's session even with no signal; other devices stay signed in.
  await supabase?.auth.signOut({ scope: 'local' }).catch(() => undefined);
  if (userId) await removeOwnerData(db, userId);
  setSignedOut();
  return { ok: true };
}

export async function sendPasswordReset(email: string): Promise<AuthResult> {
  try {
    const { error } = await (await client()).auth.resetPasswordForEmail(email.trim(), { redirectTo: siteUrl('/auth?mode=reset') });
    return error ? failed(error) : { ok: true };
  } catch (error) {
    return failed(error as Error);
  }
}

/** Trades the token from a reset link (`#token_hash=…&type=recovery`) for a session. */
export async function openRecoveryLink(tokenHash: string): Promise<AuthResult> {
  try {
    const { error } = await (await client()).auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    return error ? failed(error) : { ok: true };
  } catch (error) {
    return failed(error as Error);
  }
}

export async function setNewPassword(password: string): Promise<AuthResult> {
  try {
    const { error } = await (await client()).auth.updateUser({ password });
    return error ? failed(error) : { ok: true };
  } catch (error) {
    return failed(error as Error);
  }
}

/** The code printed in the reset mail, typed in by hand: traded for a session like the link. */
export async function openRecoveryCode(email: string, code: string): Promise<AuthResult> {
  try {
    const { error } = await (await client()).auth.verifyOtp({ email: email.trim(), token: code.trim(), type: 'recovery' });
    return error ? failed(error) : { ok: true };
  } catch (error) {
    return failed(error as Error);
  }
}
