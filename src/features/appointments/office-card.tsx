// One office: the spec's Office entry (name, address, phone, hours, open now and closing time,
// languages, official page, booking link), from the city guide's place.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../content/places/place-types';
import { hoursFormatter, timeOfDay } from '../../core/places/format-hours';
import { closesAt, openState, WEEKDAYS, wallClock } from '../../core/places/opening-hours';
import { telHref } from '../../core/places/tel-href';
import { formatLocale, useContentLanguage } from '../../i18n/use-content-language';
import { OutsideLink } from '../../ui/outside-link';
import { useLanguageNames } from '../../ui/use-language-names';
import { useNow } from '../../ui/use-now';

export function OfficeCard({ office, bookingLink }: { office: Place; bookingLink: string | undefined }) {
  const { t, i18n } = useTranslation('appointments');
  const language = useContentLanguage();
  const languages = useLanguageNames();
  const now = useNow();
  const locale = formatLocale(i18n.language);
  // Intl formatters are costly to build; each card re-renders every minute for its open state.
  const { hours, time } = useMemo(
    () => ({ hours: hoursFormatter(locale, { closed: t('office.closedDay'), notPublished: t('office.notPublished') }), time: timeOfDay(locale) }),
    [locale, t],
  );
  const state = openState(office.hours, now);
  const closing = closesAt(office.hours, now);
  const today = WEEKDAYS[wallClock(now).day]!;

  return (
    <article className="card office-card" aria-labelledby={`office-${office.id}`}>
      <h3 id={`office-${office.id}`}>{office.name}</h3>
      <p className="office-card__state">
        <span className={`office-card__badge office-card__badge--${state}`}>{t(`office.${state}`)}</span>
        {closing !== null ? <span> · {t('office.closes', { time: time(closing) })}</span> : null}
      </p>
      <dl className="office-card__facts">
        <div>
          <dt>{t('office.address')}</dt>
          <dd>{office.address}</dd>
        </div>
        {office.phone ? (
          <div>
            <dt>{t('office.phone')}</dt>
            <dd>
              <a href={telHref(office.phone)}>{office.phone}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('office.today')}</dt>
          <dd>{hours(office.hours[today])}</dd>
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
    </article>
  );
}
