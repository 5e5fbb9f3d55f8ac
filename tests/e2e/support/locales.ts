// Expected text comes from the same locale files the app ships, so a test never disagrees with a
// translator's edit, while a missing key or a screen showing the wrong string still fails.
import { readFileSync } from 'node:fs';

export const LANGUAGES = ['en', 'es', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The value kept in localStorage `pali.language` maps to this <html lang> and locale file. */
export const HTML_LANG: Record<Language, string> = { en: 'en', es: 'es', cn: 'zh-Hans' };
const LOCALE_FILE: Record<Language, string> = { en: 'en', es: 'es', cn: 'zh' };

type Strings = { [key: string]: string | Strings };

const cache = new Map<Language, Strings>();

function strings(language: Language): Strings {
  let loaded = cache.get(language);
  if (!loaded) {
    const url = new URL(`../../../src/i18n/locales/${LOCALE_FILE[language]}.json`, import.meta.url);
    loaded = JSON.parse(readFileSync(url, 'utf8')) as Strings;
    cache.set(language, loaded);
  }
  return loaded;
}

/** A translated string by dotted key, with i18next-style {{name}} values filled in. */
export function t(language: Language, key: string, values: Record<string, string | number> = {}): string {
  let node: string | Strings | undefined = strings(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No string "${key}" in the ${language} locale file`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? `{{${name}}}`));
}
