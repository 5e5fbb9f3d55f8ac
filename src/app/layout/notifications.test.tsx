// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../tests/setup/test-i18n';
import { toast } from '../../ui/toast';
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
});
