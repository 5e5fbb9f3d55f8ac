import { Suspense, useEffect, useId, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { useOnline } from '../../ui/use-online';
import { whenIdle } from '../../ui/when-idle';
import type { PlaceMapProps } from './map-types';

// Leaflet comes with the map, not with the page: the list paints first, and the map follows. It
// is started only once the page has painted: setting up the map and its markers takes a cheap
// phone's main thread for a second or more, and the heading and the list must not wait for it.
const PlaceMap = lazyRetrying(() => import('./place-map').then((module) => module.PlaceMap), MapNotLoaded);

/** Leaflet could not be downloaded (offline before it was cached); it is tried again when the signal returns. */
function MapNotLoaded() {
  const { t } = useTranslation('places');
  return <p className="place-map-area__message">{t('map.failed')}</p>;
}

interface MapAreaProps extends PlaceMapProps {
  /** Takes keyboard users past the map's many markers, to the list. */
  onSkip: () => void;
}

/** The map's frame: a text alternative (the list), a way past it, and what offline means for it. */
export function MapArea({ onSkip, ...mapProps }: MapAreaProps) {
  const { t } = useTranslation('places');
  const online = useOnline();
  const id = useId();
  const [painted, setPainted] = useState(false);
  useEffect(() => whenIdle(() => setPainted(true)), []);
  const loading = <p className="place-map-area__message">{t('map.loading')}</p>;
  return (
    <section className="place-map-area" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('map.heading')}
      </h2>
      <p id={`${id}-description`} className="visually-hidden">
        {t('map.description')}
      </p>
      <button type="button" className="button button--secondary place-map-area__skip" onClick={onSkip}>
        {t('map.skip')}
      </button>
      {online ? null : <p className="place-map-area__offline">{t('map.offline')}</p>}
      <div className="place-map-area__frame">
        {/* For a map that fails while it runs; a download that failed shows MapNotLoaded. */}
        <ErrorBoundary fallback={<MapNotLoaded />}>
          <Suspense fallback={loading}>{painted ? <PlaceMap {...mapProps} /> : loading}</Suspense>
        </ErrorBoundary>
      </div>
    </section>
  );
}
