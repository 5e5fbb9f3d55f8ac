import { LogOut, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { useSignOut } from './use-sign-out';

/** The drawer's account block: the same choices as the header's profile menu, as plain links. */
export function DrawerAccount() {
  const { t } = useTranslation();
  const user = useSession((state) => (state.status === 'signed-in' ? state.user : null));
  const section = useRef<HTMLElement>(null);
  const closeDrawer = () => section.current?.closest('dialog')?.close();
  // A confirmation opens on top of the drawer; the drawer closes once signed out.
  const { signOut, busy, confirm } = useSignOut({ onSignedOut: closeDrawer });

  return (
    <section ref={section} className="mobile-drawer__section mobile-drawer__account">
      <h2 className="mobile-drawer__heading">{t('header.account')}</h2>
      {user ? (
        <>
          <p className="mobile-drawer__greeting">{t('header.greeting', { name: user.firstName ?? t('header.defaultName') })}</p>
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
      ) : (
        <ul>
          <li>
            <Link to="/auth" onClick={closeDrawer}>
              <UserRound size={20} aria-hidden="true" />
              {t('header.signIn')}
            </Link>
          </li>
        </ul>
      )}
    </section>
  );
}
