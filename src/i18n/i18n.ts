// i18next set-up. Each language's strings are their own chunk, loaded on demand and kept by the
// service worker for the languages the phone reads, so a reader downloads only the language they read. The shell's strings are
// the default namespace (`locales/<lang>.json`); a screen with many strings keeps them in its own
// namespace (`locales/<lang>/<namespace>.json`, read with useTranslation('<namespace>')), so the
// first view does not carry every screen's words.
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, fromHtmlLang, toHtmlLang, type Language } from '../core/language';
import type { ScreenName } from '../content/screen-packs';
import { initialLanguage, storeLanguage } from './languages';
import type { ScreenPackLoaders } from './namespaces/screen-pack-loaders';

/** Each language's shell strings; its other namespaces are in the folder named by its content key. */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  zh: () => import('./locales/zh.json'),
  pt: () => import('./locales/pt.json'),
  ht: () => import('./locales/ht.json'),
};
type NamespaceLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * Each language's map of its namespaces and screen packs, a small chunk of its own (five languages'
 * maps in the first view would be most of this file). The reader's map is fetched with the shell's
 * strings (initI18n, changeLanguage), so a screen's strings and content never wait for it.
 */
const namespaceMaps: Record<Language, () => Promise<{ default: NamespaceLoaders; screenPacks: ScreenPackLoaders }>> = {
  en: () => import('./namespaces/en'),
  es: () => import('./namespaces/es'),
  zh: () => import('./namespaces/zh'),
  pt: () => import('./namespaces/pt'),
  ht: () => import('./namespaces/ht'),
};

async function loadStrings(tag: string, namespace: string): Promise<{ default: Record<string, unknown> }> {
  const language = fromHtmlLang(tag);
  if (namespace === 'translation') return loaders[language]();
  const { default: namespaces } = await namespaceMaps[language]();
  const load = namespaces[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No strings for the namespace "${namespace}".`);
  return load();
}

/** A screen's content pack in `language` (src/ui/screen-pack.ts), found through the language's map. */
export async function loadScreenPack(language: Language, screen: ScreenName): Promise<{ default: unknown }> {
  const { screenPacks } = await namespaceMaps[language]();
  return screenPacks[screen]();
}

/** Starts fetching a language's namespace map; a failure is left for loadStrings to meet and report. */
const prefetchNamespaces = (language: Language): void => void namespaceMaps[language]().catch(() => undefined);

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export async function initI18n(): Promise<typeof i18next> {
  const language = initialLanguage(browserStorage(), navigator.languages ?? [navigator.language]);
  prefetchNamespaces(language);
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

/**
 * Switches Pali to `language` once its strings are here; false, and nothing changes, when they
 * could not be loaded (no signal, and the phone has never kept that language).
 */
export async function changeLanguage(language: Language): Promise<boolean> {
  try {
    await Promise.all([loaders[language](), namespaceMaps[language]()]);
  } catch {
    return false;
  }
  storeLanguage(browserStorage(), language);
  await i18next.changeLanguage(toHtmlLang(language));
  return true;
}
