// Access tokens with GoTrue's claims, and the one check every layer (auth, rest, storage, functions)
// uses on a bearer token. Only HS256 is accepted: no `alg: none`, no RS256 key confusion, no HS512.
import { SignJWT, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';

const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** How far a token may be past its `exp` and still be accepted (clocks of client and server differ). */
export const CLOCK_TOLERANCE_SECONDS = 3;
/** Far larger than any token we issue; anything bigger is refused before parsing. */
const MAX_TOKEN_LENGTH = 16 * 1024;

const TOKEN_ROLES = ['anon', 'authenticated', 'service_role'] as const;
type TokenRole = (typeof TOKEN_ROLES)[number];

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims of a GoTrue access token, in GoTrue's order. */
interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: 'authenticated';
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: 'authenticated';
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export interface SignAccessTokenInput {
  /** `<site URL>/auth/v1`, as GoTrue's `iss`, e.g. `http://127.0.0.1:8787/auth/v1`. */
  issuer: string;
  userId: string;
  email: string;
  sessionId: string;
  role?: 'authenticated';
  phone?: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  expiresInSeconds?: number;
  aal?: 'aal1' | 'aal2';
  amr?: AmrEntry[];
  /** Seconds since the epoch; defaults to now. */
  now?: number;
}

export interface SignedAccessToken {
  token: string;
  claims: AccessTokenClaims;
  /** For the session JSON: `expires_in` and `expires_at`. */
  expiresIn: number;
  expiresAt: number;
}

export async function signAccessToken(secret: string, input: SignAccessTokenInput): Promise<SignedAccessToken> {
  const iat = input.now ?? Math.floor(Date.now() / 1000);
  const expiresIn = input.expiresInSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(expiresIn) || expiresIn <= 0) throw new Error(`expiresInSeconds must be a positive whole number, not ${expiresIn}`);
  const claims: AccessTokenClaims = {
    iss: input.issuer,
    sub: input.userId,
    aud: 'authenticated',
    exp: iat + expiresIn,
    iat,
    email: input.email,
    phone: input.phone ?? '',
    app_metadata: input.appMetadata ?? { provider: 'email', providers: ['email'] },
    user_metadata: input.userMetadata ?? {},
    role: input.role ?? 'authenticated',
    aal: input.aal ?? 'aal1',
    amr: input.amr ?? [{ method: 'password', timestamp: iat }],
    session_id: input.sessionId,
    is_anonymous: false,
  };
  const token = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await keyOf(secret));
  return { token, claims, expiresIn, expiresAt: claims.exp };
}

type VerifyFailure = 'missing' | 'malformed' | 'wrong-algorithm' | 'bad-signature' | 'expired' | 'bad-role';

export type VerifyResult = { ok: true; claims: JWTPayload & { role: TokenRole } } | { ok: false; reason: VerifyFailure };

export interface VerifyOptions {
  /** The current time, for tests. */
  now?: Date;
}

/**
 * Checks a bearer token: HS256 only, signature, `exp` (required; a few seconds of tolerance), `nbf`
 * if present, and a `role` of anon, authenticated or service_role. The signature is checked before
 * any claim, so a forged token never reports 'expired' or 'bad-role'.
 */
export async function verifyToken(secret: string, token: string | null | undefined, options: VerifyOptions = {}): Promise<VerifyResult> {
  if (token === null || token === undefined || token.trim() === '') return { ok: false, reason: 'missing' };
  if (token.length > MAX_TOKEN_LENGTH || token.split('.').length !== 3) return { ok: false, reason: 'malformed' };

  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (alg !== 'HS256') return { ok: false, reason: 'wrong-algorithm' };

  const nowSeconds = (options.now ?? new Date()).getTime() / 1000;
  const cacheKey = `${secret}\n${token}`;
  const cached = verifiedTokens.get(cacheKey);
  if (cached && withinLifetime(cached, nowSeconds)) return { ok: true, claims: cached };

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp'],
      ...(options.now ? { currentDate: options.now } : {}),
    }));
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }

  const role = payload.role;
  if (typeof role !== 'string' || !(TOKEN_ROLES as readonly string[]).includes(role)) return { ok: false, reason: 'bad-role' };
  const claims = Object.freeze(payload) as JWTPayload & { role: TokenRole };
  remember(cacheKey, claims);
  return { ok: true, claims };
}

// A person's app sends the same token with every request for up to an hour, and checking its
// HMAC was a tenth of the REST layer's time under load; PostgREST keeps a JWT cache for the same
// reason. Only tokens that passed every check are kept, their lifetime is checked again on each
// use, and the cache is bounded (the oldest entry goes first).
const VERIFIED_TOKEN_CACHE_SIZE = 1000;
const verifiedTokens = new Map<string, JWTPayload & { role: TokenRole }>();

function remember(key: string, claims: JWTPayload & { role: TokenRole }): void {
  if (verifiedTokens.size >= VERIFIED_TOKEN_CACHE_SIZE) verifiedTokens.delete(verifiedTokens.keys().next().value!);
  verifiedTokens.set(key, claims);
}

function withinLifetime(claims: JWTPayload, nowSeconds: number): boolean {
  if (typeof claims.exp !== 'number' || nowSeconds >= claims.exp + CLOCK_TOLERANCE_SECONDS) return false;
  return typeof claims.nbf !== 'number' || nowSeconds >= claims.nbf - CLOCK_TOLERANCE_SECONDS;
}

function reasonOf(error: unknown): VerifyFailure {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'ERR_JWT_EXPIRED':
      return 'expired';
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'bad-signature';
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return 'wrong-algorithm';
    default:
      // ERR_JWS_INVALID, ERR_JWT_INVALID, ERR_JOSE_NOT_SUPPORTED (unknown `crit`),
      // ERR_JWT_CLAIM_VALIDATION_FAILED (no exp, nbf in the future), …
      return 'malformed';
  }
}

// Every API request verifies a token; importing the HMAC key once per secret instead of on each
// call keeps that check off the request's critical path.
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}
