import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromHtmlLang, LANGUAGES, toHtmlLang } from '../core/language';
import { LANGUAGE_NAMES } from './language-names';
import { readerList } from '../core/reader-date-format';

// Pali's languages, whose readers may type a language's name in any of them.
const UI_LANGUAGES = LANGUAGES.map(toHtmlLang);

function displayNames(locale: string): (code: string) => string | undefined {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
  const ours = fromHtmlLang(locale);
  return (code) => {
    const known = LANGUAGE_NAMES[code]?.[ours];
    if (known) return known;
    try {
      return names.of(code);
    } catch {
      return undefined;
    }
  };
}

/** Names of languages (BCP 47 codes) in the reader's language, and every name a search may use. */
export function useLanguageNames() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const reader = displayNames(language);
    const all = UI_LANGUAGES.map(displayNames);
    const nameOf = (code: string) => reader(code) ?? code;
    return {
      nameOf,
      /** "inglés, español y portugués". */
      listOf: (codes: readonly string[]) => readerList(language, codes.map(nameOf)),
      /** For a menu: "Español" rather than "español". */
      optionName: (code: string) => {
        const name = nameOf(code);
        return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
      },
      searchNames: (code: string) => [code, ...all.map((names) => names(code) ?? '')].filter(Boolean),
    };
  }, [language]);
}
