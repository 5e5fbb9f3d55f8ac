// Distance "as the crow flies" between two points (haversine, Earth radius 3959 miles,
// shown with one decimal as "N.N mi away").

const EARTH_RADIUS_MILES = 3959;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMiles(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** One decimal, as the cards show it (the words around it come from the reader's language). */
export function roundedMiles(miles: number): string {
  return (Math.round(miles * 10) / 10).toFixed(1);
}
