import { Map as MapIcon, Navigation } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openStatus } from '../../core/places/opening-hours';
import { telHref } from '../../core/places/tel-href';
import type { PlaceHours as PlaceHoursOf } from '../../content/places/place-hours-types';
import type { Place } from '../../content/places/place-types';
import { OutsideLink } from '../../ui/outside-link';
import { ProvenanceLine } from '../../ui/provenance-line';
import { ReportProblem } from '../../ui/report-problem';
import type { HoursWords } from '../../ui/use-hours-words';
import { PlaceHours } from './place-hours';
import type { PlaceFormat } from './use-place-format';

interface PlaceCardProps {
  place: Place;
  /** From the chosen city or the person; undefined when there is no point to measure from. */
  miles: number | undefined;
  /** The place's hours from the day table; undefined when it has none. */
  hours: PlaceHoursOf | undefined;
  now: Date;
  hoursWords: HoursWords;
  selected: boolean;
  canGetDirections: boolean;
  format: PlaceFormat;
  onShowOnMap: (place: Place) => void;
  onDirections: (place: Place) => void;
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

export const placeCardId = (placeId: string) => `place-${placeId}`;
export const directionsButtonId = (placeId: string) => `place-${placeId}-directions`;

/** One place, every fact we list, as an article named by its heading. */
export function PlaceCard({ place, miles, hours, now, hoursWords, selected, canGetDirections, format, onShowOnMap, onDirections }: PlaceCardProps) {
  const { t } = useTranslation('places');
  const id = useId();
  const headingId = `${id}-name`;
  const hintId = `${id}-directions-hint`;
  const status = openStatus(hours, now);
  return (
    <article id={placeCardId(place.id)} className={selected ? 'place-card place-card--selected' : 'place-card'} aria-labelledby={headingId}>
      <header className="place-card__header">
        <h3 id={headingId} tabIndex={-1}>
          {place.name}
        </h3>
        <p className="place-card__badges">
          <span className="place-card__category">{t(`categories.${place.category}`)}</span>
          <span className={`place-card__state place-card__state--${status.state}`}>{hoursWords.status(status, place.hoursChecked !== null)}</span>
          {miles === undefined ? null : (
            <span className="place-card__distance">
              {format.veryClose(miles) ? t('card.awayClose', { miles: format.tenthMile }) : t('card.away', { miles: format.miles(miles) })}
            </span>
          )}
        </p>
      </header>

      <dl className="place-card__facts">
        <div>
          <dt>{t('card.address')}</dt>
          <dd>{place.address}</dd>
        </div>
        <div>
          <dt>{t('card.phone')}</dt>
          <dd>
            {/* No number on the official page: say how to reach the place instead of leaving a gap. */}
            {place.phone ? <a href={telHref(place.phone)}>{place.phone}</a> : t(place.bookingLink ? 'card.noPhoneBooking' : 'card.noPhone')}
          </dd>
        </div>
        <div>
          <dt>{t('card.languages')}</dt>
          <dd>{format.languages.listOf(place.languages)}</dd>
        </div>
        {place.waitTime ? (
          <div>
            <dt>{t('card.waitTime')}</dt>
            <dd>{format.text(place.waitTime)}</dd>
          </div>
        ) : null}
        {place.accessInfo ? (
          <div>
            <dt>{t('card.access')}</dt>
            <dd>{format.text(place.accessInfo)}</dd>
          </div>
        ) : null}
      </dl>

      <PlaceHours hours={hours} now={now} words={hoursWords} />

      <h4 className="place-card__subheading">{t('card.services')}</h4>
      <ul className="place-card__list">
        {place.services.map((service) => (
          <li key={format.text(service)}>{format.text(service)}</li>
        ))}
      </ul>
      {place.documentNotes.length > 0 ? (
        <>
          <h4 className="place-card__subheading">{t('card.documents')}</h4>
          <ul className="place-card__list">
            {place.documentNotes.map((note) => (
              <li key={format.text(note)}>{format.text(note)}</li>
            ))}
          </ul>
        </>
      ) : null}

      <p className="place-card__links">
        <OutsideLink href={place.website}>
          {t('card.website')}: {hostOf(place.website)}
        </OutsideLink>
        {place.bookingLink ? <OutsideLink href={place.bookingLink}>{t('card.booking')}</OutsideLink> : null}
      </p>
      <ProvenanceLine checked={place.lastVerified} sources={[place.source]} label={t('card.details')} />
      {place.openingHours === null ? null : <ProvenanceLine checked={place.hoursChecked} sources={[place.hoursSource ?? place.source]} label={t('card.hours')} />}
      <ReportProblem subjectKind="place" subjectId={place.id} subjectName={place.name} />

      <div className="place-card__actions">
        <button type="button" className="button button--secondary" onClick={() => onShowOnMap(place)}>
          <MapIcon size={18} aria-hidden="true" />
          {t('card.showOnMap')}
        </button>
        <button
          type="button"
          id={directionsButtonId(place.id)}
          className="button"
          disabled={!canGetDirections}
          title={canGetDirections ? undefined : t('card.enableLocation')}
          aria-describedby={canGetDirections ? undefined : hintId}
          onClick={() => onDirections(place)}
        >
          <Navigation size={18} aria-hidden="true" />
          {t('card.directions')}
        </button>
        {/* A tooltip cannot be hovered on a phone, so the reason is written out as well. */}
        {canGetDirections ? null : (
          <p id={hintId} className="place-card__hint">
            {t('card.enableLocation')}
          </p>
        )}
      </div>
    </article>
  );
}
