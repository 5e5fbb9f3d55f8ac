import { useTranslation } from 'react-i18next';
import { validateRecoveryCode } from '../../core/auth-validation';
import { EmailField, TextField } from '../../ui/text-field';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage, fieldMessage } from './auth-messages';
import { useFormState } from './use-form-state';
import { FormAlert, SubmitButton } from '../../ui/form-parts';

/**
 * The reset e-mail's "Or enter this code", for a phone where the link opens in the wrong browser.
 * The e-mail address is asked for because a code is checked together with it (verifyOtp({ email,
 * token, type: 'recovery' }), on hosted Supabase and on Pali's own server alike).
 */
export function RecoveryCodeForm({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('account');
  const form = useFormState({ email: '', code: '' }, validateRecoveryCode);
  const { values, errors } = form;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.check(event, ['email', 'code'])) return;
    form.setBusy(true);
    form.setServerError(null);
    const result = await runAuthAction((actions) => actions.openRecoveryCode(values.email, values.code));
    form.setBusy(false);
    if (result.ok) onVerified();
    else form.setServerError(result.error.code === 'otp_expired' ? t('reset.codeInvalid') : authErrorMessage(t, result.error));
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy}>
      <h2 className="account-form__title">{t('reset.codeTitle')}</h2>
      <p>{t('reset.codeIntro')}</p>
      <FormAlert message={form.serverError} />
      <EmailField label={t('fields.email')} required {...form.bind('email')} error={fieldMessage(t, 'email', errors.email)} />
      <TextField
        label={t('fields.code')}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        required
        {...form.bind('code')}
        error={fieldMessage(t, 'code', errors.code)}
      />
      <SubmitButton busy={form.busy} label={t('reset.codeSubmit')} busyLabel={t('reset.codeWorking')} />
    </form>
  );
}
