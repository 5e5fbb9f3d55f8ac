// The account forms paint before supabase-js arrives: /auth is often opened cold (from a reset
// e-mail, on a weak signal), and its form needs none of that code until it is sent. The page starts
// the download as it opens; a submit waits for it if it is not here yet.
// A failed download (offline on a first visit) does not stick: the next submit tries again.
import { once } from '../../core/once';
import type * as AuthActions from '../../data/auth-actions';
import type { AuthResult } from '../../data/auth-actions';

type Actions = typeof AuthActions;

export const loadAuthActions: () => Promise<Actions> = once(() => import('../../data/auth-actions'));

/** Runs one action; if its code cannot be downloaded, that reads as what it is: no connection. */
export function runAuthAction<Result extends AuthResult>(run: (actions: Actions) => Promise<Result>): Promise<Result | Extract<AuthResult, { ok: false }>> {
  return loadAuthActions().then(run, (error: unknown) => ({
    ok: false as const,
    error: { code: 'network', message: error instanceof Error ? error.message : String(error) },
  }));
}
