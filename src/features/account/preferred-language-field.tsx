import { useTranslation } from 'react-i18next';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../../i18n/languages';
import { Field } from '../../ui/text-field';

interface PreferredLanguageFieldProps {
  value: Language;
  onChange: (language: Language) => void;
  hint?: string;
}

/** "Preferred language" on sign-up and in the profile: each language named in itself, tagged with its own lang. */
export function PreferredLanguageField({ value, onChange, hint }: PreferredLanguageFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={t('fields.preferredLanguage')} hint={hint}>
      {(control) => (
        <select
          name="preferredLanguage"
          required
          value={value}
          onChange={(event) => {
            if (isLanguage(event.target.value)) onChange(event.target.value);
          }}
          {...control}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={HTML_LANG[code]}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
