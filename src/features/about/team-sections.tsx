import { Code, Handshake, MessageCircleHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contactEmail, mailtoHref } from './contact-email';

// Roles only: no names, photos or personal addresses that we could not stand behind.
const ROLES = [
  { key: 'product', Icon: MessageCircleHeart },
  { key: 'engineering', Icon: Code },
  { key: 'partnerships', Icon: Handshake },
] as const;

export function TeamSection() {
  const { t } = useTranslation();
  return (
    <section id="team" className="about-section" aria-labelledby="about-team-title">
      <h2 id="about-team-title" tabIndex={-1}>
        {t('about.team.title')}
      </h2>
      <p className="muted">{t('about.team.lead')}</p>
      <ul className="card-grid about-cards">
        {ROLES.map(({ key, Icon }) => (
          <li key={key} className="card about-card">
            <Icon className="about-card__icon" size={28} aria-hidden="true" />
            <h3>{t(`about.team.roles.${key}.title`)}</h3>
            <p>{t(`about.team.roles.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AdvisorsSection() {
  const { t } = useTranslation();
  return (
    <section className="about-section" aria-labelledby="about-advisors-title">
      <h2 id="about-advisors-title">{t('about.advisors.title')}</h2>
      <p>{t('about.advisors.body')}</p>
      <p className="muted">{t('about.advisors.join')}</p>
    </section>
  );
}

export function PressSection() {
  const { t } = useTranslation();
  const email = contactEmail();
  return (
    <section className="about-section" aria-labelledby="about-press-title">
      <h2 id="about-press-title">{t('about.press.title')}</h2>
      <p>
        {t('about.press.body')} <a href={mailtoHref(email, t('about.press.subject'))}>{email}</a>
      </p>
    </section>
  );
}
