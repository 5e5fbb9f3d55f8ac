import { useTranslation } from 'react-i18next';
import { validateNewPassword } from '../../core/auth-validation';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage, fieldMessage } from './auth-messages';
import { useFormState } from './use-form-state';
import { FormAlert, SubmitButton } from '../../ui/form-parts';

/** "Choose a new password", once a reset link or code has signed the person in. */
export function NewPasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('account');
  const form = useFormState({ password: '', confirmPassword: '' }, validateNewPassword);
  const { values, errors } = form;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.check(event, ['password', 'confirmPassword'])) return;
    form.setBusy(true);
    form.setServerError(null);
    const result = await runAuthAction((actions) => actions.setNewPassword(values.password));
    if (result.ok) {
      toast.success(t('reset.success'));
      onChanged();
      return;
    }
    form.setBusy(false);
    form.setServerError(authErrorMessage(t, result.error));
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy}>
      <h2 className="account-form__title">{t('reset.chooseTitle')}</h2>
      <FormAlert message={form.serverError} />
      <TextField
        label={t('fields.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t('signUp.passwordHint')}
        {...form.bind('password')}
        error={fieldMessage(t, 'password', errors.password)}
      />
      <TextField
        label={t('fields.confirmNewPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('confirmPassword')}
        error={fieldMessage(t, 'confirmPassword', errors.confirmPassword)}
      />
      <SubmitButton busy={form.busy} label={t('reset.submit')} busyLabel={t('reset.working')} />
    </form>
  );
}
