import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { useMediaQuery } from '../../ui/use-media-query';
import { NAV_MENUS } from './navigation';

// The hover menus only exist on wide screens (small ones use the drawer), so their code loads only
// there. Until it arrives, or if it could not, each label is a plain link to its menu's first page,
// in the same place.
const NavMenus = lazyRetrying(() => import('./nav-menus').then((module) => module.NavMenus), NavPlaceholder);

const DESKTOP_QUERY = '(min-width: 60rem)';

function NavPlaceholder() {
  const { t } = useTranslation();
  return (
    <nav className="nav-menus" aria-label={t('nav.label')}>
      <ul className="nav-menus__list">
        {NAV_MENUS.map((menu) => (
          <li key={menu.key} className="nav-menus__item">
            <Link className="nav-menus__trigger" to={menu.links[0]?.to ?? '/'}>
              {t(`nav.menus.${menu.key}.label`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function DesktopNav() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  if (!isDesktop) return null;
  return (
    <Suspense fallback={<NavPlaceholder />}>
      <NavMenus />
    </Suspense>
  );
}
