import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { LANGUAGES, fromStoredLanguage, toHtmlLang, toStoredLanguage } from '../../core/language';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { toast } from '../../ui/toast';

/** Each option is written in its own language (and tagged so), so anyone can find theirs; its value is the stored code. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`select-field ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={toStoredLanguage(currentLanguage())}
        onChange={(event) => {
          const language = fromStoredLanguage(event.target.value);
          if (!language) return;
          // With no signal, a language this phone has never kept cannot be shown: say so, stay put.
          void changeLanguage(language).then((changed) => {
            if (!changed) toast.error(t('header.languageNotOnPhone', { language: LANGUAGE_NAMES[language] }));
          });
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={toStoredLanguage(code)} lang={toHtmlLang(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
