// /auth?mode=email-change, the page the mail to a new sign-in address links to
// (`#token_hash=…&type=email_change`): the change is confirmed once and the page says which
// address the account now signs in with. Rules: "changed" only when the server made the change;
// a hosted project asking for both addresses' links says the other one is still needed; a spent
// link, or an address another account took meanwhile, says the sign-in e-mail did not change.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { runAuthAction } from './auth-actions-loader';
import { authErrorMessage } from './auth-messages';
import { EmailLinkStatus } from './email-link-status';
import { useEmailLink } from './use-email-link';
import './account.css';

type Outcome = { kind: 'changed'; email: string } | { kind: 'partial' } | { kind: 'failed'; message: string };

export function EmailChangeView() {
  const { t } = useTranslation('account');
  const { stage, retry } = useEmailLink<Outcome>('email-change', ['email_change'], async (tokenHash) => {
    const result = await runAuthAction((actions) => actions.openEmailChangeLink(tokenHash));
    if (result.ok) return result.complete ? { kind: 'changed', email: result.email ?? '' } : { kind: 'partial' };
    if (result.error.code === 'network') return 'offline';
    const known: Record<string, string> = { otp_expired: t('emailChange.expired'), email_exists: t('emailChange.taken') };
    return { kind: 'failed', message: (result.error.code && known[result.error.code]) || authErrorMessage(t, result.error) };
  });

  let outcome: Outcome | null = null;
  if (stage.kind === 'done') outcome = stage.outcome;
  else if (stage.kind === 'no-token') outcome = { kind: 'failed', message: stage.reported ? t('emailChange.expired') : t('emailChange.missing') };

  return (
    <div className="page account-page">
      <PageHeader title={t('emailChange.title')} />
      <div className="card account-card account-form">
        <EmailLinkStatus stage={stage} opening={t('emailChange.opening')} offline={t('emailChange.offline')} retryLabel={t('emailChange.retry')} retry={retry} />
        {outcome?.kind === 'changed' ? <p role="status">{t('emailChange.done', { email: outcome.email })}</p> : null}
        {outcome?.kind === 'partial' ? <p role="status">{t('emailChange.partial')}</p> : null}
        {outcome?.kind === 'failed' ? (
          <p className="form-alert" role="alert">
            {outcome.message}
          </p>
        ) : null}
        {outcome ? (
          <Link to="/profile" className="button">
            {t('emailChange.toProfile')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
