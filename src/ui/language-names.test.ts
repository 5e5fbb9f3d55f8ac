// Every language a place speaks has a name people recognise in each of Pali's languages, written
// by us rather than left to the phone (which may show a bare code or a rare name).
import { describe, expect, it } from 'vitest';
import { PLACES } from '../content/places';
import { LANGUAGES } from '../core/language';
import { LANGUAGE_NAMES } from './language-names';

describe('language names', () => {
  it('names every language a place speaks, in English, Spanish and Chinese', () => {
    const codes = [...new Set(PLACES.flatMap((place) => place.languages))];
    for (const code of codes) {
      for (const language of LANGUAGES) expect(LANGUAGE_NAMES[code]?.[language], `${code} in ${language}`).toMatch(/\S/);
    }
  });

  it('calls Kabuverdianu by the names Cape Verdeans in Massachusetts use', () => {
    expect(LANGUAGE_NAMES.kea).toEqual({
      en: 'Cape Verdean Creole (Kriolu)',
      es: 'criollo caboverdiano (kriolu)',
      zh: '佛得角克里奥尔语（Kriolu）',
      pt: 'crioulo cabo-verdiano (kriolu)',
      ht: 'kreyòl kap-vèdyen (kriolu)',
    });
  });

  it('names Portuguese and Haitian Creole in every language, each in its own as its speakers do', () => {
    expect(LANGUAGE_NAMES.pt!.pt).toBe('português');
    expect(LANGUAGE_NAMES.ht!.ht).toBe('kreyòl ayisyen');
    expect(LANGUAGE_NAMES.ht!.en).toBe('Haitian Creole (Kreyòl)');
  });
});
