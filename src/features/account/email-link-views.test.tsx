// @vitest-environment happy-dom
// The pages the auth e-mails open: /auth?mode=confirm (confirm the address) and
// /auth?mode=email-change (confirm a new sign-in address). Each trades its link once, says only
// what the server did, and offers a way on when the link is spent.
import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { openConfirmationLink, openEmailChangeLink, resendConfirmation } from '../../data/auth-actions';
import { useSession } from '../../data/session-store';
import { toast } from '../../ui/toast';
import { AuthPage } from './auth-page';

vi.mock('../../data/auth-actions', () => ({
  openConfirmationLink: vi.fn(),
  openEmailChangeLink: vi.fn(),
  resendConfirmation: vi.fn(),
}));
vi.mock('../../data/activity', () => ({ useActivityLog: () => [] }));
vi.mock('../../i18n/i18n', () => ({ changeLanguage: vi.fn(), currentLanguage: () => 'en' }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const ANA = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', emailConfirmed: false };
const renderAt = (path: string) => renderScreen(path, <Route path="/auth" element={<AuthPage />} />);

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
});

describe('/auth?mode=confirm', () => {
  const LINK = '/auth?mode=confirm#token_hash=tok-1&type=signup';

  it('confirms the address once and says so', async () => {
    vi.mocked(openConfirmationLink).mockImplementation(async () => {
      useSession.setState({ status: 'signed-in', user: { ...ANA, emailConfirmed: true } });
      return { ok: true };
    });
    await renderAt(LINK);
    expect(await screen.findByText('Your email address is confirmed. Pali can now email you reminders of your appointments and deadlines.')).toBeTruthy();
    expect(openConfirmationLink).toHaveBeenCalledTimes(1);
    expect(openConfirmationLink).toHaveBeenCalledWith('tok-1', 'signup');
    expect(screen.getByRole('link', { name: 'Go to your calendar' }).getAttribute('href')).toBe('/profile?tab=calendar');
  });

  it('says a spent link is spent, and a signed-in person gets a new one with one press', async () => {
    useSession.setState({ status: 'signed-in', user: ANA });
    vi.mocked(openConfirmationLink).mockResolvedValue({ ok: false, error: { code: 'otp_expired', message: 'Token has expired or is invalid' } });
    vi.mocked(resendConfirmation).mockResolvedValue({ ok: true, email: 'ana@example.com' });
    const { user } = await renderAt(LINK);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired or was already used. If your address is already confirmed, there is nothing more to do. If not, ask for a new link.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(resendConfirmation).toHaveBeenCalledWith();
    expect(toast.success).toHaveBeenCalledWith('We sent a new link to ana@example.com. Open it to confirm your address.');
  });

  it('asks someone signed out for the address, and says "if" (it cannot tell who has an account)', async () => {
    vi.mocked(resendConfirmation).mockResolvedValue({ ok: true, email: 'bo@example.com' });
    const { user } = await renderAt('/auth?mode=confirm');
    expect(screen.getByRole('alert').textContent).toBe('This page needs the link from the email. Open the link from the email again, or ask for a new one.');
    expect(openConfirmationLink).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'bo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(resendConfirmation).toHaveBeenCalledWith('bo@example.com');
    expect(toast.success).toHaveBeenCalledWith('If bo@example.com is waiting to be confirmed, we sent a new link to it.');
  });

  it('says a press too soon must wait, and keeps what was typed', async () => {
    vi.mocked(resendConfirmation).mockResolvedValue({ ok: false, error: { code: 'over_email_send_rate_limit', message: 'after 42 seconds' } });
    const { user } = await renderAt('/auth?mode=confirm#error_code=otp_expired&error_description=expired');
    await user.type(screen.getByLabelText('Email'), 'bo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Too many emails were asked for just now. Please wait a few minutes, then try again.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('bo@example.com');
  });

  it('offers to try again when there is no connection, with the same link', async () => {
    vi.mocked(openConfirmationLink)
      .mockResolvedValueOnce({ ok: false, error: { code: 'network', message: 'Failed to fetch' } })
      .mockResolvedValueOnce({ ok: true });
    const { user } = await renderAt(LINK);
    expect((await screen.findByRole('alert')).textContent).toBe('No connection, so we could not check your link. Connect to the internet and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your email address is confirmed/)).toBeTruthy();
    expect(openConfirmationLink).toHaveBeenLastCalledWith('tok-1', 'signup');
  });
});

describe('/auth?mode=email-change', () => {
  const LINK = '/auth?mode=email-change#token_hash=tok-2&type=email_change';

  it('says which address the account now signs in with', async () => {
    vi.mocked(openEmailChangeLink).mockResolvedValue({ ok: true, complete: true, email: 'ana@new.example' });
    await renderAt(LINK);
    expect(await screen.findByText('Your sign-in email is now ana@new.example. Use it the next time you sign in.')).toBeTruthy();
    expect(openEmailChangeLink).toHaveBeenCalledTimes(1);
    expect(openEmailChangeLink).toHaveBeenCalledWith('tok-2');
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
  });

  it('asks for the other link when the project wants both addresses to confirm', async () => {
    vi.mocked(openEmailChangeLink).mockResolvedValue({ ok: true, complete: false });
    await renderAt(LINK);
    expect(await screen.findByText('Link accepted. To finish the change, also open the link we sent to your other email address.')).toBeTruthy();
  });

  it.each([
    ['otp_expired', 'This link has expired or was already used, so your sign-in email did not change. You can ask for the change again in your profile.'],
    ['email_exists', 'Another account already uses this email, so your sign-in email did not change.'],
  ])('never claims a change when the server says %s', async (code, said) => {
    vi.mocked(openEmailChangeLink).mockResolvedValue({ ok: false, error: { code, message: 'server words' } });
    await renderAt(LINK);
    expect((await screen.findByRole('alert')).textContent).toBe(said);
    expect(screen.queryByText(/is now/)).toBeNull();
  });
});
