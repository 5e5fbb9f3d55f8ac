// @vitest-environment happy-dom
// The places in the reader's language: English at once (it comes with the page), Spanish once its
// pack is here (the screen waits for it as for its own code), and the whole content, every
// language, once the page is idle.
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACES } from '../content/places/index';
import type { Language } from '../core/language';

const FIRST = PLACES[0]!;

// A fresh module for each test: nothing has arrived yet but English.
let usePlaces: typeof import('./use-places').usePlaces;
beforeEach(async () => {
  vi.resetModules();
  ({ usePlaces } = await import('./use-places'));
});

function FirstService({ language }: { language: Language }) {
  const places = usePlaces(language);
  return (
    <p data-testid="service" data-whole={String(places.length === PLACES.length && places[0]!.services[0]!.en !== '' && places[0]!.services[0]!.es !== '')}>
      {places[0]!.services[0]![language]}
    </p>
  );
}

const show = (language: Language) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <FirstService language={language} />
    </Suspense>,
  );

describe('usePlaces', () => {
  it('gives English from the page itself: every place, its texts as the content writes them', async () => {
    const { default: english } = (await import('virtual:places-pack/en')) as { default: typeof PLACES };
    expect(english.map((place) => [place.id, place.services.map((text) => text.en), place.documentNotes.map((text) => text.en)])).toEqual(
      PLACES.map((place) => [place.id, place.services.map((text) => text.en), place.documentNotes.map((text) => text.en)]),
    );
  });

  it('has English at once, then the whole content once the page is idle', async () => {
    show('en');
    expect(screen.getByTestId('service').textContent).toBe(FIRST.services[0]!.en);
    expect(screen.getByTestId('service').dataset.whole).toBe('false');
    await waitFor(() => expect(screen.getByTestId('service').dataset.whole).toBe('true'));
    expect(screen.getByTestId('service').textContent).toBe(FIRST.services[0]!.en);
  });

  it('waits for a language that has not arrived, then shows it', async () => {
    show('es');
    expect(screen.getByText('Loading')).toBeTruthy();
    expect((await screen.findByTestId('service')).textContent).toBe(FIRST.services[0]!.es);
  });

  it('joins the packs it could download when one cannot be (a language the phone never kept, with no signal)', async () => {
    vi.doMock('virtual:places-pack/zh', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      vi.resetModules();
      ({ usePlaces } = await import('./use-places'));
      show('es');
      await waitFor(() => expect(screen.getByTestId('service').dataset.whole).toBe('true'));
      expect(screen.getByTestId('service').textContent).toBe(FIRST.services[0]!.es);
    } finally {
      vi.doUnmock('virtual:places-pack/zh');
    }
  });
});
