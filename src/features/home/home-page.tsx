import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/use-document-title';
import { EssentialsSection } from './essentials-section';
import { ServicesSection } from './services-section';
import { scrollToSection, useScrollToHashSection } from './use-scroll-to-section';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle('');
  useScrollToHashSection();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero__inner">
          <p className="home-hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="home-hero-title">{t('home.hero.title')}</h1>
          <p className="home-hero__lead">{t('home.hero.lead')}</p>
          <div className="home-hero__actions">
            <button type="button" className="button" onClick={() => scrollToSection('essentials')}>
              {t('home.hero.try')}
            </button>
            <Link to="/about" className="button button--secondary">
              {t('home.hero.learnMore')}
              {/* Says where the link goes for screen readers and search engines; sighted readers see the short label. */}
              <span className="visually-hidden">{t('home.hero.learnMoreContext')}</span>
            </Link>
          </div>
        </div>
      </section>
      <div className="page home__content">
        <section className="card home-intro" aria-labelledby="home-intro-title">
          <h2 id="home-intro-title">{t('home.intro.title')}</h2>
          <p>{t('home.intro.body')}</p>
          <ul className="home-intro__points">
            <li>{t('home.intro.points.free')}</li>
            <li>{t('home.intro.points.offline')}</li>
            <li>{t('home.intro.points.private')}</li>
          </ul>
        </section>
        <EssentialsSection />
        <ServicesSection />
      </div>
    </div>
  );
}
