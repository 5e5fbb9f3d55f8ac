// The Leaflet map. Loaded lazily by map-area.tsx, so Leaflet, its stylesheet and its marker images
// reach only the people who open the city guide, after the list is on screen.
import 'leaflet/dist/leaflet.css';
import './place-map.css';
import { divIcon, icon, latLngBounds, type Marker as LeafletMarker } from 'leaflet';
// Leaflet's own marker images, from our bundle (precached for offline use), never from a CDN.
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polyline, Popup, TileLayer, useMap } from 'react-leaflet';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../../core/places/map-tiles';
import { useMediaQuery } from '../../ui/use-media-query';
import type { MapView, PlaceMapProps } from './map-types';

const TILE_URL = import.meta.env.VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL;
const ATTRIBUTION = import.meta.env.VITE_MAP_ATTRIBUTION || DEFAULT_MAP_ATTRIBUTION;

const markerIcon = (className?: string) =>
  icon({
    iconUrl: markerIconUrl,
    iconRetinaUrl: markerIconRetinaUrl,
    shadowUrl: markerShadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    shadowSize: [41, 41],
    ...(className ? { className } : {}),
  });
const PLACE_ICON = markerIcon();
const SELECTED_ICON = markerIcon('place-map__marker--selected');
const PERSON_ICON = divIcon({ className: 'place-map__person', iconSize: [22, 22], iconAnchor: [11, 11] });

/** Moves the map when the page asks: to a view, or to fit the person and the place for directions. */
function FollowView({ view, route }: { view: MapView; route: PlaceMapProps['route'] }) {
  const map = useMap();
  const animate = !useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (route) {
      const bounds = latLngBounds([route.from.lat, route.from.lng], [route.to.lat, route.to.lng]);
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: 15, animate });
    } else {
      map.setView([view.center.lat, view.center.lng], view.zoom, { animate });
    }
    // `animate` is read, not followed: a change of preference should not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, view, route]);
  // The frame changes size with the layout (a phone turned sideways); Leaflet must re-measure.
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export function PlaceMap({ places, selectedId, person, view, route, onSelect, onShowDetails }: PlaceMapProps) {
  const { t } = useTranslation('places');
  const markers = useRef(new Map<string, LeafletMarker>());

  // The place shown on the map says which it is, as a sighted person would ask.
  useEffect(() => {
    if (selectedId) markers.current.get(selectedId)?.openPopup();
  }, [selectedId, view]);

  return (
    <MapContainer center={[view.center.lat, view.center.lng]} zoom={view.zoom} className="place-map">
      <TileLayer url={TILE_URL} attribution={ATTRIBUTION} maxZoom={19} crossOrigin="anonymous" />
      <FollowView view={view} route={route} />
      {places.map((place) => (
        <Marker
          key={place.id}
          position={[place.lat, place.lng]}
          icon={place.id === selectedId ? SELECTED_ICON : PLACE_ICON}
          zIndexOffset={place.id === selectedId ? 1000 : 0}
          title={place.name}
          alt={place.name}
          ref={(marker) => {
            if (marker) markers.current.set(place.id, marker);
            else markers.current.delete(place.id);
          }}
          eventHandlers={{ click: () => onSelect(place.id) }}
        >
          <Popup>
            <strong className="place-map__popup-name">{place.name}</strong>
            <span className="place-map__popup-address">{place.address}</span>
            <button type="button" className="link-button" onClick={() => onShowDetails(place.id)}>
              {t('map.details')}
            </button>
          </Popup>
        </Marker>
      ))}
      {person ? <Marker position={[person.lat, person.lng]} icon={PERSON_ICON} title={t('map.you')} keyboard={false} zIndexOffset={2000} /> : null}
      {route ? (
        <Polyline
          positions={[
            [route.from.lat, route.from.lng],
            [route.to.lat, route.to.lng],
          ]}
          pathOptions={{ color: '#1d4ed8', weight: 4, dashArray: '8 8' }}
        />
      ) : null}
    </MapContainer>
  );
}
