import { CalendarCheck, FileText, MapPinned, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const MISSION_POINTS = ['clear', 'free', 'offline', 'language'] as const;
const HELP_ITEMS = [
  { key: 'letters', Icon: FileText },
  { key: 'appointments', Icon: CalendarCheck },
  { key: 'rights', Icon: ShieldCheck },
  { key: 'places', Icon: MapPinned },
] as const;
const AUDIENCE_POINTS = ['newcomers', 'families', 'helpers'] as const;
const PRINCIPLES = ['free', 'offline', 'private', 'grounded', 'honest', 'languages'] as const;

/** A titled section with a lead sentence and a list of points, all under `about.<section>`. */
function PointsSection({ section, points, className = '' }: { section: string; points: readonly string[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <section className={`about-section ${className}`} aria-labelledby={`about-${section}-title`}>
      <h2 id={`about-${section}-title`}>{t(`about.${section}.title`)}</h2>
      <p>{t(`about.${section}.lead`)}</p>
      <ul className="about-list">
        {points.map((key) => (
          <li key={key}>{t(`about.${section}.points.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
}

export function MissionSection() {
  return <PointsSection section="mission" points={MISSION_POINTS} className="card" />;
}

export function HelpSection() {
  const { t } = useTranslation();
  return (
    <section className="about-section" aria-labelledby="about-help-title">
      <h2 id="about-help-title">{t('about.help.title')}</h2>
      <p className="muted">{t('about.help.lead')}</p>
      <ul className="card-grid about-cards">
        {HELP_ITEMS.map(({ key, Icon }) => (
          <li key={key} className="card about-card">
            <Icon className="about-card__icon" size={28} aria-hidden="true" />
            <h3>{t(`about.help.items.${key}.title`)}</h3>
            <p>{t(`about.help.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <p className="about-disclosure">{t('about.help.partners')}</p>
    </section>
  );
}

export function AudienceSection() {
  return <PointsSection section="audience" points={AUDIENCE_POINTS} />;
}

export function PrinciplesSection() {
  const { t } = useTranslation();
  return (
    <section className="about-section" aria-labelledby="about-principles-title">
      <h2 id="about-principles-title">{t('about.principles.title')}</h2>
      <ul className="about-principles">
        {PRINCIPLES.map((key) => (
          <li key={key}>
            <h3>{t(`about.principles.items.${key}.title`)}</h3>
            <p>{t(`about.principles.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
