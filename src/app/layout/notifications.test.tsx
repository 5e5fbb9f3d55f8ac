// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../tests/setup/test-i18n';
import { toast, withRepeatId } from '../../ui/toast';
import { Notifications } from './notifications';

describe('notifications', () => {
  it('shows a toast raised before the toaster has loaded, with a "Close toast" control', async () => {
    // Raised first: the toaster loads only when the page is idle, and this toast must still show.
    toast.success('Profile updated successfully!');
    const i18n = await createTestI18n();
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Notifications />
        </I18nextProvider>,
      );
    });
    expect(await screen.findByText('Profile updated successfully!', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('shows the same words once however often they are raised, and at most two toasts at a time', async () => {
    const i18n = await createTestI18n();
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Notifications />
        </I18nextProvider>,
      );
    });
    for (const message of ['Saved.', 'Saved.', 'Saved.']) toast.success(message);
    await waitFor(() => expect(screen.getAllByText('Saved.')).toHaveLength(1));
    for (const message of ['One.', 'Two.', 'Three.', 'Four.']) toast.info(message);
    await waitFor(() => expect(screen.getByText('Four.')).toBeTruthy());
    const shown = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(2);
    // Off the header: the toasts rise from the bottom of the screen.
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe('bottom');
  });
});

describe('withRepeatId', () => {
  it('keys a text toast by its words, and keeps an id the caller gave', () => {
    expect(withRepeatId('Saved.')).toEqual({ id: 'text:Saved.' });
    expect(withRepeatId('Saved.', { id: 'mine', duration: 5 })).toEqual({ id: 'mine', duration: 5 });
  });
});
