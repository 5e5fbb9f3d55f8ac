import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { LANGUAGES, LANGUAGE_NAMES, HTML_LANG, isLanguage } from '../../i18n/languages';

/** Each option is written in its own language (and tagged so), so anyone can find theirs. */
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
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={HTML_LANG[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
