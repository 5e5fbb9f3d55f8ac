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
  const { t } = useTranslation('about');
  return (
    <section id="team" className="about-section" aria-labelledby="about-team-title">
      <h2 id="about-team-title" tabIndex={-1}>
        {t('team.title')}
      </h2>
      <p className="muted">{t('team.lead')}</p>
      <ul className="card-grid about-cards">
        {ROLES.map(({ key, Icon }) => (
          <li key={key} className="card about-card">
            <Icon className="about-card__icon" size={28} aria-hidden="true" />
            <h3>{t(`team.roles.${key}.title`)}</h3>
            <p>{t(`team.roles.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AdvisorsSection() {
  const { t } = useTranslation('about');
  return (
    <section className="about-section" aria-labelledby="about-advisors-title">
      <h2 id="about-advisors-title">{t('advisors.title')}</h2>
      <p>{t('advisors.body')}</p>
      <p className="muted">{t('advisors.join')}</p>
    </section>
  );
}

export function PressSection() {
  const { t } = useTranslation('about');
  const email = contactEmail();
  return (
    <section className="about-section" aria-labelledby="about-press-title">
      <h2 id="about-press-title">{t('press.title')}</h2>
      <p>
        {t('press.body')} <a href={mailtoHref(email, t('press.subject'))}>{email}</a>
      </p>
    </section>
  );
}
