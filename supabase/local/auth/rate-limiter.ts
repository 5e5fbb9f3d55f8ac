// A fixed-window rate limiter in memory, one per rule (sign-in per address, sign-in failures per
// address and account, sign-up per address, …). Memory is bounded: windows that have ended are
// swept, and when `maxKeys` live windows exist the oldest is dropped to make room (an attacker
// cycling through more keys than that can reset someone's count early; the cap keeps the server
// alive, which matters more locally).
export interface RateLimiterOptions {
  /** Hits allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** The clock, for tests. Milliseconds since the epoch. */
  now?: () => number;
  /** Most keys tracked at once. */
  maxKeys?: number;
}

interface RateLimitResult {
  allowed: boolean;
  /** Hits left in this window after this one. */
  remaining: number;
  /** 0 when allowed; otherwise whole seconds until the window ends (at least 1), for Retry-After. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it may proceed. */
  hit(key: string): RateLimitResult;
  /** Whether `key` may proceed now, without counting anything (failure counters: count only failures, check before each attempt). */
  peek(key: string): RateLimitResult;
  /** Forgets `key` (e.g. an address an operator unblocks). */
  reset(key: string): void;
  /** Keys currently tracked. */
  size(): number;
}

interface Window {
  start: number;
  count: number;
}

const DEFAULT_MAX_KEYS = 10_000;

export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = DEFAULT_MAX_KEYS }: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a whole number of at least 1, not ${limit}`);
  if (!(windowMs > 0)) throw new Error(`windowMs must be positive, not ${windowMs}`);
  if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new Error(`maxKeys must be a whole number of at least 1, not ${maxKeys}`);

  // Insertion order is window-start order: a key is re-inserted whenever its new window starts.
  const windows = new Map<string, Window>();
  let lastSweep = now();

  function sweep(time: number): void {
    for (const [key, window] of windows) {
      if (time - window.start < windowMs) break; // later entries started later still
      windows.delete(key);
    }
    lastSweep = time;
  }

  /** The live window of `key`, or undefined (a window that has ended is forgotten). */
  function liveWindow(key: string, time: number): Window | undefined {
    const window = windows.get(key);
    if (window && time - window.start >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function refused(window: Window, time: number): RateLimitResult {
    const msLeft = window.start + windowMs - time;
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
  }

  return {
    hit(key) {
      const time = now();
      if (time - lastSweep >= windowMs) sweep(time);

      let window = liveWindow(key, time);
      if (!window) {
        if (windows.size >= maxKeys) sweep(time);
        while (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value as string;
          windows.delete(oldest);
        }
        window = { start: time, count: 0 };
        windows.set(key, window);
      }

      if (window.count >= limit) return refused(window, time);
      window.count += 1;
      return { allowed: true, remaining: limit - window.count, retryAfterSeconds: 0 };
    },
    peek(key) {
      const time = now();
      const window = liveWindow(key, time);
      if (window && window.count >= limit) return refused(window, time);
      return { allowed: true, remaining: limit - (window?.count ?? 0), retryAfterSeconds: 0 };
    },
    reset(key) {
      windows.delete(key);
    },
    size() {
      return windows.size;
    },
  };
}

/**
 * Rate limits on sign-in and sign-up per address and e-mail, and against account abuse.
 * Sign-in counts every attempt per client address, but only failures per address and account: a
 * stranger's wrong guesses must never lock the owner out from another address (GoTrue limits
 * sign-ins per address only). Mail-sending requests are limited per address and per account too, so
 * the server cannot be made to mail strangers, or to say which addresses have accounts, at speed.
 */
export const AUTH_RATE_LIMITS = {
  signInPerAddress: { limit: 30, windowMs: 5 * 60_000 },
  signInFailuresPerAddressAndEmail: { limit: 10, windowMs: 5 * 60_000 },
  signUpPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  signUpPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  recoverPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  recoverPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  resendPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  resendPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  emailChangePerAddress: { limit: 10, windowMs: 60 * 60_000 },
  /** GoTrue's "you can only request this after 60 seconds", for every e-mail change a person asks for (taken addresses too). */
  emailChangePerUser: { limit: 1, windowMs: 60_000 },
} as const;
