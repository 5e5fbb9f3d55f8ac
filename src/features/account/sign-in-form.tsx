import { useTranslation } from 'react-i18next';
import { validateSignIn } from '../../core/auth-validation';
import { EmailField, TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage, fieldMessage } from './auth-messages';
import { useFormState } from './use-form-state';
import { FormAlert, SubmitButton } from '../../ui/form-parts';

interface SignInFormProps {
  onForgotPassword: (email: string) => void;
  /** Called once signed in; the page decides where to go. */
  onSignedIn: () => void;
  /** Told before the request starts, so the page does not treat the new session as an old one. */
  onSubmitting: (submitting: boolean) => void;
}

export function SignInForm({ onForgotPassword, onSignedIn, onSubmitting }: SignInFormProps) {
  const { t } = useTranslation('account');
  const form = useFormState({ email: '', password: '' }, validateSignIn);
  const { values, errors } = form;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.check(event, ['email', 'password'])) return;
    form.setBusy(true);
    form.setServerError(null);
    onSubmitting(true);
    const result = await runAuthAction((actions) => actions.signIn(values.email, values.password));
    if (result.ok) {
      toast.success(t('signIn.success'));
      onSignedIn();
      return;
    }
    onSubmitting(false);
    form.setBusy(false);
    form.setServerError(authErrorMessage(t, result.error));
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy}>
      <FormAlert message={form.serverError} />
      <EmailField label={t('fields.email')} required {...form.bind('email')} error={fieldMessage(t, 'email', errors.email)} />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('password')}
        error={fieldMessage(t, 'password', errors.password)}
      />
      <SubmitButton busy={form.busy} label={t('signIn.submit')} busyLabel={t('signIn.working')} />
      <button type="button" className="link-button" data-forgot-password onClick={() => onForgotPassword(values.email)}>
        {t('signIn.forgot')}
      </button>
    </form>
  );
}
