// Expected text comes from the same locale files the app ships, so a test never disagrees with a
// translator's edit, while a missing key or a screen showing the wrong string still fails.
import { readFileSync } from 'node:fs';

export const LANGUAGES = ['en', 'es', 'cn', 'pt', 'ht'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The value kept in localStorage `pali.language` maps to this <html lang> and locale file. */
export const HTML_LANG: Record<Language, string> = { en: 'en', es: 'es', cn: 'zh-Hans', pt: 'pt-BR', ht: 'ht' };
const LOCALE_FILE: Record<Language, string> = { en: 'en', es: 'es', cn: 'zh', pt: 'pt', ht: 'ht' };

type Strings = { [key: string]: string | Strings };

const cache = new Map<string, Strings>();

/** The shell's strings (locales/en.json), or a screen's namespace (locales/en/places.json). */
function strings(language: Language, namespace: string | undefined): Strings {
  const file = namespace ? `${LOCALE_FILE[language]}/${namespace}` : LOCALE_FILE[language];
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(new URL(`../../../src/i18n/locales/${file}.json`, import.meta.url), 'utf8')) as Strings;
    cache.set(file, loaded);
  }
  return loaded;
}

/**
 * A translated string by dotted key ('home.hero.title', or 'places:card.open' for a screen's
 * namespace), with i18next-style {{name}} values filled in.
 */
export function t(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [undefined, key];
  let node: string | Strings | undefined = strings(language, namespace);
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No string "${key}" in the ${language} locale files`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? `{{${name}}}`));
}
