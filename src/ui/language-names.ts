// Names for the languages places speak, as people who speak them or live beside them call them.
// The browser's own names are not enough: some are rare ("Kabuverdianu", or just "kea") and differ
// between phones. A code missing here falls back to the browser's name.
import type { Language } from '../core/language';

export const LANGUAGE_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  en: { en: 'English', es: 'inglés', zh: '英语', pt: 'inglês', ht: 'angle' },
  es: { en: 'Spanish', es: 'español', zh: '西班牙语', pt: 'espanhol', ht: 'panyòl' },
  ht: { en: 'Haitian Creole (Kreyòl)', es: 'criollo haitiano (kreyòl)', zh: '海地克里奥尔语（Kreyòl）', pt: 'crioulo haitiano (kreyòl)', ht: 'kreyòl ayisyen' },
  kea: {
    en: 'Cape Verdean Creole (Kriolu)',
    es: 'criollo caboverdiano (kriolu)',
    zh: '佛得角克里奥尔语（Kriolu）',
    pt: 'crioulo cabo-verdiano (kriolu)',
    ht: 'kreyòl kap-vèdyen (kriolu)',
  },
  pl: { en: 'Polish', es: 'polaco', zh: '波兰语', pt: 'polonês', ht: 'polonè' },
  pt: { en: 'Portuguese', es: 'portugués', zh: '葡萄牙语', pt: 'português', ht: 'pòtigè' },
  ru: { en: 'Russian', es: 'ruso', zh: '俄语', pt: 'russo', ht: 'ris' },
  vi: { en: 'Vietnamese', es: 'vietnamita', zh: '越南语', pt: 'vietnamita', ht: 'vyetnamyen' },
  zh: { en: 'Chinese', es: 'chino', zh: '中文', pt: 'chinês', ht: 'chinwa' },
};
