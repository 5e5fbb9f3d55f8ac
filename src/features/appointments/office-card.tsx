// One office: its entry (name, address, phone, hours, open now and closing time,
// languages, official page, booking link), from the city guide's place.
import { useTranslation } from 'react-i18next';
import { placeHoursOf } from '../../content/places/place-hours-types';
import { PLACE_HOURS_TABLE } from '../../content/places/place-hours-table';
import type { Place } from '../../content/places/place-types';
import { openStatus, weekAhead } from '../../core/places/opening-hours';
import { telHref } from '../../core/places/tel-href';
import { useContentLanguage } from '../../i18n/use-content-language';
import { OutsideLink } from '../../ui/outside-link';
import { ProvenanceLine } from '../../ui/provenance-line';
import { useLanguageNames } from '../../ui/use-language-names';
import { useHoursWords } from '../../ui/use-hours-words';
import { useNow } from '../../ui/use-now';

export function OfficeCard({ office, bookingLink }: { office: Place; bookingLink: string | undefined }) {
  const { t } = useTranslation('appointments');
  const language = useContentLanguage();
  const languages = useLanguageNames();
  const now = useNow();
  const words = useHoursWords();
  const hours = placeHoursOf(PLACE_HOURS_TABLE, office.id);
  const status = openStatus(hours, now);
  const [today] = weekAhead(hours, now);

  return (
    <article className="card office-card" aria-labelledby={`office-${office.id}`}>
      <h3 id={`office-${office.id}`}>{office.name}</h3>
      <p className="office-card__state">
        <span className={`office-card__badge office-card__badge--${status.state}`}>{words.status(status, office.hoursChecked !== null)}</span>
      </p>
      <dl className="office-card__facts">
        <div>
          <dt>{t('office.address')}</dt>
          <dd>{office.address}</dd>
        </div>
        <div>
          <dt>{t('office.phone')}</dt>
          <dd>
            {/* No number on the official page: say how to reach the office instead of leaving a gap. */}
            {office.phone ? <a href={telHref(office.phone)}>{office.phone}</a> : t(bookingLink ? 'office.noPhoneBooking' : 'office.noPhone')}
          </dd>
        </div>
        <div>
          <dt>{words.todayName(today!.hours)}</dt>
          <dd>{hours?.week ? words.day(today!.hours) : t('office.notPublished')}</dd>
        </div>
        <div>
          <dt>{t('office.languages')}</dt>
          <dd>{languages.listOf(office.languages)}</dd>
        </div>
      </dl>
      {office.waitTime ? <p className="office-card__note">{office.waitTime[language]}</p> : null}
      <p className="office-card__links">
        <OutsideLink href={office.website}>{t('office.website')}</OutsideLink>
        {bookingLink ? <OutsideLink href={bookingLink}>{t('office.book')}</OutsideLink> : null}
      </p>
      <ProvenanceLine checked={office.lastVerified} sources={[office.source]} />
    </article>
  );
}
