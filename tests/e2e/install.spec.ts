// Where the browser offers to install Pali (its `beforeinstallprompt` event), an Install action
// appears; using it shows the browser's dialog once. Headless Chromium never makes the offer by
// itself, so the test makes it the way the browser does: one event carrying prompt() and userChoice.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';
import { SiteHeader } from './support/site-header';

async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
}

const installButton = (page: Page) => page.getByRole('button', { name: t('en', 'pwa.install') });

test('no Install action until the browser offers one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(installButton(page)).toHaveCount(0);
});

test('the Install action in the header shows the browser dialog once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await offerInstall(page);
  await installButton(page).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // An offer can be used once: the action goes away until the browser offers again.
  await expect(installButton(page)).toHaveCount(0);
});

test('on a phone the Install action is in the menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await offerInstall(page);
  const header = new SiteHeader(page);
  await header.menuButton.click();
  await header.drawer.getByRole('button', { name: t('en', 'pwa.install') }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});
