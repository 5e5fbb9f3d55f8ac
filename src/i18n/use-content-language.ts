// Built-in content (places, rights, eligibility, checklists, …) is written as { en, es, zh, pt, ht }, the
// keys of Pali's Language (src/core/language.ts). i18next runs on HTML tags, so Chinese arrives
// here as zh-Hans and is turned back into 'zh'.
import { useTranslation } from 'react-i18next';
import { fromHtmlLang, type Language } from '../core/language';

/**
 * The locale for times, dates and numbers. Spanish as written in the United States: Pali's places
 * are in Massachusetts, where Spanish speakers read 5:00 p.m. and 2.5 millas, not 17:00 and 2,5.
 * Portuguese keeps its own numbers but the US clock the offices' hours are written in (5:00 PM).
 */
export function formatLocale(tag: string): string {
  if (tag === 'es') return 'es-US';
  if (tag === 'pt-BR') return 'pt-BR-u-hc-h12';
  return tag;
}

/** The language the app is shown in now. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return fromHtmlLang(i18n.language);
}
