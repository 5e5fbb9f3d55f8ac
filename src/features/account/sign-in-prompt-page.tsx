import { UserPlus, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '../../core/safe-return-path';
import { rememberReturnPath, useBrowserSessionFlags } from '../../data/browser-session-flags';
import { PageHeader } from '../../ui/page-header';
import './sign-in-prompt.css';

const GUEST_LIMITS = ['features', 'saving', 'forms', 'reminders'] as const;

export function SignInPromptPage() {
  const { t } = useTranslation('sign-in-prompt');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const continueAsGuest = useBrowserSessionFlags((state) => state.continueAsGuest);
  // `from` comes from the address bar: anything that is not a path on this site is ignored.
  const from = safeReturnPath(params.get('from')) ?? '/';

  return (
    <div className="page sign-in-prompt">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="sign-in-prompt__cards">
        <section className="card sign-in-prompt__card" aria-labelledby="create-account-title">
          <UserPlus className="sign-in-prompt__icon" size={32} aria-hidden="true" />
          <h2 id="create-account-title">{t('account.title')}</h2>
          <p>{t('account.body')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              rememberReturnPath(from);
              navigate('/auth');
            }}
          >
            {t('account.action')}
          </button>
        </section>
        <section className="card sign-in-prompt__card" aria-labelledby="guest-title">
          <UserRound className="sign-in-prompt__icon" size={32} aria-hidden="true" />
          <h2 id="guest-title">{t('guest.title')}</h2>
          <p>{t('guest.body')}</p>
          <ul className="sign-in-prompt__limits">
            {GUEST_LIMITS.map((limit) => (
              <li key={limit}>{t(`guest.limits.${limit}`)}</li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              continueAsGuest();
              navigate(from, { replace: true });
            }}
          >
            {t('guest.action')}
          </button>
        </section>
      </div>
    </div>
  );
}
