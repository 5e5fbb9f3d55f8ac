// Where the browser offers to install Pali (its `beforeinstallprompt` event), an Install action
// appears; using it shows the browser's dialog once.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { offerInstall, timesPrompted } from './support/install-offer';
import { t } from './support/locales';
import { SiteHeader } from './support/site-header';

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
  await expect.poll(() => timesPrompted(page)).toBe(1);
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
  await expect.poll(() => timesPrompted(page)).toBe(1);
});
