// Toasts on a phone: they rise from the bottom, clear of the header (language, account, menu), in
// every language; "ready to work without internet" is said once per device, not after every update.
// And the packet's appointment reminder: dated ahead, never saved without a date or in the past.
import type { Page } from '@playwright/test';
import { PACK_DOCUMENTS, PACK_PURPOSES } from '../../src/content/pack';
import { newPerson, signUp } from './support/account-pages';
import { startAccountServer, type AccountServer } from './support/account-server';
import { waitForServiceWorkerControl } from './support/app';
import { storeLanguage } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { LANGUAGES, t, type Language } from './support/locales';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const language of LANGUAGES) {
  test(`a toast sits at the bottom of a phone screen, below the header (${language})`, async ({ page }) => {
    await storeLanguage(page, language);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: t(language, 'pwa.offlineReady') });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(box.y).toBeGreaterThan(header.y + header.height);
    expect(box.y + box.height).toBeGreaterThan(844 / 2);
    expect(await page.evaluate(() => window.localStorage.getItem('pali.offlineReadyTold'))).toBe('1');
  });
}

test('"ready to work without internet" is not said again by a new service worker', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect(page.getByText(t('en', 'pwa.offlineReady'))).toBeVisible();
  // A fresh install on the same device: the worker and its caches go, the device's storage stays.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const key of await caches.keys()) await caches.delete(key);
  });
  await page.reload();
  await waitForServiceWorkerControl(page);
  // Give the worker's "offline ready" report the time it took the first time.
  await page.waitForTimeout(2_000);
  await expect(page.getByText(t('en', 'pwa.offlineReady'))).toHaveCount(0);
});

// Signing up needs the account server; one for these tests (one worker).
const accountTest = test.extend<object, { accountServer: AccountServer }>({
  accountServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const server = await startAccountServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ accountServer }, use) => use(accountServer.url),
});

const SCHOOL = PACK_PURPOSES.find((purpose) => purpose.id === 'school')!;
const PROOF_OF_ADDRESS = PACK_DOCUMENTS.find((document) => document.id === 'proof-address')!;
const LABEL: Record<Language, string> = { en: 'English', es: 'Español', cn: '中文', pt: 'Português', ht: 'Kreyòl ayisyen' };
const TITLE_LANGUAGE = { en: 'en', es: 'es', cn: 'zh', pt: 'pt', ht: 'ht' } as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function makePacket(page: Page, language: Language) {
  // The label is followed by "(Required)" or "(Optional)", in the page's language.
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t(language, `pack:intake.fields.${name}`))} \\(`) });
  await page.goto('/pack');
  await page.getByRole('button', { name: `${t(language, 'pack:purpose.choose')}: ${SCHOOL.title[TITLE_LANGUAGE[language]]}` }).click();
  await field('fullName').fill('Ana Pérez');
  await field('phone').fill('(617) 555-0100');
  await field('address').fill('12 Elm Street');
  await field('city').fill('Lynn');
  await field('zip').fill('01902');
  await page.getByRole('button', { name: t(language, 'pack:intake.next') }).click();
  await page.getByRole('button', { name: `${t(language, 'pack:documents.add')}: ${PROOF_OF_ADDRESS.title[TITLE_LANGUAGE[language]]}` }).click();
  await page.getByRole('button', { name: t(language, 'pack:documents.create') }).click();
}

accountTest.describe('the packet reminder', () => {
  accountTest.describe.configure({ mode: 'serial' });
  for (const language of LANGUAGES) {
    accountTest(`asks for a date, and refuses one already past (${language})`, async ({ page }) => {
      accountTest.setTimeout(90_000);
      await signUp(page, { ...newPerson(), language: LABEL[language] });
      await expect(page).not.toHaveURL(/\/auth/);
      await storeLanguage(page, language);
      await makePacket(page, language);

      const date = page.getByLabel(t(language, 'pack:result.reminder.date'));
      await expect(date).not.toHaveValue('');
      const add = page.getByRole('button', { name: t(language, 'pack:result.reminder.add') });
      await date.fill('');
      await add.click();
      await expect(page.getByText(t(language, 'pack:result.reminder.dateRequired'))).toBeVisible();
      await expect(date).toBeFocused();
      await date.fill('2020-01-06');
      await add.click();
      await expect(page.getByText(t(language, 'pack:result.reminder.datePassed'))).toBeVisible();
      await expect(page.getByText(t(language, 'pack:result.reminder.added'))).toHaveCount(0);
    });
  }
});
