// @vitest-environment happy-dom
// The profile's "Sign-in email": asking for a new address says a link was sent there and never
// that the address changed; refusals keep what was typed.
import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderScreen } from '../../../tests/setup/render-screen';
import { requestEmailChange } from '../../data/auth-actions';
import { useSession } from '../../data/session-store';
import { toast } from '../../ui/toast';
import { SignInEmailSection } from './sign-in-email-section';

vi.mock('../../data/auth-actions', () => ({ requestEmailChange: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const ANA = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', emailConfirmed: true, pendingEmail: null };

beforeEach(() => {
  vi.clearAllMocks();
  useSession.setState({ status: 'signed-in', user: ANA });
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
});

const renderSection = () => renderScreen('/profile', <Route path="/profile" element={<SignInEmailSection />} />);
const field = () => screen.getByLabelText('New sign-in email') as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Change sign-in email' });

describe('Sign-in email', () => {
  it('shows the address the person signs in with, apart from the contact email', async () => {
    await renderSection();
    expect(screen.getByRole('group', { name: 'Sign-in email' })).toBeTruthy();
    expect(screen.getByText('You sign in with ana@example.com.')).toBeTruthy();
    expect(descriptionOf(field())).toBe('We will send a link to the new address. Your sign-in email changes only when you open it.');
  });

  it('checks the address before asking, including that it is a new one', async () => {
    const { user } = await renderSection();
    await user.click(send());
    expect(descriptionOf(field())).toContain('Email is required');
    await user.type(field(), 'ANA@example.com');
    await user.click(send());
    expect(descriptionOf(field())).toContain('This is already your sign-in email.');
    expect(document.activeElement).toBe(field());
    expect(requestEmailChange).not.toHaveBeenCalled();
  });

  it('says a link was sent to the new address, and shows the change as waiting', async () => {
    vi.mocked(requestEmailChange).mockImplementation(async (email) => {
      useSession.setState({ status: 'signed-in', user: { ...ANA, pendingEmail: email } });
      return { ok: true, pendingEmail: email };
    });
    const { user } = await renderSection();
    await user.type(field(), 'ana@new.example');
    await user.click(send());
    expect(requestEmailChange).toHaveBeenCalledWith('ana@new.example');
    expect(toast.success).toHaveBeenCalledWith('We sent a confirmation link to ana@new.example. Your sign-in email changes only when you open it.');
    expect(screen.getByRole('status').textContent).toBe(
      'Waiting for confirmation: open the link we sent to ana@new.example. Until then, you keep signing in with your current email.',
    );
    // Still the old address: nothing changed yet.
    expect(screen.getByText('You sign in with ana@example.com.')).toBeTruthy();
    expect(field().value).toBe('');
  });

  it.each([
    ['email_exists', 'Another account already uses this email.'],
    ['over_email_send_rate_limit', 'Too many emails were asked for just now. Please wait a few minutes, then try again.'],
    ['network', 'No connection. Check your internet and try again. What you typed is still here.'],
    ['server_error', 'Something went wrong. Please try again.'],
  ])('explains %s and keeps what was typed', async (code, said) => {
    vi.mocked(requestEmailChange).mockResolvedValue({ ok: false, error: { code, message: 'server words' } });
    const { user } = await renderSection();
    await user.type(field(), 'ana@new.example');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(said);
    expect(field().value).toBe('ana@new.example');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
