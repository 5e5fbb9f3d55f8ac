// Sign-up, sign-in, sign-out, password recovery and the sign-in e-mail (its confirmation and its
// change), for the /auth and /profile screens. Each answers AuthResult: the server's error code
// (GoTrue's; 'network' when it could not be reached; 'server_error' when it answered with a 5xx)
// lets the screen translate the messages it knows and show the server's text otherwise.
// Rules: a success is reported only when the server said so; the session store learns every
// change of the address (confirmed, pending) from the user the server answered with.
import { startAccountSession, syncNow } from './account-session';
import { deviceDb } from './db';
import { adoptGuestData, removeOwnerData, unsyncedCount } from './device-cleanup';
import type { StoredLanguage } from '../core/language';
import { currentUserId, sessionUserOf, setSignedIn, setSignedOut } from './session-store';

export interface AuthFailure {
  /** GoTrue's error code (invalid_credentials, user_already_exists, weak_password, over_request_rate_limit, …), 'network', or null. */
  code: string | null;
  message: string;
}

export type AuthResult = { ok: true } | { ok: false; error: AuthFailure };

function failed(error: { code?: string; message: string; status?: number; name?: string }): { ok: false; error: AuthFailure } {
  // auth-js reads a 5xx as "retryable" too, but a server that answered is not a lost connection.
  if (error.name === 'AuthRetryableFetchError' && typeof error.status === 'number' && error.status >= 500) {
    return { ok: false, error: { code: 'server_error', message: error.message } };
  }
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
    setSignedIn(sessionUserOf(data.user));
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
  preferredLanguage: StoredLanguage;
  /** Bring this device's guest history into the new account. */
  keepGuestData: boolean;
}

/**
 * `confirmEmail`: the project asks new accounts to confirm their address before signing in.
 * `confirmationMail`: the person is signed in, and the link to confirm the address was sent (or
 * could not be); absent when the address needs no confirmation.
 */
export async function signUp(input: SignUpInput): Promise<AuthResult & { confirmEmail?: boolean; confirmationMail?: 'sent' | 'not-sent' }> {
  try {
    const { data, error } = await (
      await client()
    ).auth.signUp({
      email: input.email.trim(),
      password: input.password,
      options: {
        emailRedirectTo: siteUrl('/'),
        data: { first_name: input.firstName.trim(), last_name: input.lastName.trim(), preferred_language: input.preferredLanguage },
      },
    });
    if (error) return failed(error);
    if (!data.session || !data.user) return { ok: true, confirmEmail: true };
    const user = sessionUserOf(data.user);
    setSignedIn({ ...user, firstName: input.firstName.trim() || null });
    if (input.keepGuestData) await adoptGuestData(deviceDb(), data.user.id);
    if (user.emailConfirmed) return { ok: true };
    return { ok: true, confirmationMail: data.user.confirmation_sent_at ? 'sent' : 'not-sent' };
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

/** A sign-up confirmation link (`#token_hash=…&type=signup`): confirms the address and signs its owner in. */
export async function openConfirmationLink(tokenHash: string, type: 'signup' | 'email' = 'signup'): Promise<AuthResult> {
  try {
    const { data, error } = await (await client()).auth.verifyOtp({ token_hash: tokenHash, type });
    if (error) return failed(error);
    if (data.user) setSignedIn(sessionUserOf(data.user));
    return { ok: true };
  } catch (error) {
    return failed(error as Error);
  }
}

/**
 * A new confirmation link, to the signed-in person's address (asked of the server first: it may
 * have been confirmed on another device) or, signed out, to `email`. `alreadyConfirmed`: nothing
 * was sent because there is nothing to confirm.
 */
export async function resendConfirmation(email?: string): Promise<AuthResult & { alreadyConfirmed?: boolean; email?: string }> {
  try {
    const supabase = await client();
    let address = email?.trim();
    if (currentUserId()) {
      const { data, error } = await supabase.auth.getUser();
      if (error) return failed(error);
      setSignedIn(sessionUserOf(data.user));
      if (data.user.email_confirmed_at) return { ok: true, alreadyConfirmed: true };
      address = data.user.email;
    }
    if (!address) return { ok: false, error: { code: null, message: 'No address to send the link to.' } };
    const { error } = await supabase.auth.resend({ type: 'signup', email: address, options: { emailRedirectTo: siteUrl('/auth?mode=confirm') } });
    return error ? failed(error) : { ok: true, email: address };
  } catch (error) {
    return failed(error as Error);
  }
}

/** Asks the server whether the address is confirmed and whether a new one waits, for the screens that say so. */
export async function refreshSignInEmail(): Promise<AuthResult> {
  try {
    const { data, error } = await (await client()).auth.getUser();
    if (error) return failed(error);
    setSignedIn(sessionUserOf(data.user));
    return { ok: true };
  } catch (error) {
    return failed(error as Error);
  }
}

/** Asks to sign in with `newEmail` from now on. Nothing changes until the link mailed to it is opened. */
export async function requestEmailChange(newEmail: string): Promise<AuthResult & { pendingEmail?: string }> {
  try {
    const { data, error } = await (await client()).auth.updateUser({ email: newEmail.trim() }, { emailRedirectTo: siteUrl('/auth?mode=email-change') });
    if (error) return failed(error);
    setSignedIn(sessionUserOf(data.user));
    return { ok: true, pendingEmail: data.user.new_email ?? newEmail.trim() };
  } catch (error) {
    return failed(error as Error);
  }
}

/**
 * An e-mail change link (`#token_hash=…&type=email_change`). `email`: the address the account now
 * signs in with. A hosted project with "secure email change" wants both addresses' links: after
 * the first it answers without a session, and `complete` is false.
 */
export async function openEmailChangeLink(tokenHash: string): Promise<AuthResult & { complete?: boolean; email?: string }> {
  try {
    const { data, error } = await (await client()).auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' });
    if (error) return failed(error);
    if (!data.session || !data.user) return { ok: true, complete: false };
    setSignedIn(sessionUserOf(data.user));
    return { ok: true, complete: true, email: data.user.email ?? '' };
  } catch (error) {
    return failed(error as Error);
  }
}
