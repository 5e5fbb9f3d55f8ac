import { describe, expect, it } from 'vitest';
import { googleTransitUrl, mbtaTripPlannerUrl, servedByMbta } from './directions-links';

const FROM = { lat: 42.3601, lng: -71.0589 };
const TO = { lat: 42.34939, lng: -71.078201, name: 'Boston Public Library – Central Library' };

describe('directions links', () => {
  it('opens Google Maps transit directions from the person to the place', () => {
    expect(googleTransitUrl(FROM, TO)).toBe('https://www.google.com/maps/dir/?api=1&origin=42.36010,-71.05890&destination=42.34939,-71.07820&travelmode=transit');
  });

  it('fills in the MBTA trip planner, names encoded', () => {
    const url = new URL(mbtaTripPlannerUrl(FROM, 'Mi ubicación', TO));
    expect(url.origin + url.pathname).toBe('https://www.mbta.com/trip-planner');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'plan[from]': 'Mi ubicación',
      'plan[from_latitude]': '42.36010',
      'plan[from_longitude]': '-71.05890',
      'plan[to]': 'Boston Public Library – Central Library',
      'plan[to_latitude]': '42.34939',
      'plan[to_longitude]': '-71.07820',
    });
  });

  it('offers the MBTA planner only where the T runs buses and subway', () => {
    expect(['boston', 'cambridge', 'lynn'].every((city) => servedByMbta(city as never))).toBe(true);
    expect(['worcester', 'springfield', 'lowell', 'brockton', 'new-bedford'].some((city) => servedByMbta(city as never))).toBe(false);
  });
});
