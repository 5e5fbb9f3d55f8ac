import { LANGUAGES, toHtmlLang } from '../../core/language';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { usePageLanguage } from './use-page-language';

/** English / Español / 中文 for this page only; each name in its own language. */
export function PageLanguageSwitch() {
  const { language, t, choose } = usePageLanguage();
  return (
    <div role="group" aria-labelledby="rights-language-label" className="rights-language">
      <span id="rights-language-label" className="rights-language__label">
        {t('language.label')}
      </span>
      <div className="rights-toggles">
        {LANGUAGES.map((code) => (
          <button key={code} type="button" lang={toHtmlLang(code)} className="rights-toggle" aria-pressed={code === language} onClick={() => void choose(code)}>
            {LANGUAGE_NAMES[code]}
          </button>
        ))}
      </div>
    </div>
  );
}
