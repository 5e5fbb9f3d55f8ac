import { Banknote, Landmark, Scale, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

// The fourth card is the "more" card: itself coming soon, so it carries no referral disclosure.
const SERVICES = [
  { key: 'legal', to: '/services/legal', Icon: Scale, partner: true },
  { key: 'banking', to: '/services/banking', Icon: Landmark, partner: true },
  { key: 'remit', to: '/services/remit', Icon: Banknote, partner: true },
  { key: 'more', to: '/services', Icon: Sparkles, partner: false },
] as const;

export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <section id="services" className="home-section" aria-labelledby="services-title">
      <h2 id="services-title" tabIndex={-1}>
        {t('home.services.title')}
      </h2>
      <p className="muted">{t('home.services.lead')}</p>
      <ul className="card-grid home-cards">
        {SERVICES.map(({ key, to, Icon, partner }) => (
          <li key={key} className="card home-card">
            <div className="home-card__top">
              <Icon className="home-card__icon" size={28} aria-hidden="true" />
              <span className="badge">{t('common.comingSoon')}</span>
            </div>
            <h3>{t(`home.services.cards.${key}.title`)}</h3>
            <p>{t(`home.services.cards.${key}.body`)}</p>
            {partner ? <p className="home-card__disclosure">{t('home.services.disclosure')}</p> : null}
            <Link to={to} className="button button--secondary home-card__action">
              {t('home.services.learnMore', { service: t(`home.services.cards.${key}.title`) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
