// What a password-reset e-mail puts in the address: `#token_hash=…&type=recovery` (Supabase's
// recovery link, and the local server's), or `#error_code=otp_expired&…` when the hosted service
// already found the link spent. The token travels in the fragment so it never reaches a server log.

export type RecoveryLink = { tokenHash: string } | { problem: string } | null;

export function readRecoveryLink(hash: string): RecoveryLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const errorCode = params.get('error_code') ?? params.get('error');
  if (errorCode) return { problem: errorCode };
  const tokenHash = params.get('token_hash');
  if (tokenHash && params.get('type') === 'recovery') return { tokenHash };
  return null;
}
