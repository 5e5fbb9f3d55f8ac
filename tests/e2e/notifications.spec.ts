// Toasts (spec: a "Close toast" control, auto-dismiss, swipe to dismiss, Alt+T to reach them). The
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

test('a toast can be swiped away', async ({ page }) => {
  const toast = await firstVisitToast(page);
  const box = (await toast.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // Sonner marks a toast it dismisses by swipe; record that mark, so a toast that merely timed out
  // cannot pass this test.
  await page.evaluate(() => {
    new MutationObserver((changes) => {
      if (changes.some((change) => (change.target as Element).getAttribute('data-swipe-out') === 'true')) {
        (window as unknown as { swipedOut: boolean }).swipedOut = true;
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['data-swipe-out'] });
  });
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 40, { steps: 4 });
  await page.mouse.move(x, y - 140, { steps: 6 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0, { timeout: 3000 });
  expect(await page.evaluate(() => (window as unknown as { swipedOut?: boolean }).swipedOut)).toBe(true);
});
