// GoTrue's error responses, byte for byte in the shapes auth-js parses (lib/fetch.ts handleError).
//
// auth-js sends `X-Supabase-Api-Version: 2024-01-01` on every request. GoTrue then answers
//   { "code": "<error_code>", "message": "…" }            plus the response header X-Supabase-Api-Version: 2024-01-01
// and without that request header (older clients, curl) the legacy shape
//   { "code": <HTTP status>, "error_code": "<error_code>", "msg": "…" }
// auth-js reads the string `code` only when the response carries the version header, else
// `error_code`; the message from `msg`, `message`, `error_description` or `error`, in that order.
// weak_password adds `weak_password: { reasons: [...] }`. OAuth-style errors of /token
// (missing refresh_token) are `{ "error": "invalid_request", "error_description": "…" }`.
// Statuses 500-504 make auth-js retry and never sign the user out, so 500 is for real failures only.

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024_01_01 = '2024-01-01';

export interface GoTrueError {
  kind: 'http' | 'oauth';
  status: number;
  /** GoTrue's error_code (for kind 'oauth': the OAuth `error`). */
  errorCode: string;
  message: string;
  weakPasswordReasons?: string[];
  /** Seconds, sent as Retry-After (429 only). */
  retryAfterSeconds?: number;
}

export interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export function authError(status: number, errorCode: string, message: string, extra: Partial<Pick<GoTrueError, 'weakPasswordReasons' | 'retryAfterSeconds'>> = {}): GoTrueError {
  return { kind: 'http', status, errorCode, message, ...extra };
}

function oauthError(error: string, description: string): GoTrueError {
  return { kind: 'oauth', status: 400, errorCode: error, message: description };
}

/** Whether the request asked for the 2024-01-01 error shape (GoTrue: closest known version ≤ the one asked). */
export function wantsApiVersion20240101(requestHeader: string | null | undefined): boolean {
  if (!requestHeader || !/^\d{4}-\d{2}-\d{2}$/.test(requestHeader.trim())) return false;
  const asked = Date.parse(`${requestHeader.trim()}T00:00:00Z`);
  return Number.isFinite(asked) && asked >= Date.parse(`${API_VERSION_2024_01_01}T00:00:00Z`);
}

/** Status, headers and JSON body for an error, given the request's X-Supabase-Api-Version header. */
export function errorResponse(error: GoTrueError, requestApiVersion: string | null | undefined): ErrorResponse {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfterSeconds)));
  if (error.kind === 'oauth') {
    return { status: error.status, headers, body: { error: error.errorCode, error_description: error.message } };
  }
  const weak = error.weakPasswordReasons ? { weak_password: { reasons: error.weakPasswordReasons } } : {};
  if (wantsApiVersion20240101(requestApiVersion)) {
    headers[API_VERSION_HEADER] = API_VERSION_2024_01_01;
    return { status: error.status, headers, body: { code: error.errorCode, message: error.message, ...weak } };
  }
  return { status: error.status, headers, body: { code: error.status, error_code: error.errorCode, msg: error.message, ...weak } };
}

// The errors the local auth endpoints answer with, with GoTrue's status, code and wording.

export const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');
/** Sign-up with an e-mail that has an account (GoTrue with autoconfirm on). */
export const userAlreadyExists = () => authError(422, 'user_already_exists', 'User already registered');
/** PUT /user changing the e-mail to one another account has. */
export const emailExists = () => authError(422, 'email_exists', 'A user with this email address has already been registered');
export const weakPassword = (message: string, reasons: string[]) => authError(422, 'weak_password', message, { weakPasswordReasons: reasons });
export const samePassword = () => authError(422, 'same_password', 'New password should be different from the old password.');
export const validationFailed = (message: string) => authError(400, 'validation_failed', message);
export const badJson = (detail: string) => authError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
export const overRequestRateLimit = (retryAfterSeconds?: number) =>
  authError(429, 'over_request_rate_limit', 'Request rate limit reached', retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
/**
 * GoTrue's answer when a mail of this kind went to the account less than SMTP_MAX_FREQUENCY ago
 * (sign-up confirmation, e-mail change), and to our per-address limits on mail-sending requests.
 */
export const overEmailSendRateLimit = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`, { retryAfterSeconds: seconds });
};
/** A mail the request depends on (the link to a new address) could not be handed to the mail server. */
export const mailNotSent = (what: string) => authError(500, 'unexpected_failure', `Error sending ${what}`);
export const refreshTokenRequired = () => oauthError('invalid_request', 'refresh_token required');
export const unsupportedGrantType = () => authError(400, 'validation_failed', 'unsupported_grant_type');
export const refreshTokenNotFound = () => authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = () => authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
/** No `Authorization: Bearer …` on an endpoint that needs a user. */
export const noAuthorization = () => authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
/** A bearer token that fails verifyToken. GoTrue answers 403 here (PostgREST answers 401). */
export const badJwt = (detail: string) => authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
/** A valid token whose session is gone (signed out, reuse detected). auth-js then drops its session. */
export const sessionNotFound = () => authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const userNotFound = () => authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
export const otpExpired = () => authError(403, 'otp_expired', 'Token has expired or is invalid');
export const unexpectedFailure = () => authError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');

/** badJwt's detail for each verifyToken failure (GoTrue passes on golang-jwt's wording). */
export function badJwtFor(reason: 'malformed' | 'wrong-algorithm' | 'bad-signature' | 'expired' | 'bad-role'): GoTrueError {
  const detail = {
    malformed: 'token is malformed',
    'wrong-algorithm': 'token signature is invalid: signing method is invalid',
    'bad-signature': 'token signature is invalid',
    expired: 'token has invalid claims: token is expired',
    'bad-role': 'token has invalid claims: role is not allowed',
  }[reason];
  return badJwt(detail);
}

/** An admin endpoint called with a valid token that is not the service role's. */
export const notAdmin = () => authError(403, 'not_admin', 'User not allowed');
/** An admin endpoint naming a user id that does not exist. */
export const adminUserNotFound = () => authError(404, 'user_not_found', 'User not found');
