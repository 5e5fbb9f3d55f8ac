// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderScreen } from '../../../tests/setup/render-screen';
import type { ActivityRecord } from '../../data/records';
import { useActivityLog } from '../../data/activity';
import { signUp } from '../../data/auth-actions';
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

const guestEntry: ActivityRecord = {
  id: 'a1',
  owner: 'guest',
  user_id: null,
  activity_type: 'Letter Analysis',
  activity_description: 'RMV letter',
  metadata: null,
  created_at: '2026-06-01T10:00:00Z',
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useActivityLog).mockReturnValue([]);
  vi.mocked(changeLanguage).mockResolvedValue(true);
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
  sessionStorage.clear();
});

async function openSignUp() {
  const view = await renderScreen('/auth?tab=signup', <Route path="/auth" element={<AuthPage />} />);
  const form = within(screen.getByRole('tabpanel', { name: 'Sign Up' }));
  const fill = async (values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password', string>>) => {
    for (const [label, value] of Object.entries(values)) await view.user.type(form.getByLabelText(label), value);
  };
  const submit = () => view.user.click(form.getByRole('button', { name: 'Create Account' }));
  return { ...view, form, fill, submit };
}

const COMPLETE = { 'First name': 'Ana', 'Last name': 'Silva', Email: 'ana@example.com', Password: 'secret1', 'Confirm password': 'secret1' };

describe('Sign Up validation', () => {
  it('requires every field, with a message on each, and focuses the first', async () => {
    const { form, submit } = await openSignUp();
    await submit();
    const expected = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      Email: 'Email is required',
      Password: 'At least 6 characters. Password is required',
      'Confirm password': 'Please confirm your password',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = form.getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(descriptionOf(field), label).toBe(message);
    }
    expect(document.activeElement).toBe(form.getByLabelText('First name'));
    expect(signUp).not.toHaveBeenCalled();
  });

  it('says "Password must be at least 6 characters" and focuses the password', async () => {
    const { form, fill, submit } = await openSignUp();
    await fill({ ...COMPLETE, Password: '12345', 'Confirm password': '12345' });
    await submit();
    expect(form.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('Password'));
    expect(signUp).not.toHaveBeenCalled();
  });

  it('says "Passwords do not match"', async () => {
    const { form, fill, submit } = await openSignUp();
    await fill({ ...COMPLETE, 'Confirm password': 'secret2' });
    await submit();
    expect(descriptionOf(form.getByLabelText('Confirm password'))).toBe('Passwords do not match');
    expect(document.activeElement).toBe(form.getByLabelText('Confirm password'));
  });

  it('says when the email is not an address', async () => {
    const { form, fill, submit } = await openSignUp();
    await fill({ ...COMPLETE, Email: 'ana@example' });
    await submit();
    expect(descriptionOf(form.getByLabelText('Email'))).toBe('Enter a valid email address, like name@example.com');
  });

  it('uses email-type fields with autocomplete hints', async () => {
    const { form } = await openSignUp();
    expect(form.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(form.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(form.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(form.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    const languages = within(form.getByRole('combobox', { name: 'Preferred language' })).getAllByRole('option');
    expect(languages.map((option) => option.textContent)).toEqual(['English', 'Español', '中文', 'Português', 'Kreyòl ayisyen']);
  });
});

describe('Sign Up', () => {
  it('creates the account, switches to the chosen language and goes home', async () => {
    vi.mocked(signUp).mockImplementation(async () => {
      useSession.setState({ status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', firstName: 'Ana' } });
      return { ok: true };
    });
    const { user, form, fill, submit } = await openSignUp();
    await fill(COMPLETE);
    await user.selectOptions(form.getByRole('combobox', { name: 'Preferred language' }), 'Español');
    await submit();
    expect(signUp).toHaveBeenCalledWith({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      password: 'secret1',
      preferredLanguage: 'es',
      keepGuestData: false,
    });
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(toast.success).toHaveBeenCalledWith("Account created successfully. You're now logged in!");
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it.each([
    ['sent', 'We sent a link to ana@example.com to confirm your address. Reminders are emailed once it is confirmed.'],
    [
      'not-sent',
      'We could not send the email to confirm ana@example.com. You can ask for it again in your profile, on the Calendar tab. Reminders are emailed only once your address is confirmed.',
    ],
  ] as const)('signs in and says where the confirmation link went (%s)', async (confirmationMail, said) => {
    vi.mocked(signUp).mockImplementation(async () => {
      useSession.setState({ status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', firstName: 'Ana', emailConfirmed: false } });
      return { ok: true, confirmationMail };
    });
    const { fill, submit } = await openSignUp();
    await fill(COMPLETE);
    await submit();
    expect(toast.success).toHaveBeenCalledWith("Account created successfully. You're now logged in!", expect.objectContaining({ description: said }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('asks to check the email, without claiming a login, when the project confirms addresses', async () => {
    vi.mocked(signUp).mockResolvedValue({ ok: true, confirmEmail: true });
    const { fill, submit } = await openSignUp();
    await fill(COMPLETE);
    await submit();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('We sent a link to ana@example.com. Open it to confirm your account, then come back here and sign in.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Go to Sign In' })).toBeTruthy();
  });

  it.each([
    ['user_already_exists', 'An account with this email already exists. Sign in instead, or reset your password.'],
    ['email_exists', 'An account with this email already exists. Sign in instead, or reset your password.'],
    ['weak_password', 'This password is too easy to guess. Choose a longer one that mixes letters and numbers.'],
  ])('explains %s and keeps every field', async (code, shown) => {
    vi.mocked(signUp).mockResolvedValue({ ok: false, error: { code, message: 'server words' } });
    const { form, fill, submit } = await openSignUp();
    await fill(COMPLETE);
    await submit();
    expect((await form.findByRole('alert')).textContent).toBe(shown);
    for (const [label, value] of Object.entries(COMPLETE)) expect((form.getByLabelText(label) as HTMLInputElement).value).toBe(value);
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('offers to keep the guest history only when this device has some', async () => {
    const first = await openSignUp();
    // Give the option's code time to arrive, so its absence means something.
    await act(() => import('./keep-guest-data-option'));
    expect(first.form.queryByRole('checkbox')).toBeNull();
    first.unmount();

    vi.mocked(useActivityLog).mockReturnValue([guestEntry]);
    vi.mocked(signUp).mockResolvedValue({ ok: true, confirmEmail: true });
    const { user, form, fill, submit } = await openSignUp();
    const keep = (await form.findByRole('checkbox', { name: 'Keep the history saved on this device' })) as HTMLInputElement;
    expect(keep.checked).toBe(false);
    await user.click(keep);
    await fill(COMPLETE);
    await submit();
    expect(vi.mocked(signUp).mock.calls[0]?.[0].keepGuestData).toBe(true);
  });
});
