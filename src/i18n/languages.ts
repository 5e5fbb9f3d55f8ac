// The language the app is shown in: how the saved choice and the browser's languages map onto
// Pali's three (src/core/language.ts). The choice is saved under its stored code (`cn` for
// Chinese); i18next runs on the HTML tags so Intl and plural rules work.
import { DEFAULT_LANGUAGE, fromStoredLanguage, languageOfTag, toStoredLanguage, type Language } from '../core/language';

export const LANGUAGE_STORAGE_KEY = 'pali.language';

/** Each language's own name, shown in selectors whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', zh: '中文', pt: 'Português', ht: 'Kreyòl ayisyen' };

/** The first of the browser's preferred languages that Pali speaks; English otherwise. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Reads the stored choice; anything unreadable or unknown counts as no choice. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language | null {
  try {
    return fromStoredLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, toStoredLanguage(language));
  } catch {
    // Storage can be full or blocked (private mode); the choice still applies to this visit.
  }
}

export function initialLanguage(storage: Pick<Storage, 'getItem'> | undefined, browserLanguages: readonly string[]): Language {
  return readStoredLanguage(storage) ?? languageFromBrowser(browserLanguages);
}
