// Names for the languages places speak, as people who speak them or live beside them call them.
// The browser's own names are not enough: some are rare ("Kabuverdianu", or just "kea") and differ
// between phones. A code missing here falls back to the browser's name.
import type { Language } from '../core/language';

export const LANGUAGE_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  en: { en: 'English', es: 'inglés', zh: '英语' },
  es: { en: 'Spanish', es: 'español', zh: '西班牙语' },
  ht: { en: 'Haitian Creole (Kreyòl)', es: 'criollo haitiano (kreyòl)', zh: '海地克里奥尔语（Kreyòl）' },
  kea: { en: 'Cape Verdean Creole (Kriolu)', es: 'criollo caboverdiano (kriolu)', zh: '佛得角克里奥尔语（Kriolu）' },
  pl: { en: 'Polish', es: 'polaco', zh: '波兰语' },
  pt: { en: 'Portuguese', es: 'portugués', zh: '葡萄牙语' },
  ru: { en: 'Russian', es: 'ruso', zh: '俄语' },
  vi: { en: 'Vietnamese', es: 'vietnamita', zh: '越南语' },
  zh: { en: 'Chinese', es: 'chino', zh: '中文' },
};
