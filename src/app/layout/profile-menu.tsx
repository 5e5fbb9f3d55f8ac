import { Suspense } from 'react';
import { CircleUserRound, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../../data/session-store';
import { lazyRetrying } from '../../ui/lazy-retrying';
import './profile-menu.css';

/** The account icon, in the menu button's place, while the menu's code is on its way (or could not come). */
function MenuPlaceholder() {
  return (
    <span className="icon-button profile-menu__button" aria-hidden="true">
      <CircleUserRound size={24} />
    </span>
  );
}

// Only signed-in people have the menu: a guest's first view does not download it.
const AccountMenu = lazyRetrying(() => import('./account-menu').then((module) => module.AccountMenu), MenuPlaceholder);

/** The header's profile icon (spec): signed out, a link to /auth; signed in, a menu. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.status === 'signed-in');
  if (!signedIn) {
    return (
      <Link to="/auth" className="icon-button" aria-label={t('header.signIn')}>
        <UserRound size={22} aria-hidden="true" />
      </Link>
    );
  }
  return (
    <Suspense fallback={<MenuPlaceholder />}>
      <AccountMenu />
    </Suspense>
  );
}
