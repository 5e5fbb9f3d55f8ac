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

/** A titled section with a lead sentence and a list of points, all under `<section>`. */
function PointsSection({ section, points, className = '' }: { section: string; points: readonly string[]; className?: string }) {
  const { t } = useTranslation('about');
  return (
    <section className={`about-section ${className}`} aria-labelledby={`about-${section}-title`}>
      <h2 id={`about-${section}-title`}>{t(`${section}.title`)}</h2>
      <p>{t(`${section}.lead`)}</p>
      <ul className="about-list">
        {points.map((key) => (
          <li key={key}>{t(`${section}.points.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
}

export function MissionSection() {
  return <PointsSection section="mission" points={MISSION_POINTS} className="card" />;
}

export function HelpSection() {
  const { t } = useTranslation('about');
  return (
    <section className="about-section" aria-labelledby="about-help-title">
      <h2 id="about-help-title">{t('help.title')}</h2>
      <p className="muted">{t('help.lead')}</p>
      <ul className="card-grid about-cards">
        {HELP_ITEMS.map(({ key, Icon }) => (
          <li key={key} className="card about-card">
            <Icon className="about-card__icon" size={28} aria-hidden="true" />
            <h3>{t(`help.items.${key}.title`)}</h3>
            <p>{t(`help.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <p className="about-disclosure">{t('help.partners')}</p>
    </section>
  );
}

export function AudienceSection() {
  return <PointsSection section="audience" points={AUDIENCE_POINTS} />;
}

export function PrinciplesSection() {
  const { t } = useTranslation('about');
  return (
    <section className="about-section" aria-labelledby="about-principles-title">
      <h2 id="about-principles-title">{t('principles.title')}</h2>
      <ul className="about-principles">
        {PRINCIPLES.map((key) => (
          <li key={key}>
            <h3>{t(`principles.items.${key}.title`)}</h3>
            <p>{t(`principles.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
