// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowserSessionFlags } from '../../data/browser-session-flags';
import { useSession } from '../../data/session-store';
import { RequireAccess } from './require-access';
import { RequireSession } from './require-session';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireAccess />}>
          <Route path="map" element={<h1>Map</h1>} />
        </Route>
        <Route element={<RequireSession />}>
          <Route path="profile" element={<h1>Profile</h1>} />
        </Route>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  act(() => {
    useBrowserSessionFlags.getState().endGuestMode();
    useSession.setState({ status: 'signed-out', user: null });
  });
});

describe('route guards', () => {
  it('sends a visitor without session or guest flag to the prompt, carrying the full path', () => {
    renderAt('/map?category=legal');
    expect(screen.getByTestId('where').textContent).toBe(`/signinprompt?from=${encodeURIComponent('/map?category=legal')}`);
  });

  it('lets a guest through', () => {
    act(() => useBrowserSessionFlags.getState().continueAsGuest());
    renderAt('/map');
    expect(screen.getByRole('heading', { name: 'Map' })).toBeTruthy();
    expect(window.sessionStorage.getItem('pali.guest')).toBe('true');
  });

  it('sends a signed-out visitor from the profile to /auth', () => {
    renderAt('/profile');
    expect(screen.getByTestId('where').textContent).toBe('/auth');
  });

  it('opens the profile when signed in', () => {
    act(() => useSession.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@example.org', firstName: 'Ana' } }));
    renderAt('/profile');
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
  });
});
