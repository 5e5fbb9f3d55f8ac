// /rights: Rights and Safety. Quick Exit first and always in reach; then the page's own language,
// the wallet card and Save to Phone, a jump menu, three quick cards, the seven sections and the
// emergency contacts.
// Everything is built in (no server calls), so it opens offline, on the street.
import { useEffect } from 'react';
import { PageHeader } from '../../ui/page-header';
import { EmergencyContacts } from './emergency-contacts';
import { PageLanguageSwitch } from './page-language-switch';
import { QuickCards } from './quick-cards';
import { QuickExit } from './quick-exit';
import { useRightsContent } from './use-rights-content';
import { RightsSectionView } from './rights-section';
import { SaveToPhone } from './save-to-phone';
import { SectionJump } from './section-jump';
import { PageLanguageContext, usePageLanguageState } from './use-page-language';
import { useReadAloud } from '../../ui/use-read-aloud';
import { WalletCardButtons } from './wallet-card-buttons';
import '../../ui/forms.css';
import './rights.css';

/** The seven sections, in the page's language (they wait for its pack, the page's tools do not). */
function RightsSections({ readAloud }: { readAloud: ReturnType<typeof useReadAloud> }) {
  const { sections } = useRightsContent();
  return sections.map((section) => <RightsSectionView key={section.id} section={section} readAloud={readAloud} />);
}

export function RightsPage() {
  const page = usePageLanguageState();
  const readAloud = useReadAloud();
  const { stop } = readAloud;
  // A reading in one language stops when the page changes to another.
  useEffect(() => stop, [page.language, stop]);

  return (
    <PageLanguageContext.Provider value={page}>
      <div className="page rights-page" lang={page.lang}>
        <QuickExit />
        <PageHeader title={page.t('title')} description={page.t('description')} />
        <section className="rights-tools no-print" aria-label={page.t('tools.label')}>
          <PageLanguageSwitch />
          <div className="rights-actions">
            <WalletCardButtons />
            <SaveToPhone />
          </div>
          <SectionJump />
        </section>
        <QuickCards />
        <RightsSections readAloud={readAloud} />
        <EmergencyContacts />
      </div>
    </PageLanguageContext.Provider>
  );
}
