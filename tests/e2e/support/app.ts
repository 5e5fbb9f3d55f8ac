// Small helpers shared by the specs: the screen's heading and the service worker's control.
import type { Page } from '@playwright/test';

/** Every screen starts with exactly one h1, which names it. */
export function heading1(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/**
 * Resolves once the service worker has installed (the whole precache is stored) and controls the
 * page. The first install calls clientsClaim, so no reload is needed.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}
