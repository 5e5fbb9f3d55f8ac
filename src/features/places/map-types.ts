// What the page tells the map. Kept apart from place-map.tsx so the page can use these types
// without importing Leaflet (which loads only with the map, after the list has painted).
import type { LatLng } from '../../core/places/distance';

/** Spec: default centre Boston at zoom 12; a chosen city at 13; a place shown on the map at 15. */
export const BOSTON: LatLng = { lat: 42.3601, lng: -71.0589 };
export const DEFAULT_ZOOM = 12;
export const CITY_ZOOM = 13;
export const PLACE_ZOOM = 15;

/** Where the map should look. `request` changes on every ask, so asking twice for one place re-centres. */
export interface MapView {
  center: LatLng;
  zoom: number;
  request: number;
}

interface MapPlace extends LatLng {
  id: string;
  name: string;
  address: string;
}

export interface PlaceMapProps {
  places: readonly MapPlace[];
  selectedId: string | null;
  person: LatLng | null;
  view: MapView;
  /** While directions are open: the person and the place, both kept in sight. */
  route: { from: LatLng; to: LatLng } | null;
  onSelect: (id: string) => void;
  onShowDetails: (id: string) => void;
}
