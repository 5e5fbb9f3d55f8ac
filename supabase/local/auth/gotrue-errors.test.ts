// The bodies are checked against auth-js itself: each response goes through its handleError, as
// supabase-js would receive it, and the AuthError that comes out must carry our code and message.
import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError } from '@supabase/auth-js';
import { handleError } from '@supabase/auth-js/dist/main/lib/fetch.js';
import { describe, expect, it } from 'vitest';
import {
  authError,
  badJwtFor,
  errorResponse,
  invalidCredentials,
  overEmailSendRateLimit,
  overRequestRateLimit,
  refreshTokenAlreadyUsed,
  refreshTokenNotFound,
  refreshTokenRequired,
  sessionNotFound,
  userAlreadyExists,
  wantsApiVersion20240101,
  weakPassword,
  type GoTrueError,
} from './gotrue-errors';

const asResponse = (error: GoTrueError, requestVersion: string | null) => {
  const { status, headers, body } = errorResponse(error, requestVersion);
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
};
/** What auth-js turns our response into. */
async function clientSees(error: GoTrueError, requestVersion: string | null = '2024-01-01'): Promise<unknown> {
  try {
    await handleError(asResponse(error, requestVersion));
  } catch (thrown) {
    return thrown;
  }
  throw new Error('handleError did not throw');
}

describe('errorResponse', () => {
  it('answers the 2024-01-01 shape, echoing the version header, to auth-js', () => {
    expect(errorResponse(invalidCredentials(), '2024-01-01')).toEqual({
      status: 400,
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
  });

  it('answers the legacy shape without the header', () => {
    for (const version of [null, undefined, '', 'garbage', '2023-12-31']) {
      expect(errorResponse(invalidCredentials(), version)).toEqual({
        status: 400,
        headers: {},
        body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      });
    }
  });

  it('treats any later date as 2024-01-01, the closest version GoTrue knows', () => {
    expect(wantsApiVersion20240101('2024-01-01')).toBe(true);
    expect(wantsApiVersion20240101('2026-03-15')).toBe(true);
    expect(wantsApiVersion20240101('2023-12-31')).toBe(false);
    expect(wantsApiVersion20240101('2024-1-1')).toBe(false);
  });

  it('adds Retry-After to a 429', () => {
    expect(errorResponse(overRequestRateLimit(42.2), '2024-01-01')).toEqual({
      status: 429,
      headers: { 'Retry-After': '43', 'X-Supabase-Api-Version': '2024-01-01' },
      body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });
    expect(errorResponse(overRequestRateLimit(), '2024-01-01').headers['Retry-After']).toBeUndefined();
  });

  it('answers OAuth-style errors as error and error_description', () => {
    expect(errorResponse(refreshTokenRequired(), '2024-01-01')).toEqual({
      status: 400,
      headers: {},
      body: { error: 'invalid_request', error_description: 'refresh_token required' },
    });
  });
});

describe('what auth-js makes of our errors', () => {
  it.each([
    [invalidCredentials(), 400, 'invalid_credentials', 'Invalid login credentials'],
    [userAlreadyExists(), 422, 'user_already_exists', 'User already registered'],
    [overRequestRateLimit(10), 429, 'over_request_rate_limit', 'Request rate limit reached'],
    [overEmailSendRateLimit(41.3), 429, 'over_email_send_rate_limit', 'For security purposes, you can only request this after 42 seconds.'],
    [refreshTokenNotFound(), 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'],
    [refreshTokenAlreadyUsed(), 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'],
    [badJwtFor('expired'), 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'],
  ])('%o → AuthApiError with its code', async (error, status, code, message) => {
    for (const version of ['2024-01-01', null]) {
      const seen = await clientSees(error, version);
      expect(seen).toBeInstanceOf(AuthApiError);
      expect(seen).toMatchObject({ status, code, message });
    }
  });

  it('weak_password → AuthWeakPasswordError with the reasons', async () => {
    for (const version of ['2024-01-01', null]) {
      const seen = await clientSees(weakPassword('Password should be at least 6 characters.', ['length']), version);
      expect(seen).toBeInstanceOf(AuthWeakPasswordError);
      expect(seen).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'], message: 'Password should be at least 6 characters.' });
    }
  });

  it('session_not_found → AuthSessionMissingError, which makes auth-js drop its session', async () => {
    expect(await clientSees(sessionNotFound())).toBeInstanceOf(AuthSessionMissingError);
  });

  it('OAuth-style errors keep their description as the message', async () => {
    const seen = await clientSees(refreshTokenRequired());
    expect(seen).toBeInstanceOf(AuthApiError);
    expect(seen).toMatchObject({ status: 400, message: 'refresh_token required', code: undefined });
  });

  it('makes plain errors from authError', () => {
    expect(authError(404, 'user_not_found', 'User not found')).toEqual({ kind: 'http', status: 404, errorCode: 'user_not_found', message: 'User not found' });
  });
});
