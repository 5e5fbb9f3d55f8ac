// "Send the link again" for an address that waits for its confirmation: a button for the
// signed-in person (Calendar tab, the confirm page), a form with the address for someone signed
// out (the confirm page). Rules: every press ends in a toast that says what really happened (sent,
// nothing to confirm, wait, no connection, or the server's words); a signed-out request cannot
// learn whether the address has an account, so its toast says "if".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '../../core/auth-validation';
import type { AuthFailure } from '../../data/auth-actions';
import { EmailField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { FormAlert, SubmitButton } from '../../ui/form-parts';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage, fieldMessage } from './auth-messages';
import { useFormState } from './use-form-state';

function useResendProblem() {
  const { t } = useTranslation('account');
  return (error: AuthFailure) => (error.code === 'network' ? t('confirm.resendOffline') : authErrorMessage(t, error));
}

export function ResendConfirmationButton({ className = 'button button--secondary' }: { className?: string }) {
  const { t } = useTranslation('account');
  const problem = useResendProblem();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    const result = await runAuthAction((actions) => actions.resendConfirmation());
    setBusy(false);
    if (!result.ok) toast.error(problem(result.error));
    else if (result.alreadyConfirmed) toast.success(t('confirm.alreadyConfirmed'));
    else toast.success(t('confirm.resent', { email: result.email }));
  };

  return (
    <button type="button" className={className} disabled={busy} onClick={() => void resend()}>
      {busy ? t('confirm.resending') : t('confirm.resend')}
    </button>
  );
}

const validate = (values: { email: string }) => {
  const problem = emailProblem(values.email);
  return problem ? { email: problem } : {};
};

export function ResendConfirmationForm() {
  const { t } = useTranslation('account');
  const problem = useResendProblem();
  const form = useFormState({ email: '' }, validate);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.check(event, ['email'])) return;
    form.setBusy(true);
    form.setServerError(null);
    const email = form.values.email.trim();
    const result = await runAuthAction((actions) => actions.resendConfirmation(email));
    form.setBusy(false);
    if (result.ok) toast.success(t('confirm.resentIfWaiting', { email }));
    else form.setServerError(problem(result.error));
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy}>
      <p>{t('confirm.resendIntro')}</p>
      <FormAlert message={form.serverError} />
      <EmailField label={t('fields.email')} required {...form.bind('email')} error={fieldMessage(t, 'email', form.errors.email)} />
      <SubmitButton busy={form.busy} label={t('confirm.resend')} busyLabel={t('confirm.resending')} />
    </form>
  );
}
