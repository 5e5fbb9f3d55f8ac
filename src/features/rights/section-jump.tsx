import type { ChangeEvent } from 'react';
import { useRightsContent } from './use-rights-content';
import { CONTACTS_ANCHOR, sectionAnchor } from './section-anchor';
import { usePageLanguage } from './use-page-language';

/** Moves to a section and puts the focus on it, so a screen reader carries on reading from there. */
function goTo(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function SectionJump() {
  const { language, t } = usePageLanguage();
  const { sections } = useRightsContent();
  // Always back on the placeholder, so choosing the same section again still jumps.
  const jump = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value) goTo(event.target.value);
  };
  return (
    <div className="form-field rights-jump no-print">
      <label htmlFor="rights-jump" className="form-field__label">
        {t('jump.label')}
      </label>
      <select id="rights-jump" value="" onChange={jump}>
        <option value="">{t('jump.placeholder')}</option>
        {sections.map((section) => (
          <option key={section.id} value={sectionAnchor(section.id)}>
            {section.title[language]}
          </option>
        ))}
        <option value={CONTACTS_ANCHOR}>{t('contacts.title')}</option>
      </select>
    </div>
  );
}
