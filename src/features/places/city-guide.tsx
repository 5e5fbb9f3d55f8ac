import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../core/places/distance';
import { findPlaces } from '../../core/places/find-places';
import type { PlaceHoursTable } from '../../content/places/place-hours-types';
import type { CityId, Place } from '../../content/places/place-types';
import { PageHeader } from '../../ui/page-header';
import { useQueryParam } from '../../ui/use-query-param';
import { toast } from '../../ui/toast';
import { DirectionsPanel } from './directions-panel';
import { MapArea } from './map-area';
import { BOSTON, CITY_ZOOM, DEFAULT_ZOOM, PLACE_ZOOM, type MapView } from './map-types';
import { directionsButtonId, placeCardId } from './place-card';
import { isCategoryChoice, type CategoryChoice } from './place-choices';
import { PlaceFilters } from './place-filters';
import { PlaceList } from './place-list';
import { usePersonLocation } from './use-person-location';
import { useNow } from '../../ui/use-now';
import { usePlaceFormat } from './use-place-format';
import '../../ui/forms.css';
import './places.css';

interface CityGuideProps {
  places: readonly Place[];
  /** Each place's hours, by day (content/places/place-hours-table.ts). */
  hoursTable: PlaceHoursTable;
  cities: Readonly<Record<CityId, LatLng>>;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The city guide (spec "City guide (/map)"): filters, a map and the list of places it shows. */
export function CityGuide({ places, cities, hoursTable }: CityGuideProps) {
  const { t } = useTranslation('places');
  const format = usePlaceFormat();
  const [requested, setCategoryParam] = useQueryParam('category');
  const category: CategoryChoice = isCategoryChoice(requested) ? requested : 'all';
  const cityIds = useMemo(() => Object.keys(cities) as CityId[], [cities]);
  const [city, setCity] = useState<CityId | null>(null);
  const [search, setSearch] = useState('');
  const [language, setLanguage] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [directionsId, setDirectionsId] = useState<string | null>(null);
  const [view, setView] = useState<MapView>({ center: BOSTON, zoom: DEFAULT_ZOOM, request: 0 });
  const mapArea = useRef<HTMLDivElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const now = useNow();

  const look = (center: LatLng, zoom: number) => setView((current) => ({ center, zoom, request: current.request + 1 }));

  const { position, status, locate } = usePersonLocation((found, reason) => {
    // A city chosen while the phone was still looking keeps the map where the person put it.
    // (This callback is always the latest render's, so `city` is current.)
    if (reason === 'button' || !city) look(found, CITY_ZOOM);
  });

  const found = useMemo(
    () => findPlaces(places, { category, cityCentre: city ? cities[city] : null, userLocation: position, search, language }, format.languages.searchNames),
    [places, category, city, cities, position, search, language, format.languages],
  );
  const languageOptions = useMemo(() => {
    const codes = [...new Set(places.flatMap((place) => place.languages))];
    return codes.map((code) => [code, format.languages.optionName(code)] as const).sort(([, a], [, b]) => a.localeCompare(b));
  }, [places, format.languages]);
  const directionsPlace = directionsId ? places.find((place) => place.id === directionsId) : undefined;
  // The same object until the trip changes, so the map fits the trip once and then lets the person pan.
  const route = useMemo(() => (directionsPlace && position ? { from: position, to: { lat: directionsPlace.lat, lng: directionsPlace.lng } } : null), [directionsPlace, position]);
  const mapPlaces = useMemo(() => found.map(({ place }) => place), [found]);

  const chooseCategory = (next: CategoryChoice) => setCategoryParam(next === 'all' ? null : next);

  const chooseCity = (next: CityId | null) => {
    setCity(next);
    if (next) look(cities[next], CITY_ZOOM);
    else look(position ?? BOSTON, position ? CITY_ZOOM : DEFAULT_ZOOM);
  };

  const useMyLocation = () => {
    setCity(null);
    locate('button');
  };

  const bringMapIntoView = () => mapArea.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

  const showOnMap = (place: Place) => {
    setSelectedId(place.id);
    setDirectionsId(null);
    look({ lat: place.lat, lng: place.lng }, PLACE_ZOOM);
    toast.message(t('toasts.showOnMap', { name: place.name }));
    bringMapIntoView();
  };

  const showDirections = (place: Place) => {
    if (!position) return;
    setSelectedId(place.id);
    setDirectionsId(place.id);
    toast.message(t('toasts.directions'));
    bringMapIntoView();
  };

  const closeDirections = () => {
    const placeId = directionsId;
    setDirectionsId(null);
    if (placeId) document.getElementById(directionsButtonId(placeId))?.focus();
  };

  const showDetails = (placeId: string) => {
    setSelectedId(placeId);
    const card = document.getElementById(placeCardId(placeId));
    card?.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    card?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  };

  return (
    <div className="page city-guide">
      <PageHeader title={t('places.title', { ns: 'translation' })} description={t('places.description', { ns: 'translation' })} />
      <PlaceFilters
        cities={cityIds}
        city={city}
        onCity={chooseCity}
        locationStatus={status}
        onUseMyLocation={useMyLocation}
        category={category}
        onCategory={chooseCategory}
        search={search}
        onSearch={setSearch}
        language={language}
        onLanguage={setLanguage}
        languageOptions={languageOptions}
      />

      <div className="city-guide__layout">
        <div className="city-guide__map" ref={mapArea}>
          {directionsPlace && position ? <DirectionsPanel place={directionsPlace} from={position} format={format} onClose={closeDirections} /> : null}
          <MapArea
            places={mapPlaces}
            selectedId={selectedId}
            person={position}
            view={view}
            route={route}
            onSelect={setSelectedId}
            onShowDetails={showDetails}
            onSkip={() => listHeading.current?.focus()}
          />
        </div>

        <PlaceList
          headingRef={listHeading}
          found={found}
          sortedFrom={city ? t('list.nearCity', { city: t(`cities.${city}`) }) : position ? t('list.nearYou') : null}
          showMassIdLink={category === 'rmv'}
          search={search.trim()}
          languageName={language ? format.languages.nameOf(language) : null}
          onClearFilters={
            search.trim() !== '' || language !== null
              ? () => {
                  setSearch('');
                  setLanguage(null);
                }
              : null
          }
          now={now}
          hoursTable={hoursTable}
          selectedId={selectedId}
          canGetDirections={position !== null}
          format={format}
          onShowOnMap={showOnMap}
          onDirections={showDirections}
        />
      </div>
    </div>
  );
}
