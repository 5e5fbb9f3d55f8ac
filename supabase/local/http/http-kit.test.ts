// The one rule for which token a request carries, per service, and the one client address.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { callerToken, clientAddress } from './http-kit';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('callerToken', () => {
  it('data (REST, storage): the Authorization token, else the apikey', () => {
    expect(callerToken(request({ authorization: 'Bearer person', apikey: 'anon' }), 'data')).toBe('person');
    expect(callerToken(request({ apikey: 'anon' }), 'data')).toBe('anon');
    expect(callerToken(request({ authorization: '  ', apikey: 'anon' }), 'data')).toBe('anon');
    expect(callerToken(request({}), 'data')).toBeUndefined();
  });

  it('never swaps a malformed Authorization header for the apikey: it fails verification instead', () => {
    expect(callerToken(request({ authorization: 'Bearer not a token', apikey: 'anon' }), 'data')).toBe('not a token');
  });

  it('function and session: the Authorization header alone', () => {
    expect(callerToken(request({ authorization: 'bearer person', apikey: 'anon' }), 'function')).toBe('person');
    expect(callerToken(request({ apikey: 'anon' }), 'function')).toBeUndefined();
    expect(callerToken(request({ apikey: 'anon' }), 'session')).toBeUndefined();
  });
});

describe('clientAddress', () => {
  it('is the socket’s, an IPv4 client without its IPv6 prefix', () => {
    expect(clientAddress({ remoteAddress: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress({ remoteAddress: '2001:db8::1' })).toBe('2001:db8::1');
    expect(clientAddress({ remoteAddress: undefined })).toBe('unknown');
  });
});
