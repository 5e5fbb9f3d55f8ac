// The city guide's places, checked as the map and its readers rely on them: each valid against the
// schema (three languages, hours the open-now rule can read, official https sources), ids unique,
// every place in one of the eight cities and near that city's centre.
import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../core/places/distance';
import { parseDayHours } from '../../core/places/opening-hours';
import { CITIES, PLACES } from './index';
import { PlaceSchema, WEEKDAY_NAMES } from './place-types';

describe('places', () => {
  it('are each valid against the schema', () => {
    for (const place of PLACES) {
      const result = PlaceSchema.safeParse(place);
      expect(result.success, `${place.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('have unique ids', () => {
    expect(new Set(PLACES.map((place) => place.id)).size).toBe(PLACES.length);
  });

  it('have hours the open-now rule can read on every day', () => {
    for (const place of PLACES) for (const day of WEEKDAY_NAMES) expect(parseDayHours(place.hours[day]), `${place.id} ${day}`).not.toBeNull();
  });

  it('sit within 15 miles of their city’s centre', () => {
    for (const place of PLACES) expect(distanceMiles(place, CITIES[place.city]), place.id).toBeLessThan(15);
  });
});
