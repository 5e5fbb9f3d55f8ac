import { useTranslation } from 'react-i18next';
import { LANGUAGES, fromStoredLanguage, toHtmlLang, toStoredLanguage, type Language } from '../../core/language';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { Field } from '../../ui/text-field';

interface PreferredLanguageFieldProps {
  value: Language;
  onChange: (language: Language) => void;
  hint?: string;
}

/** "Preferred language" on sign-up and in the profile: each language named in itself, tagged with its own lang; the values are the stored codes. */
export function PreferredLanguageField({ value, onChange, hint }: PreferredLanguageFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={t('fields.preferredLanguage')} hint={hint}>
      {(control) => (
        <select
          name="preferredLanguage"
          required
          value={toStoredLanguage(value)}
          onChange={(event) => {
            const language = fromStoredLanguage(event.target.value);
            if (language) onChange(language);
          }}
          {...control}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={toStoredLanguage(code)} lang={toHtmlLang(code)}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
