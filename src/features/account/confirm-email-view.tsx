// /auth?mode=confirm, the page the sign-up confirmation mail links to
// (`#token_hash=…&type=signup`): the address is confirmed once (which also signs its owner in),
// and the page says so; a spent, expired or missing link says that, with a way to get a new one.
// Rules: "confirmed" is shown only when the server confirmed it; nothing is confirmed offline.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../data/session-store';
import { PageHeader } from '../../ui/page-header';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage } from './auth-messages';
import { EmailLinkStatus } from './email-link-status';
import { ResendConfirmationButton, ResendConfirmationForm } from './resend-confirmation';
import { useEmailLink } from './use-email-link';
import './account.css';

type Outcome = { confirmed: true } | { confirmed: false; message: string };

export function ConfirmEmailView() {
  const { t } = useTranslation('account');
  const signedIn = useSession((state) => state.status === 'signed-in');
  const { stage, retry } = useEmailLink<Outcome>('confirm', ['signup', 'email'], async (tokenHash, type) => {
    const result = await runAuthAction((actions) => actions.openConfirmationLink(tokenHash, type === 'email' ? 'email' : 'signup'));
    if (result.ok) return { confirmed: true };
    if (result.error.code === 'network') return 'offline';
    return { confirmed: false, message: result.error.code === 'otp_expired' ? t('confirm.expired') : authErrorMessage(t, result.error) };
  });

  let problem: string | null = null;
  if (stage.kind === 'done' && !stage.outcome.confirmed) problem = stage.outcome.message;
  else if (stage.kind === 'no-token') problem = stage.reported ? t('confirm.expired') : t('confirm.missing');

  return (
    <div className="page account-page">
      <PageHeader title={t('confirm.title')} />
      <div className="card account-card account-form">
        <EmailLinkStatus stage={stage} opening={t('confirm.opening')} offline={t('confirm.offline')} retryLabel={t('confirm.retry')} retry={retry} />
        {stage.kind === 'done' && stage.outcome.confirmed ? (
          <>
            <p role="status">{t('confirm.confirmed')}</p>
            <Link to="/profile?tab=calendar" className="button">
              {t('confirm.toCalendar')}
            </Link>
          </>
        ) : null}
        {problem ? (
          <>
            <p className="form-alert" role="alert">
              {problem}
            </p>
            {signedIn ? <ResendConfirmationButton className="button" /> : <ResendConfirmationForm />}
          </>
        ) : null}
      </div>
    </div>
  );
}
