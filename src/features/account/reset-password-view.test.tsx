// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderScreen } from '../../../tests/setup/render-screen';
import { openRecoveryCode, openRecoveryLink, sendPasswordReset, setNewPassword } from '../../data/auth-actions';
import { useSession } from '../../data/session-store';
import { toast } from '../../ui/toast';
import { AuthPage } from './auth-page';

vi.mock('../../data/auth-actions', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  sendPasswordReset: vi.fn(),
  openRecoveryLink: vi.fn(),
  openRecoveryCode: vi.fn(),
  setNewPassword: vi.fn(),
}));
vi.mock('../../data/activity', () => ({ useActivityLog: () => [] }));
vi.mock('../../i18n/i18n', () => ({ changeLanguage: vi.fn(), currentLanguage: () => 'en' }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const LINK = '/auth?mode=reset#token_hash=tok-123&type=recovery';

function signedInByLink() {
  useSession.setState({ status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', firstName: 'Ana' } });
  return { ok: true as const };
}

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
});

const renderReset = (path = LINK) => renderScreen(path, <Route path="/auth" element={<AuthPage />} />);

describe('/auth?mode=reset', () => {
  it('opens the link once, stays although now signed in, and saves the new password', async () => {
    vi.mocked(openRecoveryLink).mockImplementation(async () => signedInByLink());
    vi.mocked(setNewPassword).mockResolvedValue({ ok: true });
    const { user } = await renderReset();
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(openRecoveryLink).toHaveBeenCalledTimes(1);
    expect(openRecoveryLink).toHaveBeenCalledWith('tok-123');

    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(descriptionOf(screen.getByLabelText('New password'))).toBe('At least 6 characters. Password is required');
    expect(descriptionOf(screen.getByLabelText('Confirm new password'))).toBe('Please confirm your password');

    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(setNewPassword).toHaveBeenCalledWith('new-secret');
    expect(toast.success).toHaveBeenCalledWith('Your password has been changed.');
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it('says so when the new password is the old one, and keeps it typed', async () => {
    vi.mocked(openRecoveryLink).mockImplementation(async () => signedInByLink());
    vi.mocked(setNewPassword).mockResolvedValue({ ok: false, error: { code: 'same_password', message: 'New password should be different' } });
    const { user } = await renderReset();
    await user.type(await screen.findByLabelText('New password'), 'old-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'old-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a password that is different from your old one.');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('old-secret');
  });

  it('explains an expired link and offers a new one', async () => {
    vi.mocked(openRecoveryLink).mockResolvedValue({ ok: false, error: { code: 'otp_expired', message: 'Token has expired or is invalid' } });
    vi.mocked(sendPasswordReset).mockResolvedValue({ ok: true });
    const { user } = await renderReset();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This link has expired or was already used/);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('ana@example.com');
    expect((await screen.findByRole('status')).textContent).toMatch(/^If an account exists for ana@example.com/);
  });

  it('says the link could not be checked without a connection, and tries again', async () => {
    vi.mocked(openRecoveryLink).mockResolvedValueOnce({ ok: false, error: { code: 'network', message: 'Failed to fetch' } });
    const { user } = await renderReset();
    expect((await screen.findByRole('alert')).textContent).toBe('No connection, so we could not check your link. Connect to the internet and try again.');
    vi.mocked(openRecoveryLink).mockImplementation(async () => signedInByLink());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(openRecoveryLink).toHaveBeenCalledTimes(2);
  });

  it('accepts the code from the email when the link is not at hand', async () => {
    vi.mocked(openRecoveryCode).mockImplementation(async () => signedInByLink());
    const { user } = await renderReset('/auth?mode=reset');
    expect(screen.getByRole('heading', { name: 'Enter the code from the email' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(descriptionOf(screen.getByLabelText('Code from the email'))).toBe('Enter the code from the email');
    expect(openRecoveryCode).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Code from the email'), ' code-42 ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(openRecoveryCode).toHaveBeenCalledWith('ana@example.com', ' code-42 ');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  });

  it('says a wrong code is wrong, and offers a new link instead', async () => {
    vi.mocked(openRecoveryCode).mockResolvedValue({ ok: false, error: { code: 'otp_expired', message: 'Token has expired or is invalid' } });
    const { user } = await renderReset('/auth?mode=reset');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Code from the email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code is wrong, has expired or was already used. Check it, or ask for a new link.');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });
});
