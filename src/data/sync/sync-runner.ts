// When the device talks to the server: the sync engine's schedule for the signed-in person.
// Flushes on start, on `online`, when the tab comes back into view or gets focus, and after
// sign-in; retries with backoff (min(1000 × 2^n, 30000) ms) while the server is out of
// reach, and more slowly (a minute, doubling up to ten) while a rate limit holds changes back (those
// limits count in hours); pulls on sign-in, on start (a refresh of the page) and when the
// connection returns. One flush runs at a time; asking during a flush runs one more after it, so a
// write made mid-flush is never left waiting for the next trigger. Guests' requests and reports
// go through a runner of their own (anonymous-sender.ts) that pulls nothing and leaves the
// header's status alone.
import type { BackendClient } from '../backend-client';
import { create } from 'zustand';
import type { PaliDatabase } from '../db';
import { flushOutbox, type FlushReport } from './flush';
import { pullAll } from './pull';

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  /** When the server was last out of reach, for the header's "waiting to sync" note. */
  unreachableSince: string | null;
}

export const useSyncStatusStore = create<SyncStatus>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  unreachableSince: null,
}));

export function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** failures, 30_000);
}

/** After a 429: the server is there but says "later"; asking every 30 s would only be refused. */
export function limitedRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** attempts, 600_000);
}

export interface SyncRunner {
  /** Sends what waits; resolves with the report, or null when signed out. */
  flush(): Promise<FlushReport | null>;
  /** Downloads and merges the person's records (after a flush, so local changes go first). */
  pull(): Promise<void>;
  stop(): void;
}

export interface SyncRunnerOptions {
  /** Pull when started (default), or only flush. */
  pullOnStart?: boolean;
  /** False for an outbox with nothing to download (the anonymous one): pull() only flushes. */
  pulls?: boolean;
  /** False to leave the header's status (syncing, waiting since) to the person's own runner. */
  reportsStatus?: boolean;
  /** Told every flush's report (after the retry, if any, is planned). */
  afterFlush?: (report: FlushReport) => void;
}

/** Sends `sender`'s outbox (a person's id, or the anonymous sender) and pulls a person's records. */
export function startSyncRunner(db: PaliDatabase, client: BackendClient, sender: string, options: SyncRunnerOptions = {}): SyncRunner {
  const { pulls = true, reportsStatus = true } = options;
  let stopped = false;
  let failures = 0;
  let limitedAttempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<FlushReport> | null = null;
  let again = false;

  const setStatus = (changes: Partial<SyncStatus>) => {
    if (reportsStatus) useSyncStatusStore.setState(changes);
  };

  async function flushLoop(): Promise<FlushReport> {
    setStatus({ syncing: true });
    let total: FlushReport = { sent: 0, parked: 0, reachable: true };
    try {
      do {
        again = false;
        const report = await flushOutbox(db, client, sender);
        total = {
          sent: total.sent + report.sent,
          parked: total.parked + report.parked,
          reachable: report.reachable,
          ...(total.limited || report.limited ? { limited: true } : {}),
        };
        if (!report.reachable) break;
      } while (again && !stopped);
    } finally {
      setStatus({ syncing: false });
    }
    clearTimeout(retryTimer);
    if (total.reachable) {
      failures = 0;
      setStatus({ unreachableSince: null });
      if (!total.limited) limitedAttempts = 0;
      else if (!stopped) retryTimer = setTimeout(() => void flush(), limitedRetryDelayMs(limitedAttempts++));
    } else if (!stopped) {
      if (!useSyncStatusStore.getState().unreachableSince) setStatus({ unreachableSince: new Date().toISOString() });
      retryTimer = setTimeout(() => void flush(), retryDelayMs(failures++));
    }
    options.afterFlush?.(total);
    return total;
  }

  function flush(): Promise<FlushReport | null> {
    if (stopped) return Promise.resolve(null);
    if (running) {
      again = true;
      return running;
    }
    running = flushLoop().finally(() => {
      running = null;
    });
    return running;
  }

  async function pull(): Promise<void> {
    await flush();
    if (pulls) await pullAll(db, client, sender);
  }

  // Back online: send what waited, then download what changed elsewhere meanwhile (a first
  // download that failed offline, say, would otherwise wait for the next sign-in).
  const onOnline = () => {
    setStatus({ online: true });
    pull().catch(() => undefined);
  };
  const onOffline = () => setStatus({ online: false });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void flush();
  };
  const onFocus = () => void flush();
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
  }

  if (options.pullOnStart ?? true) pull().catch(() => undefined);
  else void flush();

  return {
    flush,
    pull,
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
        document.removeEventListener('visibilitychange', onVisible);
        window.removeEventListener('focus', onFocus);
      }
    },
  };
}
