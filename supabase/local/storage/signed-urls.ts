// Signed URLs as Supabase Storage makes them: an HS256 JWT over `{ url: '<bucket>/<name>' }` with
// an expiry, signed with the project's JWT secret, passed as `?token=`.
import { SignJWT, jwtVerify } from 'jose';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signObjectUrl(secret: string, bucketId: string, name: string, expiresInSeconds: number, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ url: `${bucketId}/${name}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(keyOf(secret));
}

/** True only for an unexpired token, signed with `secret`, for exactly this object. */
export async function verifyObjectUrl(secret: string, token: string, bucketId: string, name: string): Promise<boolean> {
  if (token.length > 4096) return false;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    return payload.url === `${bucketId}/${name}`;
  } catch {
    return false;
  }
}
