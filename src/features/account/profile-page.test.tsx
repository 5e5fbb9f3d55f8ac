// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderScreen } from '../../../tests/setup/render-screen';
import type { DeviceProfile } from '../../data/db';
import { saveProfile } from '../../data/profile';
import type { WriteResult } from '../../data/records';
import { refreshFromServer, startAccountSession } from '../../data/account-session';
import { useSession } from '../../data/session-store';
import { changeLanguage } from '../../i18n/i18n';
import { toast } from '../../ui/toast';
import { ProfilePage } from './profile-page';

vi.mock('../../data/profile', () => ({ saveProfile: vi.fn() }));
// The profile on the device, as the page reads it first (without Dexie) and then live.
let stored: DeviceProfile | null = null;
vi.mock('../../data/profile-peek', () => ({ peekProfile: async () => stored }));
vi.mock('../../data/profile-watch', () => ({
  watchProfile: (_userId: string, onChange: (profile: DeviceProfile | null) => void) => {
    queueMicrotask(() => onChange(stored));
    return () => undefined;
  },
}));
vi.mock('../../data/activity', () => ({ useActivityLog: () => [], deleteActivity: vi.fn() }));
vi.mock('../../data/calendar', () => ({ useCalendarEvents: () => [], deleteCalendarEvent: vi.fn() }));
vi.mock('../../data/account', () => ({ exportMyData: vi.fn(), deleteMyAccount: vi.fn() }));
vi.mock('../../data/account-session', () => ({ startAccountSession: vi.fn(), refreshFromServer: vi.fn() }));
vi.mock('../../i18n/i18n', () => ({ changeLanguage: vi.fn(), currentLanguage: () => 'en' }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const PROFILE: DeviceProfile = {
  id: 'u1',
  owner: 'u1',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  phone: '617-555-0100',
  preferred_language: 'en',
  updated_at: '2026-06-01T10:00:00Z',
};

beforeEach(() => {
  vi.clearAllMocks();
  stored = PROFILE;
  vi.mocked(changeLanguage).mockResolvedValue(true);
  vi.mocked(startAccountSession).mockReturnValue(new Promise(() => undefined));
  useSession.setState({ status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', firstName: 'Ana' } });
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
});

// The profile is read from the device after the first render: settled before the test looks.
const renderProfile = async (path = '/profile') => {
  const view = await renderScreen(path, <Route path="/profile" element={<ProfilePage />} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
};
const settings = () => within(screen.getByRole('tabpanel', { name: 'Settings' }));

describe('/profile', () => {
  it('greets by first name, with a Back link home and three tabs', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ana!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Settings', 'Activity', 'Calendar']);
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
  });

  it('greets a person with no first name as Friend', async () => {
    stored = { ...PROFILE, first_name: null };
    useSession.setState({ status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', firstName: null } });
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Friend!' })).toBeTruthy();
  });

  it.each([
    ['calendar', 'Calendar'],
    ['activity', 'Activity'],
    ['settings', 'Settings'],
    ['nonsense', 'Settings'],
  ])('?tab=%s opens %s', async (query, name) => {
    await renderProfile(`/profile?tab=${query}`);
    expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name }).id);
  });

  it('switches tabs on click and keeps unsaved edits', async () => {
    const { user } = await renderProfile();
    await user.clear(settings().getByLabelText('Phone'));
    await user.type(settings().getByLabelText('Phone'), '555');
    await user.click(screen.getByRole('tab', { name: 'Calendar' }));
    expect(screen.getByRole('tabpanel', { name: 'Calendar' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect((settings().getByLabelText('Phone') as HTMLInputElement).value).toBe('555');
  });
});

describe('Settings', () => {
  it('shows the profile, the e-mail hint and the privacy note', async () => {
    await renderProfile();
    expect((settings().getByLabelText('First name') as HTMLInputElement).value).toBe('Ana');
    expect((settings().getByLabelText('Last name') as HTMLInputElement).value).toBe('Silva');
    expect((settings().getByLabelText('Phone') as HTMLInputElement).value).toBe('617-555-0100');
    const email = settings().getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ana@example.com');
    expect(descriptionOf(email)).toBe('This is the contact email on your profile. It does not change the email you sign in with.');
    expect((settings().getByRole('combobox', { name: 'Preferred language' }) as HTMLSelectElement).value).toBe('en');
    expect(settings().getByText('Your information is protected and encrypted. We value your privacy.')).toBeTruthy();
  });

  it('says "Saving..." while saving, then "Profile updated successfully!"', async () => {
    let finish: (result: WriteResult) => void = () => undefined;
    vi.mocked(saveProfile).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = await renderProfile();
    await user.clear(settings().getByLabelText('First name'));
    await user.type(settings().getByLabelText('First name'), 'Ana María');
    await user.click(settings().getByRole('button', { name: 'Save Changes' }));
    expect((settings().getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(saveProfile).toHaveBeenCalledWith({
      first_name: 'Ana María',
      last_name: 'Silva',
      email: 'ana@example.com',
      phone: '617-555-0100',
      preferred_language: 'en',
    });
    await act(async () => finish({ ok: true, synced: true }));
    expect(toast.success).toHaveBeenCalledWith('Profile updated successfully!');
    expect(settings().getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('says honestly when the change is only on this device', async () => {
    vi.mocked(saveProfile).mockResolvedValue({ ok: true, synced: false });
    const { user } = await renderProfile();
    await user.click(settings().getByRole('button', { name: 'Save Changes' }));
    expect(toast.info).toHaveBeenCalledWith('Saved on this device. It will be sent to your account when you are back online.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('applies a new preferred language once saved', async () => {
    vi.mocked(saveProfile).mockResolvedValue({ ok: true, synced: true });
    const { user } = await renderProfile();
    await user.selectOptions(settings().getByRole('combobox', { name: 'Preferred language' }), '中文');
    await user.click(settings().getByRole('button', { name: 'Save Changes' }));
    expect(vi.mocked(saveProfile).mock.calls[0]?.[0].preferred_language).toBe('cn');
    expect(changeLanguage).toHaveBeenCalledWith('zh');
  });

  it.each([
    ['failed', 'Failed to update profile. Please try again.'],
    ['quota', 'Your device storage is full, so nothing was saved. Free some space (for example, delete photos or apps you do not need) and try again.'],
    ['not-found', 'Your profile has not reached this device yet. Connect to the internet and try again.'],
  ] as const)('explains a %s failure and keeps the edits', async (reason, shown) => {
    vi.mocked(saveProfile).mockResolvedValue({ ok: false, reason, message: 'x' });
    const { user } = await renderProfile();
    await user.type(settings().getByLabelText('Last name'), '-Costa');
    await user.click(settings().getByRole('button', { name: 'Save Changes' }));
    expect(toast.error).toHaveBeenCalledWith(shown);
    expect((settings().getByLabelText('Last name') as HTMLInputElement).value).toBe('Silva-Costa');
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('catches a contact e-mail that cannot be an address', async () => {
    const { user } = await renderProfile();
    await user.clear(settings().getByLabelText('Email'));
    await user.type(settings().getByLabelText('Email'), 'ana-at-example');
    await user.click(settings().getByRole('button', { name: 'Save Changes' }));
    expect(settings().getByText('Enter a valid email address, like name@example.com')).toBeTruthy();
    expect(document.activeElement).toBe(settings().getByLabelText('Email'));
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('shows a loading state, not empty fields, while the profile is on its way', async () => {
    stored = null;
    vi.mocked(startAccountSession).mockReturnValue(new Promise(() => undefined));
    await renderProfile();
    expect(settings().getByRole('status').textContent).toBe('Loading your profile…');
    expect(settings().queryByLabelText('First name')).toBeNull();
  });

  it('says to connect when offline and the profile is not here', async () => {
    stored = null;
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderProfile();
    expect(settings().getByText('Your profile is not on this device yet. Connect to the internet to load it.')).toBeTruthy();
    expect(settings().getByRole('button', { name: 'Try again' })).toBeTruthy();
    online.mockRestore();
  });

  it('offers to try again when the download finished without the profile', async () => {
    stored = null;
    vi.mocked(startAccountSession).mockResolvedValue({} as Awaited<ReturnType<typeof startAccountSession>>);
    vi.mocked(refreshFromServer).mockRejectedValue(new Error('Failed to fetch'));
    const { user } = await renderProfile();
    await user.click(await settings().findByRole('button', { name: 'Try again' }));
    expect(vi.mocked(refreshFromServer).mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(await settings().findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('saves the language and says when this phone cannot show it yet (no signal, never kept)', async () => {
    vi.mocked(saveProfile).mockResolvedValue({ ok: true, synced: false });
    vi.mocked(changeLanguage).mockResolvedValue(false);
    const { user } = await renderProfile();
    await user.selectOptions(settings().getByRole('combobox', { name: 'Preferred language' }), 'Português');
    await user.click(settings().getByRole('button', { name: 'Save Changes' }));
    expect(vi.mocked(saveProfile).mock.calls[0]?.[0].preferred_language).toBe('pt');
    expect(toast.info).toHaveBeenCalledWith('Português is not on this phone yet. Connect to the internet once, then choose it again.');
    expect(toast.info).toHaveBeenCalledWith('Saved on this device. It will be sent to your account when you are back online.');
  });
});
