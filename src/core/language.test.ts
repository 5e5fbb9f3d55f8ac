import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Localized } from '../content/places/place-types';
import { LANGUAGES, fromHtmlLang, fromStoredLanguage, languageOfTag, parseLanguage, toHtmlLang, toStoredLanguage, type Language } from './language';

describe('language', () => {
  it('is the key built-in content is written under', () => {
    expectTypeOf<keyof Localized>().toEqualTypeOf<Language>();
  });

  it('stores Chinese as cn (the database checks en, es, cn, pt, ht) and tags it zh-Hans, Portuguese pt-BR', () => {
    expect(LANGUAGES.map(toStoredLanguage)).toEqual(['en', 'es', 'cn', 'pt', 'ht']);
    expect(LANGUAGES.map(toHtmlLang)).toEqual(['en', 'es', 'zh-Hans', 'pt-BR', 'ht']);
  });

  it('reads back exactly the stored codes, and nothing else', () => {
    expect(LANGUAGES.map((language) => fromStoredLanguage(toStoredLanguage(language)))).toEqual(LANGUAGES);
    for (const other of ['zh', 'zh-Hans', 'EN', 'xx', '', null, undefined, 3]) expect(fromStoredLanguage(other)).toBeNull();
  });

  it('reads an HTML tag by its first subtag, English for any other', () => {
    expect(LANGUAGES.map((language) => fromHtmlLang(toHtmlLang(language)))).toEqual(LANGUAGES);
    expect(fromHtmlLang('es-US')).toBe('es');
    expect(fromHtmlLang('zh-Hant-TW')).toBe('zh');
    expect(fromHtmlLang('fr')).toBe('en');
    expect(fromHtmlLang('')).toBe('en');
    expect(languageOfTag('pt-BR')).toBe('pt');
    expect(languageOfTag('pt-PT')).toBe('pt');
    expect(languageOfTag('ht-HT')).toBe('ht');
    expect(languageOfTag('fr-HT')).toBeNull();
  });

  it('takes either spelling of Chinese from a person or a caller', () => {
    expect(parseLanguage('zh')).toBe('zh');
    expect(parseLanguage('cn')).toBe('zh');
    expect(parseLanguage('es')).toBe('es');
    for (const other of ['zh-Hans', 'ZH', 'constructor', 'fr', '', null, undefined, {}]) expect(parseLanguage(other)).toBeNull();
  });
});
