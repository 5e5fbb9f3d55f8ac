import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../../i18n/languages';

interface PreferredLanguageFieldProps {
  value: Language;
  onChange: (language: Language) => void;
  hint?: string;
}

/** "Preferred language" on sign-up and in the profile: each language named in itself, tagged with its own lang. */
export function PreferredLanguageField({ value, onChange, hint }: PreferredLanguageFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {t('fields.preferredLanguage')}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name="preferredLanguage"
        required
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => {
          if (isLanguage(event.target.value)) onChange(event.target.value);
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
