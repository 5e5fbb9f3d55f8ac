import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { distanceMiles, type LatLng } from '../../core/places/distance';
import type { Place } from '../../content/places/place-types';
import { useOnline } from '../../ui/use-online';
import { googleTransitUrl, mbtaTripPlannerUrl, servedByMbta } from './directions-links';
import { OutsideLink } from '../../ui/outside-link';
import type { PlaceFormat } from './use-place-format';

interface DirectionsPanelProps {
  place: Place;
  from: LatLng;
  format: PlaceFormat;
  onClose: () => void;
}

/**
 * Spec: "a Directions panel with transit directions from the user to the place". Pali has no trip
 * planner of its own, so the panel shows both points on the map and opens one that has the trip filled in.
 */
export function DirectionsPanel({ place, from, format, onClose }: DirectionsPanelProps) {
  const { t } = useTranslation('places');
  const online = useOnline();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const miles = distanceMiles(from, place);
  useEffect(() => {
    heading.current?.focus();
  }, [place.id]);

  return (
    <section className="directions-panel" aria-labelledby={`${id}-title`}>
      <div className="directions-panel__top">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('directions.heading', { name: place.name })}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          <X size={18} aria-hidden="true" />
          {t('directions.close')}
        </button>
      </div>
      <p>{format.veryClose(miles) ? t('directions.distanceClose', { miles: format.tenthMile }) : t('directions.distance', { miles: format.miles(miles) })}</p>
      {online ? null : <p className="directions-panel__offline">{t('directions.offline')}</p>}
      <p>{t('directions.onMap')}</p>
      <ul className="directions-panel__links">
        <li>
          <OutsideLink href={googleTransitUrl(from, place)}>{t('directions.google')}</OutsideLink>
        </li>
        {servedByMbta(place.city) ? (
          <li>
            <OutsideLink href={mbtaTripPlannerUrl(from, t('directions.yourLocation'), place)}>{t('directions.mbta')}</OutsideLink>
          </li>
        ) : null}
      </ul>
      <p className="directions-panel__privacy">{t('directions.privacy')}</p>
    </section>
  );
}
