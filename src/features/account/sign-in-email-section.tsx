// "Sign-in email" in the profile's account section: the address the person signs in with, a
// change waiting for its confirmation, and a field to ask for a new one. Not the profile's contact
// e-mail (that one changes nothing about signing in). Rules: asking never says "changed": the
// address changes only when the link mailed to the new address is opened (/auth?mode=email-change);
// what was typed stays after a refusal; the server's limits and "taken" are said in plain words.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem, type FieldProblem } from '../../core/auth-validation';
import { useSession } from '../../data/session-store';
import { EmailField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { FormAlert, SubmitButton } from '../../ui/form-parts';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage, fieldMessage } from './auth-messages';
import { useFormState } from './use-form-state';

type Problem = FieldProblem | 'same';

export function SignInEmailSection() {
  const { t } = useTranslation('account');
  const user = useSession((state) => state.user);
  const current = user?.email ?? '';
  const titleId = useId();
  const validate = (values: { email: string }) => {
    const problem: Problem | undefined = emailProblem(values.email) ?? (values.email.trim().toLowerCase() === current.toLowerCase() ? 'same' : undefined);
    return problem ? { email: problem } : {};
  };
  const form = useFormState<{ email: string }, Problem>({ email: '' }, validate);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.check(event, ['email'])) return;
    form.setBusy(true);
    form.setServerError(null);
    const email = form.values.email.trim();
    const result = await runAuthAction((actions) => actions.requestEmailChange(email));
    form.setBusy(false);
    if (!result.ok) {
      form.setServerError(result.error.code === 'email_exists' ? t('errors.emailTaken') : authErrorMessage(t, result.error));
      return;
    }
    toast.success(t('signInEmail.sent', { email: result.pendingEmail ?? email }));
    form.reset();
  };

  const problem = form.errors.email;
  return (
    <div className="profile-account__item" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="profile-account__subtitle">
        {t('signInEmail.title')}
      </h3>
      <p>{t('signInEmail.current', { email: current })}</p>
      {user?.pendingEmail ? (
        <p className="form-note" role="status">
          {t('signInEmail.pending', { email: user.pendingEmail })}
        </p>
      ) : null}
      <form className="account-form profile-account__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy}>
        <FormAlert message={form.serverError} />
        <EmailField
          label={t('signInEmail.newLabel')}
          autoComplete="off"
          hint={t('signInEmail.hint')}
          {...form.bind('email')}
          error={problem === 'same' ? t('signInEmail.same') : fieldMessage(t, 'email', problem)}
        />
        <SubmitButton busy={form.busy} label={t('signInEmail.submit')} busyLabel={t('signInEmail.working')} className="button button--secondary" />
      </form>
    </div>
  );
}
