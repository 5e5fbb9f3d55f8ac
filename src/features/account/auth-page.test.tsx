// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderScreen } from '../../../tests/setup/render-screen';
import { useActivityLog } from '../../data/activity';
import { sendPasswordReset, signIn } from '../../data/auth-actions';
import { rememberReturnPath } from '../../data/browser-session-flags';
import { useSession } from '../../data/session-store';
import { changeLanguage } from '../../i18n/i18n';
import { toast } from '../../ui/toast';
import { AuthPage } from './auth-page';

vi.mock('../../data/auth-actions', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  sendPasswordReset: vi.fn(),
  openRecoveryLink: vi.fn(),
  setNewPassword: vi.fn(),
}));
vi.mock('../../data/activity', () => ({ useActivityLog: vi.fn() }));
vi.mock('../../i18n/i18n', () => ({ changeLanguage: vi.fn(), currentLanguage: () => 'en' }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const ANA = { id: 'user-1', email: 'ana@example.com', firstName: 'Ana' };

function signsIn() {
  useSession.setState({ status: 'signed-in', user: ANA });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useActivityLog).mockReturnValue([]);
  vi.mocked(changeLanguage).mockResolvedValue(true);
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
  sessionStorage.clear();
});

const renderAuth = (path = '/auth') => renderScreen(path, <Route path="/auth" element={<AuthPage />} />);
// The hidden tab's fields share labels with the shown one's: queries look inside the shown panel.
const panel = () => within(screen.getByRole('tabpanel'));

describe('/auth tabs', () => {
  it('shows Sign In first, and arrow keys move to Sign Up', async () => {
    const { user } = await renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeTruthy();
    const signInTab = screen.getByRole('tab', { name: 'Sign In' });
    expect(signInTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Sign In' })).toBeTruthy();

    signInTab.focus();
    await user.keyboard('{ArrowRight}');
    const signUpTab = screen.getByRole('tab', { name: 'Sign Up' });
    expect(signUpTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(signUpTab);
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps what was typed when switching tabs', async () => {
    const { user } = await renderAuth();
    await user.type(panel().getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect((panel().getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('sends a visitor who is already signed in to the home page', async () => {
    signsIn();
    await renderAuth();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('Sign In', () => {
  it('requires email and password, marks the fields and focuses the first', async () => {
    const { user } = await renderAuth();
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    const email = panel().getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('Email is required');
    expect(descriptionOf(panel().getByLabelText('Password'))).toBe('Password is required');
    expect(document.activeElement).toBe(email);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says when the email is not an address, and clears the message once fixed', async () => {
    const { user } = await renderAuth();
    const email = panel().getByLabelText('Email');
    await user.type(email, 'ana.example.com');
    await user.type(panel().getByLabelText('Password'), 'secret');
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    expect(descriptionOf(email)).toBe('Enter a valid email address, like name@example.com');
    await user.clear(email);
    await user.type(email, 'ana@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a valid email address, like name@example.com')).toBeNull();
  });

  it('shows progress, then goes to the remembered page with "Signed in successfully"', async () => {
    rememberReturnPath('/map?category=legal');
    let finish: (value: { ok: true }) => void = () => undefined;
    vi.mocked(signIn).mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = await renderAuth();
    await user.type(panel().getByLabelText('Email'), 'ana@example.com');
    await user.type(panel().getByLabelText('Password'), 'secret1');
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    const working = screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement;
    expect(working.disabled).toBe(true);
    expect(signIn).toHaveBeenCalledWith('ana@example.com', 'secret1');

    // The data layer marks the session signed in before it answers; the page must not treat that
    // as a visitor who arrived signed in.
    await act(async () => {
      signsIn();
      finish({ ok: true });
    });
    expect(screen.getByTestId('location').textContent).toBe('/map?category=legal');
    expect(toast.success).toHaveBeenCalledWith('Signed in successfully');
  });

  it('goes home when no page was remembered', async () => {
    vi.mocked(signIn).mockImplementation(async () => {
      signsIn();
      return { ok: true };
    });
    const { user } = await renderAuth();
    await user.type(panel().getByLabelText('Email'), 'ana@example.com');
    await user.type(panel().getByLabelText('Password'), 'secret1');
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it.each([
    ['invalid_credentials', 'Invalid login credentials', 'Email or password is incorrect. Check them and try again.'],
    ['over_request_rate_limit', 'Request rate limit reached', 'Too many attempts. Please wait a few minutes and try again.'],
    ['network', 'Failed to fetch', 'No connection. Check your internet and try again. What you typed is still here.'],
    ['email_not_confirmed', 'Email not confirmed', 'Please confirm your email first: open the link we sent you.'],
    ['unexpected_failure', 'Database is resting', 'Something went wrong: Database is resting'],
  ])('explains the error %s and keeps what was typed', async (code, message, shown) => {
    vi.mocked(signIn).mockResolvedValue({ ok: false, error: { code, message } });
    const { user } = await renderAuth();
    await user.type(panel().getByLabelText('Email'), 'ana@example.com');
    await user.type(panel().getByLabelText('Password'), 'wrong-one');
    await user.click(panel().getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect((panel().getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect((panel().getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-one');
    expect((panel().getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('Forgot password', () => {
  it('sends the link and answers the same whether or not the account exists', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue({ ok: true });
    const { user } = await renderAuth();
    await user.type(panel().getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const section = screen.getByRole('region', { name: 'Reset your password' });
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Reset your password' }));
    // The e-mail typed for signing in is carried over.
    expect((within(section).getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send reset link' }));
    expect(sendPasswordReset).toHaveBeenCalledWith('ana@example.com');
    expect((await screen.findByRole('status')).textContent).toMatch(/^If an account exists for ana@example.com, we sent a link/);

    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Forgot password?' }));
    expect((panel().getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('requires an email before sending', async () => {
    const { user } = await renderAuth();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const section = screen.getByRole('region', { name: 'Reset your password' });
    expect(descriptionOf(within(section).getByLabelText('Email'))).toBe('Email is required');
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });
});
