// A real i18next with Pali's English strings, for component tests: the shell's strings and every
// screen namespace (locales/en/<namespace>.json), so a test reads what the person would.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../src/i18n/locales/en.json';

const namespaceFiles = import.meta.glob<Record<string, unknown>>('../../src/i18n/locales/en/*.json', { eager: true, import: 'default' });

function namespaces(): Record<string, Record<string, unknown>> {
  const found: Record<string, Record<string, unknown>> = {};
  for (const [path, strings] of Object.entries(namespaceFiles)) {
    const name = /\/([\w-]+)\.json$/.exec(path)?.[1];
    if (name) found[name] = strings;
  }
  return found;
}

export async function createTestI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en, ...namespaces() } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
