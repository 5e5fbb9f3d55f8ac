// A small closed-loop load generator: `connections` workers each send one request after another
// for `seconds`, over keep-alive sockets, and every latency is kept for exact percentiles.
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** Runs `once` in a loop on `connections` workers; `once` resolves true on success. */
export async function runLoad(once: () => Promise<boolean>, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const before = performance.now();
        const ok = await once().catch(() => false);
        latencies.push(performance.now() - before);
        if (!ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}
