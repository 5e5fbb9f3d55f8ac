import { UserRound } from 'lucide-react';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { lazyRetrying } from '../../ui/lazy-retrying';

// Only signed-in people have these choices: a guest's first view does not download them.
const DrawerSignedIn = lazyRetrying(() => import('./drawer-signed-in').then((module) => module.DrawerSignedIn));

/** The drawer's account block: the same choices as the header's profile menu, as plain links. */
export function DrawerAccount() {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.status === 'signed-in');
  const section = useRef<HTMLElement>(null);
  const closeDrawer = () => section.current?.closest('dialog')?.close();

  return (
    <section ref={section} className="mobile-drawer__section mobile-drawer__account">
      <h2 className="mobile-drawer__heading">{t('header.account')}</h2>
      {signedIn ? (
        <Suspense fallback={null}>
          <DrawerSignedIn closeDrawer={closeDrawer} />
        </Suspense>
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
