// The rights page's own language (its "language state"): it starts as the app's language,
// and the switch on the page changes only this page, so someone can show the Spanish page to a
// friend, or read the Chinese card, without changing Pali for themselves. The page's own strings
// then come from that language's `rights` namespace, loaded on demand (and precached offline).
import type { TFunction } from 'i18next';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromHtmlLang, toHtmlLang, type Language } from '../../core/language';
import { toast } from '../../ui/toast';
import { rightsPack } from './rights-pack';
import { CLEAR_OF_QUICK_EXIT } from './toast-placement';

export interface PageLanguage {
  /** The page's language, also the key into the content's `{ en, es, zh }` texts. */
  language: Language;
  /** The HTML `lang` for the page when it differs from the app's; undefined when it is the same. */
  lang: string | undefined;
  t: TFunction<'rights'>;
  choose: (language: Language) => Promise<void>;
}

export function usePageLanguageState(): PageLanguage {
  const { t: appT, i18n } = useTranslation('rights');
  const appLanguage = fromHtmlLang(i18n.language);
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? appLanguage;

  const t = useMemo(() => (language === appLanguage ? appT : (i18n.getFixedT(toHtmlLang(language), 'rights') as TFunction<'rights'>)), [appT, appLanguage, i18n, language]);

  const choose = useCallback(
    async (next: Language) => {
      const tag = toHtmlLang(next);
      // Switch only once the words are here, so the page never shows two languages at once.
      // The page's own words, and the provenance lines' under each section and contact.
      const namespaces = ['rights', 'provenance'];
      if (!namespaces.every((namespace) => i18n.hasResourceBundle(tag, namespace))) await i18n.reloadResources([tag], namespaces);
      const content = await rightsPack.load(next).then(
        () => true,
        () => false,
      );
      if (!content || !namespaces.every((namespace) => i18n.hasResourceBundle(tag, namespace))) {
        toast.error(appT('language.failed'), CLEAR_OF_QUICK_EXIT);
        return;
      }
      setChosen(next);
    },
    [appT, i18n],
  );

  return {
    language,
    lang: language === appLanguage ? undefined : toHtmlLang(language),
    t,
    choose,
  };
}

export const PageLanguageContext = createContext<PageLanguage | null>(null);

export function usePageLanguage(): PageLanguage {
  const value = useContext(PageLanguageContext);
  if (!value) throw new Error('usePageLanguage is used outside the rights page.');
  return value;
}
