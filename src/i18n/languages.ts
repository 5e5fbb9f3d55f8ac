// The three languages Pali speaks, and how a stored or browser-reported choice maps onto them.
// The product code `cn` (kept in local storage, as the spec says) is Simplified Chinese, whose
// HTML language tag is `zh-Hans`; i18next runs on the HTML tags so Intl and plural rules work.

export const LANGUAGES = ['en', 'es', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'pali.language';

export const HTML_LANG: Record<Language, string> = { en: 'en', es: 'es', cn: 'zh-Hans' };

/** Each language's own name, shown in selectors whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', cn: '中文' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageFromHtmlLang(tag: string): Language {
  const found = LANGUAGES.find((code) => HTML_LANG[code] === tag);
  return found ?? DEFAULT_LANGUAGE;
}

/** The first of the browser's preferred languages that Pali speaks; English otherwise. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'en' || primary === 'es') return primary;
    if (primary === 'zh') return 'cn';
  }
  return DEFAULT_LANGUAGE;
}

/** Reads the stored choice; anything unreadable or unknown counts as no choice. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language | null {
  try {
    const raw = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(raw) ? raw : null;
  } catch {
    return null;
  }
}

export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be full or blocked (private mode); the choice still applies to this visit.
  }
}

export function initialLanguage(
  storage: Pick<Storage, 'getItem'> | undefined,
  browserLanguages: readonly string[],
): Language {
  return readStoredLanguage(storage) ?? languageFromBrowser(browserLanguages);
}
