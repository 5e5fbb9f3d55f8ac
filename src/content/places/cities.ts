// The eight cities the guide covers, with a centre point for the map.
import type { CityId } from './place-types';

export const CITIES: Record<CityId, { name: string; lat: number; lng: number }> = {
  boston: { name: 'Boston', lat: 42.3601, lng: -71.0589 },
  cambridge: { name: 'Cambridge', lat: 42.3736, lng: -71.1097 },
  worcester: { name: 'Worcester', lat: 42.2626, lng: -71.8023 },
  springfield: { name: 'Springfield', lat: 42.1015, lng: -72.5898 },
  lowell: { name: 'Lowell', lat: 42.6334, lng: -71.3162 },
  brockton: { name: 'Brockton', lat: 42.0834, lng: -71.0184 },
  'new-bedford': { name: 'New Bedford', lat: 41.6362, lng: -70.9342 },
  lynn: { name: 'Lynn', lat: 42.4668, lng: -70.9495 },
};
