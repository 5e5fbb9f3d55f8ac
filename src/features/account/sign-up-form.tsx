import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateSignUp } from '../../core/auth-validation';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { toStoredLanguage, type Language } from '../../core/language';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { EmailField, TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage, fieldMessage } from './auth-messages';
import { useFormState } from './use-form-state';
import { FormAlert, SubmitButton } from '../../ui/form-parts';
import { PreferredLanguageField } from './preferred-language-field';

// Reading the device's guest history brings Dexie and the sync code; the form shows without them,
// and without the option if it could not load.
const KeepGuestDataOption = lazyRetrying(() => import('./keep-guest-data-option').then((module) => module.KeepGuestDataOption));

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

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.check(event, FIELD_ORDER)) return;
    form.setBusy(true);
    form.setServerError(null);
    onSubmitting(true);
    const { confirmPassword: _checkedAbove, ...account } = values;
    const result = await runAuthAction((actions) => actions.signUp({ ...account, preferredLanguage: toStoredLanguage(language), keepGuestData }));
    if (!result.ok) {
      onSubmitting(false);
      form.setBusy(false);
      form.setServerError(authErrorMessage(t, result.error));
      return;
    }
    // The interface switches to the chosen language at once.
    if (!(await changeLanguage(language))) toast.info(i18n.t('header.languageNotOnPhone', { language: LANGUAGE_NAMES[language] }));
    if (result.confirmEmail) {
      onSubmitting(false);
      onConfirmEmail(values.email.trim());
      return;
    }
    // Read after the switch, so the welcome is in the language just chosen. Signed in, but the
    // address still waits for its link: the person hears where it went (or that it did not go).
    const email = values.email.trim();
    const confirmation =
      result.confirmationMail === 'sent'
        ? i18n.t('signUp.confirmSent', { ns: 'account', email })
        : result.confirmationMail === 'not-sent'
          ? i18n.t('signUp.confirmNotSent', { ns: 'account', email })
          : undefined;
    const welcome = i18n.t('signUp.success', { ns: 'account' });
    if (confirmation) toast.success(welcome, { description: confirmation, duration: 12_000 });
    else toast.success(welcome);
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
      <FormAlert message={form.serverError} />
      <div className="account-form__row">
        <TextField label={t('fields.firstName')} autoComplete="given-name" {...text('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...text('lastName')} />
      </div>
      <EmailField label={t('fields.email')} {...text('email')} />
      <TextField label={t('fields.password')} type="password" autoComplete="new-password" hint={t('signUp.passwordHint')} {...text('password')} />
      <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" {...text('confirmPassword')} />
      <PreferredLanguageField value={language} onChange={setLanguage} hint={t('signUp.languageHint')} />
      <Suspense fallback={null}>
        <KeepGuestDataOption checked={keepGuestData} onChange={setKeepGuestData} />
      </Suspense>
      <SubmitButton busy={form.busy} label={t('signUp.submit')} busyLabel={t('signUp.working')} />
    </form>
  );
}
