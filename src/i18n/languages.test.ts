import { describe, expect, it } from 'vitest';
import { HTML_LANG, LANGUAGE_STORAGE_KEY, initialLanguage, languageFromBrowser, readStoredLanguage, storeLanguage } from './languages';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('language choice', () => {
  it('maps the stored code cn to the HTML tag zh-Hans', () => {
    expect(HTML_LANG).toEqual({ en: 'en', es: 'es', cn: 'zh-Hans' });
  });

  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['zh-CN'], 'cn'],
    [['zh-Hant-TW'], 'cn'],
    [['fr-FR', 'es'], 'es'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ] as const)('picks the first browser language Pali speaks: %j → %s', (browser, expected) => {
    expect(languageFromBrowser(browser)).toBe(expected);
  });

  it('prefers the stored choice over the browser', () => {
    expect(initialLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'cn' }), ['es-ES'])).toBe('cn');
  });

  it.each(['xx', '{', '', 'zh-Hans', 'EN'])('treats a corrupt stored value %j as no choice', (value) => {
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
    expect(initialLanguage(throwing, ['zh'])).toBe('cn');
    expect(() => storeLanguage(throwing, 'es')).not.toThrow();
  });

  it('stores the product code under the product key', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'cn');
    expect(storage.values.get('pali.language')).toBe('cn');
  });
});
