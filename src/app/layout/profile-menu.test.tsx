// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { signOut } from '../../data/auth-actions';
import { useSession } from '../../data/session-store';
import { toast } from '../../ui/toast';
import { ProfileMenu } from './profile-menu';

vi.mock('../../data/auth-actions', () => ({ signOut: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const signIn = (firstName: string | null = 'Ana') => useSession.setState({ status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', firstName } });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(signOut).mockImplementation(async () => {
    useSession.setState({ status: 'signed-out', user: null });
    return { ok: true };
  });
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
});

const renderMenu = () => renderScreen('/profile', <Route path="/profile" element={<ProfileMenu />} />);

async function openMenu() {
  signIn();
  const view = await renderMenu();
  // The menu's code loads once the person is signed in.
  const button = await screen.findByRole('button', { name: 'Account menu' });
  await view.user.click(button);
  return { ...view, button };
}

describe('header profile menu', () => {
  it('is a link to /auth when signed out', async () => {
    await renderMenu();
    expect(screen.getByRole('link', { name: 'Sign in or create an account' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('opens a menu greeting the person, with Profile and Sign out', async () => {
    const { button } = await openMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Hello, Ana' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Sign out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Profile' }));
  });

  it('greets "User" when there is no first name', async () => {
    signIn(null);
    const { user } = await renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menu', { name: 'Hello, User' })).toBeTruthy();
  });

  it('moves with the arrow keys, and Escape closes it and returns focus', async () => {
    const { user, button } = await openMenu();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens from the keyboard on the last item with ArrowUp', async () => {
    signIn();
    const { user } = await renderMenu();
    (await screen.findByRole('button', { name: 'Account menu' })).focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
  });

  it('closes on a click elsewhere', async () => {
    const { user } = await openMenu();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('signs out and goes home', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(signOut).toHaveBeenCalledWith({ discardUnsynced: false });
    expect(toast.success).toHaveBeenCalledWith('You are signed out.');
  });

  it('asks before losing changes that have not reached the server; Cancel keeps them', async () => {
    vi.mocked(signOut).mockResolvedValue({ ok: false, unsynced: 3 });
    const { user, button } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out now?' });
    expect(within(dialog).getByText('3 changes have not reached the server yet. Sign out anyway? They will be lost.')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(useSession.getState().status).toBe('signed-in');
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('signs out anyway when the person chooses to lose the changes', async () => {
    vi.mocked(signOut).mockResolvedValueOnce({ ok: false, unsynced: 1 });
    const { user } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out now?' });
    expect(within(dialog).getByText('1 change has not reached the server yet. Sign out anyway? It will be lost.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    expect(signOut).toHaveBeenLastCalledWith({ discardUnsynced: true });
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
