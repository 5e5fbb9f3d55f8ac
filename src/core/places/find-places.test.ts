import { describe, expect, it } from 'vitest';
import type { Place } from '../../content/places/place-types';
import { distanceMiles, roundedMiles } from './distance';
import { findPlaces } from './find-places';

const BOSTON = { lat: 42.3601, lng: -71.0589 };
const WORCESTER = { lat: 42.2626, lng: -71.8023 };

function place(id: string, category: Place['category'], at: { lat: number; lng: number }, extra: Partial<Place> = {}): Place {
  const text = (en: string) => ({ en, es: en, zh: en, pt: en, ht: en });
  return {
    id,
    name: id,
    category,
    city: 'boston',
    address: `${id} St, Boston, MA`,
    ...at,
    website: 'https://example.org',
    languages: ['en'],
    openingHours: 'off',
    hoursChecked: null,
    services: [text('Help')],
    documentNotes: [],
    lastVerified: '2026-11-22',
    source: 'https://example.org',
    ...extra,
  };
}

const PLACES = [
  place('worcester-rmv', 'rmv', WORCESTER),
  place('boston-rmv', 'rmv', { lat: 42.3611, lng: -71.0579 }),
  place('boston-clinic', 'clinic', BOSTON, {
    name: 'Clínica del Barrio',
    languages: ['en', 'es'],
    services: [{ en: 'Vaccines', es: 'Vacunas', zh: '疫苗', pt: 'Vacinas', ht: 'Vaksen' }],
  }),
];

describe('distance', () => {
  it('uses the haversine formula with an Earth radius of 3959 miles', () => {
    expect(distanceMiles(BOSTON, BOSTON)).toBe(0);
    // Boston to Worcester is about 38.6 miles as the crow flies.
    expect(distanceMiles(BOSTON, WORCESTER)).toBeGreaterThan(38.4);
    expect(distanceMiles(BOSTON, WORCESTER)).toBeLessThan(38.8);
    expect(roundedMiles(0.04)).toBe('0.0');
    expect(roundedMiles(12.35)).toBe('12.4');
  });
});

describe('findPlaces', () => {
  it('filters by category first and keeps the content order without a point to sort from', () => {
    expect(findPlaces(PLACES, { category: 'rmv' }).map((f) => f.place.id)).toEqual(['worcester-rmv', 'boston-rmv']);
    expect(findPlaces(PLACES, { category: 'all' }).every((f) => f.miles === undefined)).toBe(true);
  });

  it('sorts by distance from the chosen city before the person’s location', () => {
    const fromCity = findPlaces(PLACES, { category: 'rmv', cityCentre: WORCESTER, userLocation: BOSTON });
    expect(fromCity.map((f) => f.place.id)).toEqual(['worcester-rmv', 'boston-rmv']);
    const fromPerson = findPlaces(PLACES, { category: 'rmv', userLocation: BOSTON });
    expect(fromPerson.map((f) => f.place.id)).toEqual(['boston-rmv', 'worcester-rmv']);
    expect(fromPerson[0]!.miles).toBeLessThan(0.2);
  });

  it('finds by name without accents, by a service in any language, and by a language spoken', () => {
    expect(findPlaces(PLACES, { category: 'all', search: 'clinica' }).map((f) => f.place.id)).toEqual(['boston-clinic']);
    expect(findPlaces(PLACES, { category: 'all', search: 'vacunas' }).map((f) => f.place.id)).toEqual(['boston-clinic']);
    expect(findPlaces(PLACES, { category: 'all', search: '疫苗' }).map((f) => f.place.id)).toEqual(['boston-clinic']);
    const names = (code: string) => (code === 'es' ? ['Spanish', 'Español'] : [code]);
    expect(findPlaces(PLACES, { category: 'all', search: 'spanish' }, names).map((f) => f.place.id)).toEqual(['boston-clinic']);
    expect(findPlaces(PLACES, { category: 'all', language: 'es' }).map((f) => f.place.id)).toEqual(['boston-clinic']);
    expect(findPlaces(PLACES, { category: 'legal' })).toEqual([]);
  });
});
