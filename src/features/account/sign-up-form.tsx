import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateSignUp } from '../../core/auth-validation';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../../i18n/languages';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage, fieldMessage } from './auth-messages';
import { useFormState } from './use-form-state';

// Reading the device's guest history brings Dexie and the sync code; the form shows without them.
const KeepGuestDataOption = lazy(() => import('./keep-guest-data-option').then((module) => ({ default: module.KeepGuestDataOption })));

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

interface SignUpFormProps {
  onSignedIn: () => void;
  onSubmitting: (submitting: boolean) => void;
  /** The project asks new accounts to confirm their address: the page says so instead of "logged in". */
  onConfirmEmail: (email: string) => void;
}

export function SignUpForm({ onSignedIn, onSubmitting, onConfirmEmail }: SignUpFormProps) {
  const { t, i18n } = useTranslation('account');
  const form = useFormState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }, validateSignUp);
  const { values, errors } = form;
  const [language, setLanguage] = useState<Language>(currentLanguage);
  // Off until chosen (the box shows only when there is guest history): on a shared phone that
  // history may be someone else's.
  const [keepGuestData, setKeepGuestData] = useState(false);
  const languageId = useId();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.check(event, FIELD_ORDER)) return;
    form.setBusy(true);
    form.setServerError(null);
    onSubmitting(true);
    const { confirmPassword: _checkedAbove, ...account } = values;
    const result = await runAuthAction((actions) => actions.signUp({ ...account, preferredLanguage: language, keepGuestData }));
    if (!result.ok) {
      onSubmitting(false);
      form.setBusy(false);
      form.setServerError(authErrorMessage(t, result.error));
      return;
    }
    // The spec: the interface switches to the chosen language at once.
    await changeLanguage(language);
    if (result.confirmEmail) {
      onSubmitting(false);
      onConfirmEmail(values.email.trim());
      return;
    }
    // Read after the switch, so the welcome is in the language just chosen.
    toast.success(i18n.t('signUp.success', { ns: 'account' }));
    onSignedIn();
  };

  const text = (field: (typeof FIELD_ORDER)[number]) => ({
    name: field,
    value: values[field],
    required: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setField(field, event.target.value),
    error: fieldMessage(t, field, errors[field]),
  });

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy}>
      {form.serverError ? (
        <p className="form-alert" role="alert">
          {form.serverError}
        </p>
      ) : null}
      <div className="account-form__row">
        <TextField label={t('fields.firstName')} autoComplete="given-name" {...text('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...text('lastName')} />
      </div>
      <TextField label={t('fields.email')} type="email" inputMode="email" autoComplete="email" {...text('email')} />
      <TextField label={t('fields.password')} type="password" autoComplete="new-password" hint={t('signUp.passwordHint')} {...text('password')} />
      <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" {...text('confirmPassword')} />
      <div className="form-field">
        <label htmlFor={languageId} className="form-field__label">
          {t('fields.preferredLanguage')}
        </label>
        <p id={`${languageId}-hint`} className="form-field__hint">
          {t('signUp.languageHint')}
        </p>
        <select
          id={languageId}
          name="preferredLanguage"
          required
          aria-describedby={`${languageId}-hint`}
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={HTML_LANG[code]}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <Suspense fallback={null}>
        <KeepGuestDataOption checked={keepGuestData} onChange={setKeepGuestData} />
      </Suspense>
      <button type="submit" className="button account-form__submit" disabled={form.busy}>
        {form.busy ? t('signUp.working') : t('signUp.submit')}
      </button>
    </form>
  );
}
