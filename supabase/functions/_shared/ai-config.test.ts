// The AI_* settings: no AI_MODEL is no model; half a setting or a bad one is an error, not "no
// model"; and what provider failures mean for the person.
import { describe, expect, it } from 'vitest';
import { readAiConfig } from './ai-config';
import { providerFailure } from './ai-provider';

describe('readAiConfig', () => {
  it('is null with no AI_* variable set', () => {
    expect(readAiConfig({})).toBeNull();
  });

  it('defaults to OpenAI’s API and a 45 s limit', () => {
    expect(readAiConfig({ AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-1' })).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-1',
      model: 'gpt-4o-mini',
      timeoutMs: 45_000,
    });
  });

  it('takes any OpenAI-compatible address, without its trailing slash, and no key for a local one', () => {
    expect(readAiConfig({ AI_MODEL: 'llava', AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_TIMEOUT_MS: '90000' })).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: '',
      model: 'llava',
      timeoutMs: 90_000,
    });
  });

  it('refuses half a setting and bad values, without repeating the key', () => {
    expect(() => readAiConfig({ AI_API_KEY: 'sk-secret' })).toThrow(/AI_API_KEY is set but AI_MODEL is not/);
    expect(() => readAiConfig({ AI_API_KEY: 'sk-secret' })).not.toThrow(/sk-secret/);
    expect(() => readAiConfig({ AI_MODEL: 'm', AI_BASE_URL: 'api.openai.com' })).toThrow(/AI_BASE_URL/);
    expect(() => readAiConfig({ AI_MODEL: 'm', AI_BASE_URL: 'ftp://example.org' })).toThrow(/AI_BASE_URL/);
    expect(() => readAiConfig({ AI_MODEL: 'm', AI_BASE_URL: 'https://user:pw@example.org/v1' })).toThrow(/AI_API_KEY/);
    for (const timeout of ['0', '-5', '1.5', 'soon', '999999']) expect(() => readAiConfig({ AI_MODEL: 'm', AI_TIMEOUT_MS: timeout })).toThrow(/AI_TIMEOUT_MS/);
  });
});

describe('providerFailure', () => {
  it.each([
    [429, '{"error":{"code":"rate_limit_exceeded"}}', 'rate_limited', 429],
    [429, '{"error":{"code":"insufficient_quota","type":"insufficient_quota"}}', 'out_of_credit', 402],
    [402, '{"error":{"message":"Insufficient credits"}}', 'out_of_credit', 402],
    [504, '', 'timeout', 504],
    [401, '{"error":{"code":"invalid_api_key"}}', 'ai_failed', 502],
    [500, 'oops', 'ai_failed', 502],
  ])('HTTP %i %s is %s (%i)', (status, body, code, answer) => {
    const failure = providerFailure(status, body);
    expect(failure.code).toBe(code);
    expect(failure.status).toBe(answer);
  });
});
