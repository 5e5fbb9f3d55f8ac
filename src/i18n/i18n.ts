// i18next set-up. Each language's strings are their own chunk, loaded on demand and precached by
// the service worker, so a reader downloads only the language they read. The shell's strings are
// the default namespace (`locales/<lang>.json`); a screen with many strings keeps them in its own
// namespace (`locales/<lang>/<namespace>.json`, read with useTranslation('<namespace>')), so the
// first view does not carry every screen's words.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  HTML_LANG,
  LANGUAGES,
  initialLanguage,
  languageFromHtmlLang,
  storeLanguage,
  type Language,
} from './languages';

const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  'zh-Hans': () => import('./locales/zh.json'),
};

/** The folder of each HTML language tag's files. */
const LOCALE_FOLDER: Record<string, string> = { en: 'en', es: 'es', 'zh-Hans': 'zh' };
const namespaceLoaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

function loadStrings(tag: string, namespace: string): Promise<{ default: Record<string, unknown> }> {
  if (namespace === 'translation') return (loaders[tag] ?? loaders.en!)();
  const load = namespaceLoaders[`./locales/${LOCALE_FOLDER[tag] ?? 'en'}/${namespace}.json`];
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
      lng: HTML_LANG[language],
      supportedLngs: LANGUAGES.map((code) => HTML_LANG[code]),
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
  return languageFromHtmlLang(i18next.language);
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(browserStorage(), language);
  await i18next.changeLanguage(HTML_LANG[language]);
}
