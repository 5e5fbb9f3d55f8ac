// The assistant's rate-limit settings and the address they count by.
import { describe, expect, it } from 'vitest';
import { clientAddress, readAssistantLimits } from './rate-limit';

describe('readAssistantLimits', () => {
  it('is 10 a person and 30 an address a minute unless set', () => {
    expect(readAssistantLimits({})).toEqual({ perPerson: 10, perAddress: 30 });
    expect(readAssistantLimits({ ASSISTANT_MESSAGES_PER_MINUTE_PERSON: ' 3 ', ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS: '500' })).toEqual({ perPerson: 3, perAddress: 500 });
  });

  it('refuses a value that is not a whole, positive number, naming the variable', () => {
    for (const value of ['0', '-1', '2.5', 'ten', '99999999']) {
      expect(() => readAssistantLimits({ ASSISTANT_MESSAGES_PER_MINUTE_PERSON: value })).toThrow(/ASSISTANT_MESSAGES_PER_MINUTE_PERSON/);
    }
  });
});

describe('clientAddress', () => {
  const request = (forwarded?: string) => new Request('http://local/', { headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} });

  it('is the first address of X-Forwarded-For', () => {
    expect(clientAddress(request('203.0.113.7, 10.0.0.1'))).toBe('203.0.113.7');
    expect(clientAddress(request('2001:db8::1'))).toBe('2001:db8::1');
  });

  it('is "unknown" without one, and never longer than 64 characters', () => {
    expect(clientAddress(request())).toBe('unknown');
    expect(clientAddress(request('x'.repeat(500)))).toHaveLength(64);
  });
});
