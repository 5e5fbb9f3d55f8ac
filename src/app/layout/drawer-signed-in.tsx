// The drawer's choices for a signed-in person (profile, sign out), loaded once they are signed in.
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { useSignOut } from './use-sign-out';

export function DrawerSignedIn({ closeDrawer }: { closeDrawer: () => void }) {
  const { t } = useTranslation();
  const firstName = useSession((state) => (state.status === 'signed-in' ? (state.user?.firstName ?? null) : null));
  // A confirmation opens on top of the drawer; the drawer closes once signed out.
  const { signOut, busy, confirm } = useSignOut({ onSignedOut: closeDrawer });
  return (
    <>
      <p className="mobile-drawer__greeting">{t('header.greeting', { name: firstName ?? t('header.defaultName') })}</p>
      <ul>
        <li>
          <Link to="/profile" onClick={closeDrawer}>
            <UserRound size={20} aria-hidden="true" />
            {t('header.profile')}
          </Link>
        </li>
        <li>
          <button type="button" className="mobile-drawer__action" aria-disabled={busy} onClick={() => !busy && signOut()}>
            <LogOut size={20} aria-hidden="true" />
            {busy ? t('header.signingOut') : t('header.signOut')}
          </button>
        </li>
      </ul>
      {confirm}
    </>
  );
}
