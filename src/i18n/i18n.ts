// i18next set-up. Each language's strings are their own chunk, loaded on demand and precached by
// the service worker, so a reader downloads only the language they read. The shell's strings are
// the default namespace (`locales/<lang>.json`); a screen with many strings keeps them in its own
// namespace (`locales/<lang>/<namespace>.json`, read with useTranslation('<namespace>')), so the
// first view does not carry every screen's words.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, fromHtmlLang, toHtmlLang, type Language } from '../core/language';
import { initialLanguage, storeLanguage } from './languages';

/** Each language's shell strings; its other namespaces are in the folder named by its content key. */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  zh: () => import('./locales/zh.json'),
};
const namespaceLoaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

function loadStrings(tag: string, namespace: string): Promise<{ default: Record<string, unknown> }> {
  const language = fromHtmlLang(tag);
  if (namespace === 'translation') return loaders[language]();
  const load = namespaceLoaders[`./locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No strings for the namespace "${namespace}".`));
  return load();
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export async function initI18n(): Promise<typeof i18next> {
  const language = initialLanguage(browserStorage(), navigator.languages ?? [navigator.language]);
  i18next.on('languageChanged', (tag) => {
    document.documentElement.lang = tag;
  });
  await i18next
    .use(resourcesToBackend(loadStrings))
    .use(initReactI18next)
    .init({
      lng: toHtmlLang(language),
      supportedLngs: LANGUAGES.map(toHtmlLang),
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = i18next.language;
  return i18next;
}

export function currentLanguage(): Language {
  return fromHtmlLang(i18next.language);
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(browserStorage(), language);
  await i18next.changeLanguage(toHtmlLang(language));
}
