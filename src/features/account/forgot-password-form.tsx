import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '../../core/auth-validation';
import { EmailField } from '../../ui/text-field';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage, fieldMessage } from './auth-messages';
import { useFormState } from './use-form-state';
import { FormAlert, SubmitButton } from '../../ui/form-parts';

interface ForgotPasswordFormProps {
  initialEmail?: string;
  /** Where "Back to Sign In" goes; absent when there is nowhere to go back to. */
  onBack?: () => void;
  /** Move focus to the form when it appears in place of another. */
  focusOnOpen?: boolean;
}

const validate = (values: { email: string }) => {
  const problem = emailProblem(values.email);
  return problem ? { email: problem } : {};
};

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the form cannot be used to find out who uses Pali.
 */
export function ForgotPasswordForm({ initialEmail = '', onBack, focusOnOpen = false }: ForgotPasswordFormProps) {
  const { t } = useTranslation('account');
  const form = useFormState({ email: initialEmail }, validate);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // The button that opened this form is gone now: focus goes to the form's heading, not the page.
  useEffect(() => {
    if (focusOnOpen) title.current?.focus();
  }, [focusOnOpen]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.check(event, ['email'])) return;
    form.setBusy(true);
    form.setServerError(null);
    const email = form.values.email.trim();
    const result = await runAuthAction((actions) => actions.sendPasswordReset(email));
    form.setBusy(false);
    if (result.ok) setSentTo(email);
    else form.setServerError(authErrorMessage(t, result.error));
  };

  const back = onBack ? (
    <button type="button" className="link-button" onClick={onBack}>
      {t('forgot.back')}
    </button>
  ) : null;

  return (
    <section className="account-form" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1} className="account-form__title">
        {t('forgot.title')}
      </h2>
      {sentTo ? (
        <>
          <p className="form-note" role="status">
            {t('forgot.sent', { email: sentTo })}
          </p>
          {back}
        </>
      ) : (
        <form className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={form.busy}>
          <p>{t('forgot.intro')}</p>
          <FormAlert message={form.serverError} />
          <EmailField label={t('fields.email')} required {...form.bind('email')} error={fieldMessage(t, 'email', form.errors.email)} />
          <SubmitButton busy={form.busy} label={t('forgot.submit')} busyLabel={t('forgot.working')} />
          {back}
        </form>
      )}
    </section>
  );
}
