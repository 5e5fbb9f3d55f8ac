// Spec: signed-out visitors see a prompt to sign in or create an account so letters and progress
// are saved; it can be dismissed (for this visit).
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { useLetterStore } from './letter-store';

export function LetterNudge() {
  const { t } = useTranslation('letter');
  const signedOut = useSession((state) => state.status === 'signed-out');
  const dismissed = useLetterStore((state) => state.nudgeDismissed);
  const dismiss = useLetterStore((state) => state.dismissNudge);
  if (!signedOut || dismissed) return null;
  return (
    <aside className="letter-nudge no-print" aria-label={t('nudge.signIn')}>
      <p>
        {t('nudge.text')} <Link to="/auth">{t('nudge.signIn')}</Link>
      </p>
      <button type="button" className="button button--ghost letter-nudge__close" onClick={dismiss} aria-label={t('nudge.dismiss')}>
        <X size={20} aria-hidden="true" />
      </button>
    </aside>
  );
}
