// Built-in content (places, rights, eligibility, checklists, …) is written as { en, es, zh }. This
// is the key for the reader's language: i18next runs on HTML tags, so Chinese arrives as zh-Hans.
import { useTranslation } from 'react-i18next';

export type ContentLanguage = 'en' | 'es' | 'zh';

export function contentLanguage(tag: string): ContentLanguage {
  if (tag.startsWith('zh')) return 'zh';
  if (tag.startsWith('es')) return 'es';
  return 'en';
}

/**
 * The locale for times, dates and numbers. Spanish as written in the United States: Pali's places
 * are in Massachusetts, where Spanish speakers read 5:00 p.m. and 2.5 millas, not 17:00 and 2,5.
 */
export function formatLocale(tag: string): string {
  return tag === 'es' ? 'es-US' : tag;
}

/** The content key for the language the app is shown in now. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return contentLanguage(i18n.language);
}
