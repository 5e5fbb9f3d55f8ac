// In hosted Supabase the gateway has already verified the caller's JWT before a function runs
// (verify_jwt = true in config.toml), so a function only needs to read the claims back.
export function claimsFromAuthorization(request: Request): { role: string; sub?: string } {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const payload = token.split('.')[1];
  if (!payload) return { role: 'anon' };
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: string; sub?: string };
    return { role: claims.role ?? 'anon', sub: claims.sub };
  } catch {
    return { role: 'anon' };
  }
}
