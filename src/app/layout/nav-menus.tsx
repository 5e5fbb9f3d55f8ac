import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAV_MENUS } from './navigation';

// Radix's navigation menu gives the behaviour we want: hover opens after a short delay,
// moving between triggers within the skip window opens at once, leaving closes after 150 ms, and
// click, touch and keyboard (arrows, Escape, Tab) work the same way.
const HOVER_OPEN_DELAY_MS = 150;
const SKIP_DELAY_MS = 300;

export function NavMenus() {
  const { t } = useTranslation();
  return (
    <NavigationMenu.Root className="nav-menus" aria-label={t('nav.label')} delayDuration={HOVER_OPEN_DELAY_MS} skipDelayDuration={SKIP_DELAY_MS}>
      <NavigationMenu.List className="nav-menus__list">
        {NAV_MENUS.map((menu) => (
          <NavigationMenu.Item key={menu.key} value={menu.key} className="nav-menus__item">
            <NavigationMenu.Trigger className="nav-menus__trigger">
              {t(`nav.menus.${menu.key}.label`)}
              <ChevronDown className="nav-menus__chevron" size={16} aria-hidden="true" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="nav-menus__panel">
              <p className="nav-menus__intro">{t(`nav.menus.${menu.key}.intro`)}</p>
              <ul className="nav-menus__links">
                {menu.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <Link to={link.to} className="nav-menus__link">
                        <span className="nav-menus__link-title">
                          {t(`nav.links.${link.key}.title`)}
                          {link.comingSoon ? <span className="badge">{t('common.comingSoon')}</span> : null}
                        </span>
                        <span className="nav-menus__link-description">{t(`nav.links.${link.key}.description`)}</span>
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
