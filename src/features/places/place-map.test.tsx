// @vitest-environment happy-dom
// The real Leaflet map, as far as a DOM without layout allows: markers named after their places,
// the person's marker, tiles from the configured server, and the map following the page's view.
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../tests/setup/test-i18n';
import { PlaceMap } from './place-map';
import type { PlaceMapProps } from './map-types';

const PLACES = [
  { id: 'a', name: 'Boston RMV', address: '1 Main St', lat: 42.3611, lng: -71.0579 },
  { id: 'b', name: 'Lowell Library', address: '2 Main St', lat: 42.6334, lng: -71.3162 },
];

async function renderMap(props: Partial<PlaceMapProps> = {}) {
  const i18n = await createTestI18n();
  const all: PlaceMapProps = {
    places: PLACES,
    selectedId: null,
    person: null,
    view: { center: { lat: 42.3601, lng: -71.0589 }, zoom: 12, request: 0 },
    route: null,
    onSelect: vi.fn(),
    onShowDetails: vi.fn(),
    ...props,
  };
  // StrictMode, as in the app: Leaflet must survive React mounting the map twice.
  const view = render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <div style={{ width: '400px', height: '400px' }}>
          <PlaceMap {...all} />
        </div>
      </I18nextProvider>
    </StrictMode>,
  );
  return { ...view, props: all };
}

describe('PlaceMap', () => {
  it('puts a named, keyboard-reachable marker on each place, with images from our bundle', async () => {
    const { container } = await renderMap();
    expect(container.querySelectorAll('.leaflet-container')).toHaveLength(1);
    const markers = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon')];
    expect(markers.map((marker) => marker.alt)).toEqual(['Boston RMV', 'Lowell Library']);
    expect(markers.every((marker) => marker.tabIndex === 0 && marker.getAttribute('role') === 'button')).toBe(true);
    for (const marker of markers) expect(marker.src).not.toMatch(/unpkg|cdnjs|jsdelivr/);
  });

  it('draws tiles from the configured server, with credit', async () => {
    const { container } = await renderMap();
    const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/12\/\d+\/\d+\.png$/);
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('OpenStreetMap contributors');
  });

  it('shows the person, and tells the page which marker was chosen', async () => {
    const { container, props } = await renderMap({ person: { lat: 42.36, lng: -71.06 } });
    expect(container.querySelector('.place-map__person')?.getAttribute('title')).toBe('You are here');
    await act(async () => container.querySelector<HTMLElement>('img[alt="Lowell Library"]')!.click());
    expect(props.onSelect).toHaveBeenCalledWith('b');
  });
});
