import { Phone } from 'lucide-react';
import { useState } from 'react';
import type { ContactType } from '../../content/rights/rights-types';
import { PhoneLink } from './phone-link';
import { useRightsContent } from './use-rights-content';
import { CONTACTS_ANCHOR, sourceName } from './section-anchor';
import { usePageLanguage } from './use-page-language';
import { ProvenanceLine } from '../../ui/provenance-line';

type Filter = 'all' | ContactType;
const FILTERS: readonly Filter[] = ['all', 'emergency', 'urgent', 'crisis', 'legal'];

/** The emergency-contacts panel, filtered by type (all, emergency, urgent, crisis, legal). */
export function EmergencyContacts() {
  const { language, lang, t } = usePageLanguage();
  const { contacts } = useRightsContent();
  const [filter, setFilter] = useState<Filter>('all');

  return (
    <section id={CONTACTS_ANCHOR} aria-labelledby={`${CONTACTS_ANCHOR}-title`} tabIndex={-1} className="rights-contacts">
      <h2 id={`${CONTACTS_ANCHOR}-title`}>{t('contacts.title')}</h2>
      <p className="rights-contacts__intro">{t('contacts.intro')}</p>
      <div role="group" aria-label={t('contacts.filterLabel')} className="rights-toggles no-print">
        {FILTERS.map((key) => (
          <button key={key} type="button" className="rights-toggle" aria-pressed={filter === key} onClick={() => setFilter(key)}>
            {t(`contacts.types.${key}`)}
          </button>
        ))}
      </div>
      {/* Filtered out, not removed: a printout still lists every number. */}
      <ul className="rights-contacts__list">
        {contacts.map((contact) => (
          <li key={contact.number} hidden={filter !== 'all' && contact.type !== filter} className={`card rights-contact rights-contact--${contact.type}`}>
            <span className="rights-contact__type">{t(`contacts.types.${contact.type}`)}</span>
            <h3 className="rights-contact__label">{contact.label[language]}</h3>
            <p className="rights-contact__when">{contact.when[language]}</p>
            <PhoneLink number={contact.number} label={contact.label[language]} className="button rights-contact__call">
              <Phone size={18} aria-hidden="true" />
              {t('contacts.call', { number: contact.display })}
            </PhoneLink>
            <a href={contact.source} target="_blank" rel="noopener noreferrer" className="rights-source-link">
              {t('contacts.source', { site: sourceName(contact.source).split('/')[0] })}
            </a>
            <ProvenanceLine checked={contact.checked} sources={[]} lng={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
