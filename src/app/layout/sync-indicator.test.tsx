// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { useSession } from '../../data/session-store';
import { useSyncSummary } from '../../data/sync-status';
import { SyncIndicator } from './sync-indicator';

vi.mock('../../data/sync-status', () => ({ useSyncSummary: vi.fn() }));

let online = true;

beforeEach(() => {
  vi.clearAllMocks();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.mocked(useSyncSummary).mockReturnValue({ online: true, syncing: false, pending: 0, refused: 0 });
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
});

const renderIndicator = () => renderScreen('/', <Route path="/" element={<SyncIndicator />} />);
const region = () => document.querySelector('[aria-live="polite"]')!;

describe('sync indicator', () => {
  it('says nothing when online with nothing waiting', async () => {
    await renderIndicator();
    expect(region().textContent).toBe('');
  });

  it('says "Offline" while the connection is gone, and clears when it is back', async () => {
    online = false;
    await renderIndicator();
    expect(region().textContent).toBe('Offline');
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(region().textContent).toBe('');
  });

  it('counts changes waiting to sync and links refused ones to the profile, once signed in', async () => {
    useSession.setState({ status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', firstName: 'Ana' } });
    vi.mocked(useSyncSummary).mockReturnValue({ online: true, syncing: false, pending: 3, refused: 2 });
    await renderIndicator();
    expect(await screen.findByText('3 changes waiting to sync', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 changes could not be saved' }).getAttribute('href')).toBe('/profile');
  });

  it('never loads the counts for a guest', async () => {
    vi.mocked(useSyncSummary).mockReturnValue({ online: true, syncing: false, pending: 5, refused: 0 });
    await renderIndicator();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(region().textContent).toBe('');
    expect(useSyncSummary).not.toHaveBeenCalled();
  });
});
