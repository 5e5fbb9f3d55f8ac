import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../ui/page-header';
import { ContactSection } from './contact-section';
import { FamilyCarousel } from './family-carousel';
import { AudienceSection, HelpSection, MissionSection, PrinciplesSection } from './story-sections';
import { AdvisorsSection, PressSection, TeamSection } from './team-sections';
import { useScrollToHash } from './use-scroll-to-hash';
import './about.css';

// The header menu links to these two sections by fragment.
const LINKED_SECTIONS = ['team', 'contact'] as const;

export function AboutPage() {
  const { t } = useTranslation('about');
  useScrollToHash(LINKED_SECTIONS);
  return (
    <div className="page about">
      <PageHeader title={t('title')} description={t('description')}>
        <p className="about-intro__lead">{t('intro.lead')}</p>
        <div className="about-intro__actions">
          <Link to="/#essentials" className="button">
            {t('intro.essentialsLink')}
          </Link>
          <Link to="/#services" className="button button--secondary">
            {t('intro.servicesLink')}
          </Link>
        </div>
      </PageHeader>
      <div className="about__sections">
        <FamilyCarousel />
        <MissionSection />
        <HelpSection />
        <AudienceSection />
        <PrinciplesSection />
        <TeamSection />
        <AdvisorsSection />
        <PressSection />
        <ContactSection />
      </div>
    </div>
  );
}
