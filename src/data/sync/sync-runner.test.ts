// The sync runner's schedule on fake timers, with the flush and the pull replaced by fakes: one
// flush at a time, one more after a flush when asked during it, backoff that doubles up to its cap
// while the server is out of reach (and the slower one under a rate limit), and stop() ending it.
import type { BackendClient } from '../backend-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaliDatabase } from '../db';
import { flushOutbox, type FlushReport } from './flush';
import { pullAll } from './pull';
import { startSyncRunner, useSyncStatusStore, type SyncRunner } from './sync-runner';

vi.mock('./flush', () => ({ flushOutbox: vi.fn() }));
vi.mock('./pull', () => ({ pullAll: vi.fn() }));

const flush = vi.mocked(flushOutbox);
const pull = vi.mocked(pullAll);
const db = {} as PaliDatabase;
const client = {} as BackendClient;

const SENT: FlushReport = { sent: 1, parked: 0, reachable: true };
const UNREACHABLE: FlushReport = { sent: 0, parked: 0, reachable: false };
const LIMITED: FlushReport = { sent: 0, parked: 0, reachable: true, limited: true };

/** A flush that finishes when the test says so, counting how many run at once. */
function heldFlushes() {
  const finish: ((report: FlushReport) => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  flush.mockImplementation(
    () =>
      new Promise<FlushReport>((resolve) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        finish.push((report) => {
          running -= 1;
          resolve(report);
        });
      }),
  );
  return {
    /** Finishes the oldest flush still running. */
    finishNext: async (report: FlushReport = SENT) => {
      finish.shift()!(report);
      await vi.advanceTimersByTimeAsync(0);
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

let runner: SyncRunner | undefined;
const start = () => (runner = startSyncRunner(db, client, 'user-1', { pullOnStart: false }));

/** How many flushes have started after `ms` more milliseconds of fake time. */
async function flushesAfter(ms: number): Promise<number> {
  await vi.advanceTimersByTimeAsync(ms);
  return flush.mock.calls.length;
}

beforeEach(() => {
  vi.useFakeTimers();
  flush.mockReset();
  pull.mockReset().mockResolvedValue(undefined);
  useSyncStatusStore.setState({ syncing: false, unreachableSince: null });
});

afterEach(() => {
  runner?.stop();
  runner = undefined;
  vi.useRealTimers();
});

describe('single flight', () => {
  it('runs one flush at a time: two triggers during a flush give one more flush after it, not two beside it', async () => {
    const flushes = heldFlushes();
    start();
    expect(flush).toHaveBeenCalledTimes(1);
    const first = runner!.flush();
    const second = runner!.flush();
    expect(flush).toHaveBeenCalledTimes(1);
    expect(useSyncStatusStore.getState().syncing).toBe(true);

    await flushes.finishNext({ sent: 2, parked: 0, reachable: true });
    expect(flush).toHaveBeenCalledTimes(2);
    await flushes.finishNext({ sent: 1, parked: 1, reachable: true });

    // Both triggers share the run and hear its total.
    await expect(first).resolves.toEqual({ sent: 3, parked: 1, reachable: true });
    await expect(second).resolves.toEqual({ sent: 3, parked: 1, reachable: true });
    expect(flushes.mostAtOnce).toBe(1);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(useSyncStatusStore.getState().syncing).toBe(false);
  });

  it('sends a write made during a flush in one more flush at once, not at the next trigger', async () => {
    flush.mockImplementationOnce(async () => {
      await Promise.resolve();
      // A write queued mid-flush asks for a flush while this one is still running.
      void runner!.flush();
      return SENT;
    });
    flush.mockResolvedValue(SENT);
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(2);
    // And nothing more after that: no timer is left once everything was sent.
    expect(await flushesAfter(120_000)).toBe(2);
  });

  it('starts a new flush for a trigger after the last one finished', async () => {
    flush.mockResolvedValue(SENT);
    start();
    await vi.advanceTimersByTimeAsync(0);
    await runner!.flush();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('stops re-running when the server is out of reach, leaving the retry to the backoff', async () => {
    const flushes = heldFlushes();
    start();
    void runner!.flush();
    await flushes.finishNext(UNREACHABLE);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(await flushesAfter(999)).toBe(1);
    expect(await flushesAfter(1)).toBe(2);
  });

  it('pulls only after the flush before it finished', async () => {
    const flushes = heldFlushes();
    start();
    const pulled = runner!.pull();
    await vi.advanceTimersByTimeAsync(0);
    expect(pull).not.toHaveBeenCalled();
    await flushes.finishNext();
    // The pull asked during the first flush, so the one more flush it got must finish too.
    expect(pull).not.toHaveBeenCalled();
    await flushes.finishNext();
    await pulled;
    expect(pull).toHaveBeenCalledTimes(1);
  });
});

describe('backoff', () => {
  it('retries an unreachable server after 1, 2, 4, 8, 16 s, then every 30 s', async () => {
    flush.mockResolvedValue(UNREACHABLE);
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(useSyncStatusStore.getState().unreachableSince).not.toBeNull();

    let calls = 1;
    for (const delay of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]) {
      expect(await flushesAfter(delay - 1)).toBe(calls);
      expect(await flushesAfter(1)).toBe(++calls);
    }
  });

  it('starts again from one second after the server answered', async () => {
    flush.mockResolvedValue(UNREACHABLE);
    start();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(flush).toHaveBeenCalledTimes(4);

    flush.mockResolvedValueOnce(SENT);
    await runner!.flush();
    expect(useSyncStatusStore.getState().unreachableSince).toBeNull();
    // The 8 s timer of the failures before is gone with the success.
    expect(await flushesAfter(60_000)).toBe(5);

    await runner!.flush();
    expect(flush).toHaveBeenCalledTimes(6);
    expect(await flushesAfter(999)).toBe(6);
    expect(await flushesAfter(1)).toBe(7);
  });

  it('waits a minute under a rate limit, doubling up to ten', async () => {
    flush.mockResolvedValue(LIMITED);
    start();
    await vi.advanceTimersByTimeAsync(0);
    let calls = 1;
    for (const delay of [60_000, 120_000, 240_000, 480_000, 600_000, 600_000]) {
      expect(await flushesAfter(delay - 1)).toBe(calls);
      expect(await flushesAfter(1)).toBe(++calls);
    }
    // Reachable, so not "waiting to sync" as offline.
    expect(useSyncStatusStore.getState().unreachableSince).toBeNull();
  });
});

describe('stop', () => {
  it('cancels the retry timer: no flush after stop(), and flush() answers null', async () => {
    flush.mockResolvedValue(UNREACHABLE);
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    runner!.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(await flushesAfter(600_000)).toBe(1);
    await expect(runner!.flush()).resolves.toBeNull();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('schedules nothing when stopped while a flush runs, and does not run the flush asked for meanwhile', async () => {
    const flushes = heldFlushes();
    start();
    void runner!.flush();
    runner!.stop();
    await flushes.finishNext(UNREACHABLE);
    expect(vi.getTimerCount()).toBe(0);
    expect(await flushesAfter(600_000)).toBe(1);
  });
});

describe('the anonymous outbox’s runner', () => {
  const anonymous = () => (runner = startSyncRunner(db, client, 'anonymous', { pulls: false, reportsStatus: false, afterFlush: seen }));
  const seen = vi.fn();

  it('sends its own outbox, downloads nothing, and tells each report', async () => {
    flush.mockResolvedValue(SENT);
    anonymous();
    await runner!.pull();
    expect(flush.mock.calls.map((call) => call[2])).toEqual(['anonymous', 'anonymous']);
    expect(pull).not.toHaveBeenCalled();
    expect(seen.mock.calls.at(-1)?.[0]).toMatchObject({ reachable: true, parked: 0 });
  });

  it('backs off while the server is out of reach, like a person’s, but leaves the header’s status alone', async () => {
    flush.mockResolvedValue(UNREACHABLE);
    anonymous();
    await vi.advanceTimersByTimeAsync(0);
    expect(useSyncStatusStore.getState()).toMatchObject({ syncing: false, unreachableSince: null });
    expect(await flushesAfter(1000)).toBe(2);
    expect(await flushesAfter(2000)).toBe(3);
  });

  it('tries again a minute after a 429, by itself', async () => {
    flush.mockResolvedValueOnce(LIMITED).mockResolvedValue(SENT);
    anonymous();
    expect(await flushesAfter(59_000)).toBe(1);
    expect(await flushesAfter(1000)).toBe(2);
  });
});
