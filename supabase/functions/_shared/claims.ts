// In hosted Supabase the gateway has already verified the caller's JWT before a function runs
// (verify_jwt = true in config.toml), so a function only needs to read the claims back. The
// signature is all it verifies: whether a person's session still exists is live-person.ts's check.

/** The bearer token of the Authorization header ('' when there is none). */
export function bearerToken(request: Request): string {
  return request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
}

export function claimsFromAuthorization(request: Request): { role: string; sub?: string } {
  const token = bearerToken(request);
  const payload = token.split('.')[1];
  if (!payload) return { role: 'anon' };
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: string; sub?: string };
    return { role: claims.role ?? 'anon', sub: claims.sub };
  } catch {
    return { role: 'anon' };
  }
}
