// A screen's pack: the render waits for it (suspends) until it is here; a download that failed is
// shown as an error, not tried again in a loop, until the person moves on (retryScreenPacks).
import { describe, expect, it, vi } from 'vitest';
import { retryScreenPacks, screenPack } from './screen-pack';

const content = (language: string) => ({ default: { title: `title in ${language}` } });

/** What `read` throws or returns: 'waits' for a promise (the render suspends), the error, or the content. */
function attempt<T>(read: () => T): { waits: Promise<unknown> } | { error: unknown } | { content: T } {
  try {
    return { content: read() };
  } catch (thrown) {
    return thrown instanceof Promise ? { waits: thrown } : { error: thrown };
  }
}

describe('screenPack', () => {
  it('suspends until the language’s pack is here, then reads it at once; each language is its own download', async () => {
    const en = vi.fn(async () => content('en'));
    const es = vi.fn(async () => content('es'));
    const zh = vi.fn(async () => content('zh'));
    const pt = vi.fn(async () => content('pt'));
    const ht = vi.fn(async () => content('ht'));
    const pack = screenPack<{ title: string }>({ en, es, zh, pt, ht });
    const first = attempt(() => pack.read('es'));
    expect('waits' in first).toBe(true);
    await (first as { waits: Promise<unknown> }).waits;
    expect(attempt(() => pack.read('es'))).toEqual({ content: { title: 'title in es' } });
    expect(es).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
    for (const other of [zh, pt, ht]) expect(other).not.toHaveBeenCalled();
  });

  it('shows a failed download as an error until the person moves on, then downloads again', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const es = vi.fn().mockRejectedValueOnce(offline).mockResolvedValue(content('es'));
    const pack = screenPack<{ title: string }>({ en: async () => content('en'), es, zh: async () => content('zh'), pt: async () => content('pt'), ht: async () => content('ht') });
    await (attempt(() => pack.read('es')) as { waits: Promise<unknown> }).waits;
    expect(attempt(() => pack.read('es'))).toEqual({ error: offline });
    // Rendering again at once (React retries a failed render) does not download again.
    expect(attempt(() => pack.read('es'))).toEqual({ error: offline });
    expect(es).toHaveBeenCalledTimes(1);

    retryScreenPacks();
    const again = attempt(() => pack.read('es'));
    expect('waits' in again).toBe(true);
    await (again as { waits: Promise<unknown> }).waits;
    expect(attempt(() => pack.read('es'))).toEqual({ content: { title: 'title in es' } });
    expect(es).toHaveBeenCalledTimes(2);
  });

  it('loads ahead of the render (the route does, with the screen’s code), and a later load that succeeds clears the failure', async () => {
    const zh = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(content('zh'));
    const pack = screenPack<{ title: string }>({ en: async () => content('en'), es: async () => content('es'), zh, pt: async () => content('pt'), ht: async () => content('ht') });
    await expect(pack.load('zh')).rejects.toThrow('offline');
    await expect(pack.load('zh')).resolves.toEqual({ title: 'title in zh' });
    expect(attempt(() => pack.read('zh'))).toEqual({ content: { title: 'title in zh' } });
  });

  it('reads the packs the build serves: a Spanish pack has the Spanish texts and no English', async () => {
    const pack = screenPack<{ purposes: { title: Record<string, string> }[] }>({
      en: () => import('virtual:screen-pack/pack-en'),
      es: () => import('virtual:screen-pack/pack-es'),
      zh: () => import('virtual:screen-pack/pack-zh'),
      pt: () => import('virtual:screen-pack/pack-pt'),
      ht: () => import('virtual:screen-pack/pack-ht'),
    });
    const { purposes } = await pack.load('es');
    expect(purposes.length).toBeGreaterThan(3);
    for (const purpose of purposes) {
      expect(purpose.title.es).not.toBe('');
      expect(purpose.title.en).toBe('');
    }
  });
});
