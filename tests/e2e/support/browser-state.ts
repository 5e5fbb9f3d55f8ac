// Storage the app reads at start-up, written before any of its scripts run (addInitScript runs on
// every navigation of the page, reloads included).
import type { Page } from '@playwright/test';
import type { Language } from './locales';

/** The stored language choice (`pali.language`); any string, so tests can store corrupt values. */
export async function storeLanguage(page: Page, value: Language | string): Promise<void> {
  await page.addInitScript((stored) => window.localStorage.setItem('pali.language', stored), value);
}

/** The guest flag "Continue as Guest" sets for the browser session. */
export async function beGuest(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('pali.guest', 'true'));
}
