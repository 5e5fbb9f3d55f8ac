// Step 1: why the person is preparing papers. Each purpose says what that office usually asks
// for, where that comes from and when it was checked.
import { useTranslation } from 'react-i18next';
import { usePackContent } from './pack-content';
import { formatLocale, useContentLanguage } from '../../i18n/use-content-language';
import { OutsideLink } from '../../ui/outside-link';
import { usePackStore } from './pack-store';
import { readerDateFormat } from '../../core/reader-date-format';

export function PurposeStep() {
  const { t, i18n } = useTranslation('pack');
  const language = useContentLanguage();
  const { purposes } = usePackContent();
  const chosen = usePackStore((state) => state.purposeId);
  const choosePurpose = usePackStore((state) => state.choosePurpose);
  const date = readerDateFormat(formatLocale(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ul className="card-grid pack-purposes">
      {purposes.map((purpose) => (
        <li key={purpose.id} className={purpose.id === chosen ? 'card pack-purpose pack-purpose--chosen' : 'card pack-purpose'}>
          <h3>{purpose.title[language]}</h3>
          <p>{purpose.description[language]}</p>
          <h4>{t('purpose.requirements')}</h4>
          <ul>
            {purpose.requirements.map((requirement, index) => (
              <li key={index}>{requirement[language]}</li>
            ))}
          </ul>
          <p className="pack-purpose__source">
            {t('purpose.lastChecked', { date: date.format(new Date(`${purpose.lastVerified}T00:00:00Z`)) })} ·{' '}
            <OutsideLink href={purpose.source}>{t('purpose.source')}</OutsideLink>
          </p>
          <button type="button" className="button" aria-label={`${t('purpose.choose')}: ${purpose.title[language]}`} onClick={() => choosePurpose(purpose.id)}>
            {purpose.id === chosen ? t('purpose.chosen') : t('purpose.choose')}
          </button>
        </li>
      ))}
    </ul>
  );
}
