import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, initialLanguage, languageFromBrowser, readStoredLanguage, storeLanguage } from './languages';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('language choice', () => {
  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['zh-CN'], 'zh'],
    [['zh-Hant-TW'], 'zh'],
    [['fr-FR', 'es'], 'es'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ] as const)('picks the first browser language Pali speaks: %j → %s', (browser, expected) => {
    expect(languageFromBrowser(browser)).toBe(expected);
  });

  it('prefers the stored choice over the browser', () => {
    expect(initialLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'cn' }), ['es-ES'])).toBe('zh');
  });

  it.each(['xx', '{', '', 'zh-Hans', 'zh', 'EN'])('treats a corrupt stored value %j as no choice', (value) => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: value });
    expect(readStoredLanguage(storage)).toBeNull();
    expect(initialLanguage(storage, ['es'])).toBe('es');
  });

  it('survives storage that throws (blocked or private mode)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(initialLanguage(throwing, ['zh'])).toBe('zh');
    expect(() => storeLanguage(throwing, 'es')).not.toThrow();
  });

  it('stores the product code under the product key', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'zh');
    expect(storage.values.get('pali.language')).toBe('cn');
  });
});
