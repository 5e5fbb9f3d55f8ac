// Renders a screen as the app would: real English strings, a router at `path`, and a catch-all
// route that shows where navigation ended up (path, query and router state), so tests can assert
// the destination the way a person would notice it. StrictMode as in the app, so effects that must
// run once are tested running twice.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createTestI18n } from './test-i18n';

function Elsewhere() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

/** `routes`: <Route> elements for the screens under test; anything else lands on the catch-all. */
export async function renderScreen(path: string, routes: ReactNode) {
  const i18n = await createTestI18n();
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          {/* As the app's layout does: a screen waits here for content still on its way (a language's pack). */}
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {routes}
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </StrictMode>,
  );
  return { user, i18n, ...view };
}

/** What a screen reader reads after a field's name: the texts aria-describedby points at, in order. */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
