// What a link in an auth e-mail puts in the address: `#token_hash=…&type=<type>` (Supabase's links
// as the app's templates write them, and the local server's), or `#error_code=otp_expired&…` when
// the hosted service already found the link spent. Tokens travel in the fragment so they never
// reach a server log; the page that reads one removes it from the address at once.

export type EmailLink = { tokenHash: string; type: string } | { problem: string } | null;

/** The link's token when its type is one of `types`; a reported problem; or null (no link). */
export function readEmailLink(hash: string, types: readonly string[]): EmailLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const errorCode = params.get('error_code') ?? params.get('error');
  if (errorCode) return { problem: errorCode };
  const tokenHash = params.get('token_hash');
  const type = params.get('type');
  if (tokenHash && type && types.includes(type)) return { tokenHash, type };
  return null;
}

/** A password-reset link (`type=recovery`). */
export const readRecoveryLink = (hash: string) => readEmailLink(hash, ['recovery']);
