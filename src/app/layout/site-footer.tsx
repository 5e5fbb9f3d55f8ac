import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__disclaimer">{t('footer.disclaimer')}</p>
        <nav aria-label={t('footer.linksLabel')} className="site-footer__links">
          <Link to="/about">{t('nav.links.about.title')}</Link>
          <Link to="/rights">{t('nav.links.rights.title')}</Link>
          <Link to="/help-hub">{t('nav.links.helpHub.title')}</Link>
        </nav>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
