import { CalendarCheck, MapPinned, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const ESSENTIALS = [
  { key: 'helpHub', to: '/help-hub', Icon: MessagesSquare },
  { key: 'appointment', to: '/appointment', Icon: CalendarCheck },
  { key: 'map', to: '/map', Icon: MapPinned },
] as const;

export function EssentialsSection() {
  const { t } = useTranslation();
  return (
    <section id="essentials" className="home-section" aria-labelledby="essentials-title">
      <h2 id="essentials-title" tabIndex={-1}>
        {t('home.essentials.title')}
      </h2>
      <p className="muted">{t('home.essentials.lead')}</p>
      <ul className="card-grid home-cards">
        {ESSENTIALS.map(({ key, to, Icon }) => (
          <li key={key} className="card home-card">
            <Icon className="home-card__icon" size={28} aria-hidden="true" />
            <h3>{t(`home.essentials.cards.${key}.title`)}</h3>
            <p>{t(`home.essentials.cards.${key}.body`)}</p>
            <Link to={to} className="button button--secondary home-card__action">
              {t(`home.essentials.cards.${key}.action`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
