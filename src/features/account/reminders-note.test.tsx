// @vitest-environment happy-dom
// The Calendar tab's note on reminders: a confirmed address is promised reminders; one still
// waiting for its link is told reminders need it, and can have the link sent again, with a toast
// that says what really happened.
import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { refreshSignInEmail, resendConfirmation } from '../../data/auth-actions';
import { useSession } from '../../data/session-store';
import { toast } from '../../ui/toast';
import { RemindersNote } from './reminders-note';

vi.mock('../../data/auth-actions', () => ({ refreshSignInEmail: vi.fn(), resendConfirmation: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const ANA = { id: 'u1', email: 'ana@example.com', firstName: 'Ana' };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(refreshSignInEmail).mockResolvedValue({ ok: true });
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
});

const renderNote = () => renderScreen('/profile?tab=calendar', <Route path="/profile" element={<RemindersNote />} />);

describe('the reminders note', () => {
  it('promises reminders to a confirmed address, and asks nothing of the server', async () => {
    useSession.setState({ status: 'signed-in', user: { ...ANA, emailConfirmed: true } });
    await renderNote();
    expect(screen.getByText('We send you an email reminder as each appointment or deadline gets close.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(refreshSignInEmail).not.toHaveBeenCalled();
  });

  it('tells a person whose address waits that reminders need it confirmed, and checks with the server', async () => {
    useSession.setState({ status: 'signed-in', user: { ...ANA, emailConfirmed: false } });
    await renderNote();
    expect(screen.getByText('Reminders are emailed only to a confirmed address. Open the link we sent to ana@example.com to confirm it.')).toBeTruthy();
    expect(screen.queryByText(/We send you an email reminder/)).toBeNull();
    await vi.waitFor(() => expect(refreshSignInEmail).toHaveBeenCalled());
  });

  it('goes back to the promise once the server says the address is confirmed', async () => {
    useSession.setState({ status: 'signed-in', user: { ...ANA, emailConfirmed: false } });
    vi.mocked(refreshSignInEmail).mockImplementation(async () => {
      useSession.setState({ status: 'signed-in', user: { ...ANA, emailConfirmed: true } });
      return { ok: true };
    });
    await renderNote();
    expect(await screen.findByText('We send you an email reminder as each appointment or deadline gets close.')).toBeTruthy();
  });

  it.each([
    [{ ok: true, email: 'ana@example.com' }, 'success', 'We sent a new link to ana@example.com. Open it to confirm your address.'],
    [{ ok: true, alreadyConfirmed: true }, 'success', 'Your email address is already confirmed.'],
    [{ ok: false, error: { code: 'over_email_send_rate_limit', message: 'wait' } }, 'error', 'Too many emails were asked for just now. Please wait a few minutes, then try again.'],
    [{ ok: false, error: { code: 'network', message: 'Failed to fetch' } }, 'error', 'No connection, so no email was sent. Connect to the internet and try again.'],
  ] as const)('"Send the link again" says what happened (%o)', async (result, kind, said) => {
    useSession.setState({ status: 'signed-in', user: { ...ANA, emailConfirmed: false } });
    vi.mocked(resendConfirmation).mockResolvedValue(result);
    const { user } = await renderNote();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(toast[kind]).toHaveBeenCalledWith(said);
    expect(toast[kind === 'success' ? 'error' : 'success']).not.toHaveBeenCalled();
  });
});
