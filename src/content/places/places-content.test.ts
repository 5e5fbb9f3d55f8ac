// The city guide's places, checked as the map and its readers rely on them: each valid against the
// schema (three languages, hours in the OpenStreetMap notation the table is built from, official
// https sources), ids unique,
// every place in one of the eight cities and near that city's centre, and enough of them: at least
// five of every kind.
import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../core/places/distance';
import { CITIES, PLACES } from './index';
import { PLACE_CATEGORIES, PlaceSchema } from './place-types';

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

  it('give a phone number wherever they publish no hours, since the card says to call first', () => {
    for (const place of PLACES) {
      if (place.openingHours === null) expect(place.phone, place.id).toBeDefined();
    }
  });

  it('name a holiday calendar wherever their hours close on holidays (PH)', () => {
    for (const place of PLACES) {
      if (place.openingHours?.includes('PH')) expect(place.holidays, place.id).toBeDefined();
    }
  });

  it('number at least 36, with at least 5 of every kind', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(36);
    for (const category of PLACE_CATEGORIES) expect(PLACES.filter((place) => place.category === category).length, category).toBeGreaterThanOrEqual(5);
  });

  it('sit within 15 miles of their city’s centre', () => {
    for (const place of PLACES) expect(distanceMiles(place, CITIES[place.city]), place.id).toBeLessThan(15);
  });
});
