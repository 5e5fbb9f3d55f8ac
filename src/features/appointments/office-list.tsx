// A chosen task's section: how to book it, then the offices by location (office-finder.tsx).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../i18n/use-content-language';
import { OutsideLink } from '../../ui/outside-link';
import { OfficeFinder } from './appointment-parts';
import type { OfficeFinderProps } from './office-finder';

export function OfficeList(props: OfficeFinderProps) {
  const { t } = useTranslation('appointments');
  const language = useContentLanguage();
  const { task } = props;

  return (
    <section className="appointment-offices" aria-labelledby="appointment-offices-title">
      <h2 id="appointment-offices-title">{task.title[language]}</h2>
      <div className="appointment-how">
        <h3>{t('office.howToBook')}</h3>
        <p>{task.howToBook[language]}</p>
        {task.bookingLink ? (
          <OutsideLink href={task.bookingLink} className="button">
            {t('office.book')}
          </OutsideLink>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <OfficeFinder {...props} />
      </Suspense>
    </section>
  );
}
