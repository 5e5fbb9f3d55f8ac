// The city guide's places, checked as the map and its readers rely on them: each valid against the
// schema (three languages, hours the open-now rule can read, official https sources), ids unique,
// every place in one of the eight cities and near that city's centre, and enough of them: at least
// five of every kind.
import { describe, expect, it } from 'vitest';
import { distanceMiles } from '../../core/places/distance';
import { parseDayHours } from '../../core/places/opening-hours';
import { CITIES, PLACES } from './index';
import { PLACE_CATEGORIES, PlaceSchema, WEEKDAY_NAMES } from './place-types';
import { NOT_PUBLISHED } from './week-hours';

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

  it('have hours the open-now rule can read on every day, or say none are published', () => {
    for (const place of PLACES) {
      for (const day of WEEKDAY_NAMES) {
        if (place.hours[day] !== NOT_PUBLISHED) expect(parseDayHours(place.hours[day]), `${place.id} ${day}`).not.toBeNull();
      }
    }
  });

  it('give a phone number wherever they publish no hours, since the card says to call first', () => {
    for (const place of PLACES) {
      if (WEEKDAY_NAMES.some((day) => place.hours[day] === NOT_PUBLISHED)) expect(place.phone, place.id).toBeDefined();
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
