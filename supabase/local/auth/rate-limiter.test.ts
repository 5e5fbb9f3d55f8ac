import { describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS, createRateLimiter } from './rate-limiter';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createRateLimiter', () => {
  it('allows `limit` hits in a window, then refuses with the seconds left', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: c.now });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    c.advance(45_500);
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 15 });
    c.advance(14_499);
    expect(limiter.hit('1.2.3.4').retryAfterSeconds).toBe(1);
  });

  it('opens a new window when the old one ends', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: c.now });
    limiter.hit('k');
    limiter.hit('k');
    expect(limiter.hit('k').allowed).toBe(false);
    c.advance(10_000);
    expect(limiter.hit('k')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });

  it('counts keys apart', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: c.now });
    expect(limiter.hit('ana@example.org').allowed).toBe(true);
    expect(limiter.hit('ana@example.org').allowed).toBe(false);
    expect(limiter.hit('ben@example.org').allowed).toBe(true);
  });

  it('keeps refused hits from extending the window', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: c.now });
    limiter.hit('k');
    for (let i = 0; i < 9; i++) {
      c.advance(100);
      expect(limiter.hit('k').allowed).toBe(false);
    }
    c.advance(100);
    expect(limiter.hit('k').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: clock().now });
    limiter.hit('k');
    limiter.reset('k');
    expect(limiter.hit('k').allowed).toBe(true);
  });

  it('sweeps ended windows, so idle keys do not pile up', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 1000, now: c.now });
    for (let i = 0; i < 500; i++) limiter.hit(`addr-${i}`);
    expect(limiter.size()).toBe(500);
    c.advance(1000);
    limiter.hit('someone-new');
    expect(limiter.size()).toBe(1);
  });

  it('never tracks more than maxKeys, dropping the oldest window first', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: c.now, maxKeys: 100 });
    limiter.hit('first');
    expect(limiter.hit('first').allowed).toBe(false);
    for (let i = 0; i < 1000; i++) {
      c.advance(1);
      limiter.hit(`flood-${i}`);
      expect(limiter.size()).toBeLessThanOrEqual(100);
    }
    // The newest keys are still counted…
    expect(limiter.hit('flood-999').allowed).toBe(false);
    // …the oldest were dropped to make room.
    expect(limiter.hit('first').allowed).toBe(true);
  });

  it('refuses nonsense settings', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow(/limit/);
    expect(() => createRateLimiter({ limit: 1.5, windowMs: 1000 })).toThrow(/limit/);
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow(/windowMs/);
    expect(() => createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 0 })).toThrow(/maxKeys/);
  });

  it('peeks without counting', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: c.now });
    expect(limiter.peek('k')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    limiter.hit('k');
    expect(limiter.peek('k')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(limiter.peek('k')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    limiter.hit('k');
    c.advance(4_000);
    expect(limiter.peek('k')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 6 });
    c.advance(6_000);
    expect(limiter.peek('k').allowed).toBe(true);
    expect(limiter.size()).toBe(0);
  });

  it('has the sign-in limits: 30 attempts per address, 10 failures per address and account, in 5 minutes', () => {
    const c = clock();
    const perAddress = createRateLimiter({ ...AUTH_RATE_LIMITS.signInPerAddress, now: c.now });
    const failures = createRateLimiter({ ...AUTH_RATE_LIMITS.signInFailuresPerAddressAndEmail, now: c.now });
    const allowed = (limiter: typeof perAddress, key: string, times: number) => Array.from({ length: times }, () => limiter.hit(key).allowed).filter(Boolean).length;
    expect(allowed(perAddress, '203.0.113.9', 40)).toBe(30);
    expect(allowed(failures, '203.0.113.9\nana@example.org', 40)).toBe(10);
    expect(failures.peek('198.51.100.7\nana@example.org').allowed).toBe(true);
    c.advance(5 * 60_000);
    expect(failures.hit('203.0.113.9\nana@example.org').allowed).toBe(true);
  });
});
