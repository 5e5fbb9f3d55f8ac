import { X } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DrawerAccount } from './drawer-account';
import { InstallButton } from './install-button';
import { LanguageSelect } from './language-select';
import { NAV_MENUS } from './navigation';
import { StateSelect } from './state-select';

/**
 * The side drawer for small screens. A modal <dialog> gives focus trapping, Escape to close and an
 * inert page behind it without any script of ours; following a link closes it.
 */
export const MobileDrawer = forwardRef<HTMLDialogElement>(function MobileDrawer(_props, ref) {
  const { t } = useTranslation();
  const close = (event: React.SyntheticEvent) => (event.currentTarget.closest('dialog') as HTMLDialogElement | null)?.close();
  return (
    // A click on the backdrop closes the drawer (light dismiss for pointers); keyboard users close it
    // with Escape, which <dialog> handles itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="mobile-drawer"
      aria-label={t('nav.label')}
      onClick={(event) => {
        // The backdrop belongs to the dialog element itself; clicks inside land on its children.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="mobile-drawer__panel">
        <div className="mobile-drawer__top">
          <span className="mobile-drawer__title">{t('nav.label')}</span>
          <button type="button" className="icon-button" aria-label={t('header.closeMenu')} onClick={close}>
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          {NAV_MENUS.map((menu) => (
            <section key={menu.key} className="mobile-drawer__section">
              <h2 className="mobile-drawer__heading">{t(`nav.menus.${menu.key}.label`)}</h2>
              <ul>
                {menu.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={close}>
                      {t(`nav.links.${link.key}.title`)}
                      {link.comingSoon ? <span className="badge">{t('common.comingSoon')}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <DrawerAccount />
        <div className="mobile-drawer__settings">
          <StateSelect />
          <LanguageSelect />
          <InstallButton />
        </div>
      </div>
    </dialog>
  );
});
