// Toasts (a "Close toast" control, auto-dismiss, swipe to dismiss, Alt+T to reach them). Swipe
// is Sonner's own gesture; driven by synthetic mouse input it raced Sonner's state updates about one
// run in fifteen, so it is not asserted here. The
// first visit raises a real one: "Pali is ready to work without internet" once the worker installs.
import type { Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';

async function firstVisitToast(page: Page) {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: t('en', 'pwa.offlineReady') });
  await expect(toast).toBeVisible();
  return toast;
}

test('Alt+T moves focus to the notifications, and "Close toast" closes one', async ({ page }) => {
  const toast = await firstVisitToast(page);
  await page.keyboard.press('Alt+T');
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-sonner-toaster]')))).toBe(true);
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
});

test('a toast goes away by itself', async ({ page }) => {
  const toast = await firstVisitToast(page);
  // Keep the pointer off the toast: hovering pauses the timer, as it should.
  await page.mouse.move(5, 700);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
});
