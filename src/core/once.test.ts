import { describe, expect, it, vi } from 'vitest';
import { once, oncePerKey } from './once';

const offline = () => new Error('Failed to fetch dynamically imported module');

describe('once', () => {
  it('retries after a failure: the first call rejects, the second loads', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline()).mockResolvedValueOnce('chunk');
    const loadChunk = once(load);
    await expect(loadChunk()).rejects.toThrow('Failed to fetch');
    await expect(loadChunk()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a caller that retries inside its own error handler load afresh', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(offline()).mockResolvedValueOnce('chunk');
    const loadChunk = once(load);
    await expect(loadChunk().catch(() => loadChunk())).resolves.toBe('chunk');
  });

  it('keeps a success: later calls get the same value without loading again', async () => {
    const load = vi.fn(() => Promise.resolve({ module: 1 }));
    const loadChunk = once(load);
    const first = await loadChunk();
    expect(await loadChunk()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between callers at the same moment, success or failure', async () => {
    let fail!: (error: Error) => void;
    const load = vi.fn(() => new Promise<string>((_resolve, reject) => (fail = reject)));
    const loadChunk = once(load);
    const [a, b] = [loadChunk(), loadChunk()];
    expect(a).toBe(b);
    fail(offline());
    await expect(a).rejects.toThrow();
    await expect(b).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('oncePerKey', () => {
  it('loads each key once and retries only the key that failed', async () => {
    const load = vi.fn((name: string) =>
      name === 'es' && load.mock.calls.filter(([key]) => key === 'es').length === 1 ? Promise.reject(offline()) : Promise.resolve(`pack:${name}`),
    );
    const loadPack = oncePerKey(load);
    await expect(loadPack('en')).resolves.toBe('pack:en');
    await expect(loadPack('es')).rejects.toThrow();
    await expect(loadPack('es')).resolves.toBe('pack:es');
    await expect(loadPack('en')).resolves.toBe('pack:en');
    expect(load.mock.calls.map(([key]) => key)).toEqual(['en', 'es', 'es']);
  });
});
