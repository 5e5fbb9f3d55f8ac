// Pali's five languages. Inside the code a language is always its content key, the key built-in
// content is written under ({ en, es, zh, pt, ht }; 'zh' is Simplified Chinese, 'pt' Brazilian
// Portuguese, 'ht' Haitian Creole). Two other spellings live at the edges, and only this file
// converts between them:
// - the stored code, 'en' | 'es' | 'cn' | 'pt' | 'ht' (the product code): what profiles, help
//   requests and content reports hold (the migrations check it) and what the browser keeps as the choice;
// - the HTML language tag, 'en' | 'es' | 'zh-Hans' | 'pt-BR' | 'ht': <html lang>, i18next's
//   languages (so Intl and plural rules work) and mail headers.
// Letters are read in English, Spanish and Chinese only (src/core/letters/letter-language.ts).
// Input from a person or a caller (the command line's --lang, the assistant's `language` field)
// may spell Chinese either way: parseLanguage.
// No imports: the functions (Deno) use this file as it is.

export const LANGUAGES = ['en', 'es', 'zh', 'pt', 'ht'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether `value` is one text in Pali's languages: an object keyed by exactly the five. */
export function isLocalizedText(value: unknown): value is Record<Language, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((language) => keys.includes(language));
}

/** A language as records, the database and the browser's saved choice spell it. */
export type StoredLanguage = 'en' | 'es' | 'cn' | 'pt' | 'ht';

const STORED: Record<Language, StoredLanguage> = { en: 'en', es: 'es', zh: 'cn', pt: 'pt', ht: 'ht' };
const HTML_TAGS: Record<Language, string> = { en: 'en', es: 'es', zh: 'zh-Hans', pt: 'pt-BR', ht: 'ht' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored code of a language ('zh' is stored as 'cn'). */
export function toStoredLanguage(language: Language): StoredLanguage {
  return STORED[language];
}

/** The language a stored code names; null for anything that is not exactly a stored code. */
export function fromStoredLanguage(code: StoredLanguage): Language;
export function fromStoredLanguage(code: unknown): Language | null;
export function fromStoredLanguage(code: unknown): Language | null {
  return LANGUAGES.find((language) => STORED[language] === code) ?? null;
}

/** The HTML language tag of a language ('zh' is 'zh-Hans'). */
export function toHtmlLang(language: Language): string {
  return HTML_TAGS[language];
}

/** The language of a language tag, by its first subtag ('zh-Hans', 'zh-TW' and 'es-MX' count); null when Pali does not speak it. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The language of an HTML tag (i18next's language, <html lang>); English for any other. */
export function fromHtmlLang(tag: string): Language {
  return languageOfTag(tag) ?? DEFAULT_LANGUAGE;
}

/** A language as a person or a caller names it: the content key or the stored code ('cn' and 'zh' are both Chinese); null otherwise. */
export function parseLanguage(input: unknown): Language | null {
  return isLanguage(input) ? input : fromStoredLanguage(input);
}
