import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { takeReturnPath } from '../../data/browser-session-flags';
import { useSession } from '../../data/session-store';
import { PageHeader } from '../../ui/page-header';
import { Tabs, tabPanelProps } from '../../ui/tabs';
import { loadAuthActions } from './auth-actions-loader';
import { ConfirmEmailView } from './confirm-email-view';
import { EmailChangeView } from './email-change-view';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordView } from './reset-password-view';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import './account.css';

type AuthTab = 'signIn' | 'signUp';

/**
 * /auth: Sign In and Sign Up. The pages the auth e-mails open live here too, signed in or not:
 * `?mode=reset` (password reset), `?mode=confirm` (confirm the address), `?mode=email-change`.
 */
export function AuthPage() {
  const [params] = useSearchParams();
  // The form shows at once; the code that sends it downloads meanwhile.
  useEffect(() => {
    void loadAuthActions().catch(() => undefined);
  }, []);
  const mode = params.get('mode');
  if (mode === 'reset') return <ResetPasswordView />;
  if (mode === 'confirm') return <ConfirmEmailView />;
  if (mode === 'email-change') return <EmailChangeView />;
  return <SignInOrSignUp initialTab={params.get('tab') === 'signup' ? 'signUp' : 'signIn'} />;
}

function SignInOrSignUp({ initialTab }: { initialTab: AuthTab }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const [tab, setTab] = useState<AuthTab>(initialTab);
  // While a form is signing in, the new session is ours to act on; any other is a visitor who
  // arrived signed in, who are sent to the home page.
  const [submitting, setSubmitting] = useState(false);
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [confirmEmailSentTo, setConfirmEmailSentTo] = useState<string | null>(null);
  const signInArea = useRef<HTMLDivElement>(null);

  if (status === 'signed-in' && !submitting) return <Navigate to="/" replace />;

  // After signing in, back to the screen that sent the person here (validated), else home.
  const continueSignedIn = () => navigate(takeReturnPath() ?? '/', { replace: true });

  const backToSignIn = () => {
    flushSync(() => setForgotEmail(null));
    signInArea.current?.querySelector<HTMLElement>('[data-forgot-password]')?.focus();
  };

  if (confirmEmailSentTo) {
    return (
      <div className="page account-page">
        <PageHeader title={t('auth.title')} />
        <section className="card account-card" aria-labelledby="check-email-title">
          <h2 id="check-email-title">{ta('signUp.checkEmailTitle')}</h2>
          <p role="status">{ta('signUp.checkEmailBody', { email: confirmEmailSentTo })}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setConfirmEmailSentTo(null);
              setTab('signIn');
            }}
          >
            {ta('signUp.goToSignIn')}
          </button>
        </section>
      </div>
    );
  }

  return (
    <div className="page account-page">
      <PageHeader title={t('auth.title')} description={t('auth.description')} />
      <div className="card account-card">
        <Tabs
          label={ta('tabs.label')}
          idBase="auth"
          items={[
            { key: 'signIn', label: ta('tabs.signIn') },
            { key: 'signUp', label: ta('tabs.signUp') },
          ]}
          selected={tab}
          onSelect={setTab}
        />
        {/* Both panels stay mounted: switching tabs never loses what was typed. */}
        <div {...tabPanelProps('auth', 'signIn', tab)}>
          {/* Hidden, not removed, while the reset form shows: the e-mail typed stays. */}
          <div hidden={forgotEmail !== null} ref={signInArea}>
            <SignInForm onForgotPassword={setForgotEmail} onSignedIn={continueSignedIn} onSubmitting={setSubmitting} />
          </div>
          {forgotEmail !== null ? <ForgotPasswordForm initialEmail={forgotEmail} onBack={backToSignIn} focusOnOpen /> : null}
        </div>
        <div {...tabPanelProps('auth', 'signUp', tab)}>
          <SignUpForm onSignedIn={continueSignedIn} onSubmitting={setSubmitting} onConfirmEmail={setConfirmEmailSentTo} />
        </div>
      </div>
    </div>
  );
}
