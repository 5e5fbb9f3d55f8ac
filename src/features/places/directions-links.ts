// Transit directions live on other sites (Pali has no router of its own): links that open them
// with the trip filled in, from the person's position to the place.
import type { LatLng } from '../../core/places/distance';
import type { CityId } from '../../content/places/place-types';

/** Five decimals is about a metre: enough for a trip planner, no more precise than it needs. */
const coordinate = ({ lat, lng }: LatLng) => `${lat.toFixed(5)},${lng.toFixed(5)}`;

export function googleTransitUrl(from: LatLng, to: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&origin=${coordinate(from)}&destination=${coordinate(to)}&travelmode=transit`;
}

// The MBTA's planner routes the T's subway, buses and ferries; these cities are in its bus and
// subway area. The others have their own regional transit (WRTA, PVTA, LRTA, BAT, SRTA), which the
// MBTA planner does not route, so they get only the general link.
const MBTA_CITIES: ReadonlySet<CityId> = new Set(['boston', 'cambridge', 'lynn']);

export function servedByMbta(city: CityId): boolean {
  return MBTA_CITIES.has(city);
}

/** The MBTA trip planner's query (its documented `plan[...]` form), from a point to a named place. */
export function mbtaTripPlannerUrl(from: LatLng, fromName: string, to: LatLng & { name: string }): string {
  const params = [
    ['plan[from]', fromName],
    ['plan[from_latitude]', from.lat.toFixed(5)],
    ['plan[from_longitude]', from.lng.toFixed(5)],
    ['plan[to]', to.name],
    ['plan[to_latitude]', to.lat.toFixed(5)],
    ['plan[to_longitude]', to.lng.toFixed(5)],
  ];
  return `https://www.mbta.com/trip-planner?${params.map(([key, value]) => `${key}=${encodeURIComponent(value!)}`).join('&')}`;
}
