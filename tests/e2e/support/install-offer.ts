// Headless Chromium never offers to install an app by itself, so tests make the offer the way the
// browser does: one `beforeinstallprompt` event carrying prompt() and userChoice. `window.prompted`
// counts how often the browser's dialog was shown.
import type { Page } from '@playwright/test';

export async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await page.evaluate((choice) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(offer);
  }, outcome);
}

export const timesPrompted = (page: Page) => page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);
