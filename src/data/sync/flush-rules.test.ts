import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../db';
import { collapse, isTransient } from './flush';
import { limitedRetryDelayMs, retryDelayMs } from './sync-runner';

const entry = (seq: number, recordId: string, op: OutboxEntry['op'], payload: Record<string, unknown> | null = null): OutboxEntry => ({
  seq,
  owner: 'u',
  table: 'ai_conversations',
  op,
  recordId,
  payload,
  createdAt: '2026-11-22T00:00:00Z',
});

describe('collapse', () => {
  it('keeps one change per record: the last write, covering every entry it replaces', () => {
    const changes = collapse([entry(1, 'a', 'upsert', { title: 'one' }), entry(2, 'b', 'upsert', { title: 'b' }), entry(3, 'a', 'upsert', { title: 'two' })]);
    expect(changes).toEqual([
      { table: 'ai_conversations', recordId: 'a', op: 'upsert', payload: { title: 'two' }, seqs: [1, 3] },
      { table: 'ai_conversations', recordId: 'b', op: 'upsert', payload: { title: 'b' }, seqs: [2] },
    ]);
  });

  it('lets a delete win over writes before and after it', () => {
    const [change] = collapse([entry(1, 'a', 'upsert', { title: 'one' }), entry(2, 'a', 'delete'), entry(3, 'a', 'upsert', { title: 'late' })]);
    expect(change).toMatchObject({ op: 'delete', seqs: [1, 2, 3] });
  });

  it('keeps the same id in different tables apart', () => {
    expect(collapse([entry(1, 'a', 'upsert', {}), { ...entry(2, 'a', 'upsert', {}), table: 'activity_log' }])).toHaveLength(2);
  });
});

describe('what counts as "try again later"', () => {
  it('treats no answer, 401 (token refreshing), 408, 425, 429 and 5xx as transient', () => {
    for (const status of [0, 401, 408, 425, 429, 500, 502, 503]) expect(isTransient(status), String(status)).toBe(true);
  });
  it('treats other refusals as the server’s final word', () => {
    for (const status of [400, 403, 404, 406, 409, 413, 422]) expect(isTransient(status), String(status)).toBe(false);
  });
});

describe('retryDelayMs', () => {
  it('doubles from one second up to the spec’s 30 s ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('limitedRetryDelayMs', () => {
  it('waits a minute after a rate limit, doubling up to ten, since those limits count in hours', () => {
    expect([0, 1, 2, 3, 4, 8].map(limitedRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 600_000, 600_000]);
  });
});
