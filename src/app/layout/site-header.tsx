import { Menu } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InstallButton } from './install-button';
import { LanguageSelect } from './language-select';
import { DesktopNav } from './desktop-nav';
import { MobileDrawer } from './mobile-drawer';
import { PaliLogo } from './pali-logo';
import { ProfileMenu } from './profile-menu';
import { StateSelect } from './state-select';
import { SyncIndicator } from './sync-indicator';
import './site-header.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const drawer = useRef<HTMLDialogElement>(null);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={t('header.home')}>
          <PaliLogo />
        </Link>
        <DesktopNav />
        <div className="site-header__tools">
          <InstallButton className="site-header__desktop" />
          <StateSelect className="site-header__desktop" />
          <LanguageSelect className="site-header__language" />
          <ProfileMenu />
          <button
            type="button"
            className="icon-button site-header__menu-button"
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            onClick={() => drawer.current?.showModal()}
          >
            <Menu size={24} aria-hidden="true" />
          </button>
        </div>
      </div>
      <SyncIndicator />
      <MobileDrawer ref={drawer} />
    </header>
  );
}
