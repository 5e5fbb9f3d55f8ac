import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { PageHeader } from '../../ui/page-header';
import { runAuthAction } from './auth-actions-loader';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { readRecoveryLink } from './email-link';
import { RecoveryCodeForm } from './recovery-code-form';
import './account.css';

type Stage = 'checking' | 'offline' | 'choose' | 'request';

/**
 * /auth?mode=reset. A link from the e-mail is traded for a session once, then the person chooses a
 * new password and lands on /profile. A spent or expired link says so and offers a new one, or the
 * e-mail's code; arriving with no link (the fragment lost on the way) starts at the code.
 */
export function ResetPasswordView() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((state) => state.status === 'signed-in');
  const [link] = useState(() => readRecoveryLink(location.hash));
  const [stage, setStage] = useState<Stage>(() => {
    if (link && 'tokenHash' in link) return 'checking';
    return signedIn && !link ? 'choose' : 'request';
  });
  const [linkProblem, setLinkProblem] = useState(link !== null && 'problem' in link);
  const [showCode, setShowCode] = useState(link === null);
  const opened = useRef(false);

  const open = async (tokenHash: string) => {
    const result = await runAuthAction((actions) => actions.openRecoveryLink(tokenHash));
    if (result.ok) setStage('choose');
    else if (result.error.code === 'network') setStage('offline');
    else {
      setLinkProblem(true);
      setStage('request');
    }
  };

  useEffect(() => {
    if (!link) return;
    // The token works once: it is not left in the address bar or the history.
    navigate({ pathname: '/auth', search: '?mode=reset' }, { replace: true });
    // Once, even when React runs effects twice in development.
    if ('tokenHash' in link && !opened.current) {
      opened.current = true;
      void open(link.tokenHash);
    }
    // Only on arrival: `link` is read once from the first address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="page account-page">
      <PageHeader title={t('reset.title')} />
      <div className="card account-card">
        {stage === 'checking' ? (
          <p role="status" className="account-card__status">
            <span className="account-spinner" aria-hidden="true" />
            {t('reset.opening')}
          </p>
        ) : null}
        {stage === 'offline' && link && 'tokenHash' in link ? (
          <>
            <p className="form-alert" role="alert">
              {t('reset.offline')}
            </p>
            <button
              type="button"
              className="button"
              onClick={() => {
                setStage('checking');
                void open(link.tokenHash);
              }}
            >
              {t('reset.retry')}
            </button>
          </>
        ) : null}
        {stage === 'choose' ? <NewPasswordForm onChanged={() => navigate('/profile', { replace: true })} /> : null}
        {stage === 'request' ? (
          <>
            {linkProblem ? (
              <p className="form-alert" role="alert">
                {t('reset.expired')}
              </p>
            ) : null}
            {showCode ? <RecoveryCodeForm onVerified={() => setStage('choose')} /> : <ForgotPasswordForm />}
            <button type="button" className="link-button" onClick={() => setShowCode(!showCode)}>
              {showCode ? t('reset.newLink') : t('reset.haveCode')}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
