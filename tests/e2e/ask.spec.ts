// Asking a person, in a real browser against the real local server: a guest's request reaches the
// server with the public key; one made with no signal waits on the phone and goes by itself when
// the connection returns.
import type { Page } from '@playwright/test';
import { heading1, waitForServiceWorkerControl } from './support/app';
import { storeLanguage } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';

async function fillLetterRequest(page: Page, name: string) {
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: t('es', 'requests:fields.name') }).fill(name);
  await form.getByRole('textbox', { name: t('es', 'requests:fields.whatsapp') }).fill('+52 55 1234 5678');
  await form.getByRole('combobox', { name: t('es', 'requests:fields.sender') }).selectOption({ label: t('es', 'requests:senders.masshealth') });
  await form.getByRole('textbox', { name: t('es', 'requests:fields.concern') }).fill('No entiendo si tengo que renovar');
  await form.getByRole('button', { name: t('es', 'requests:submit') }).click();
  return form;
}

test('a guest’s request reaches Pali’s team, and the screen says what happens next', async ({ page }) => {
  await storeLanguage(page, 'es');
  await page.goto('/ask?kind=letter');
  await expect(heading1(page)).toHaveText(t('es', 'ask.title'));
  const form = await fillLetterRequest(page, 'Ana');
  await expect(form.getByRole('status')).toHaveText(t('es', 'requests:sent', { number: '+52 55 1234 5678' }));
  // Sent: nothing is left waiting on the phone.
  expect(await page.evaluate(() => localStorage.getItem('pali.requests-waiting'))).toBeNull();
});

test('with no signal the request waits on the phone, then goes when the signal returns', async ({ page, context, consoleWatch }) => {
  // The request that cannot be sent fails as the network is cut; that is the point of the test.
  consoleWatch.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
  await storeLanguage(page, 'es');
  await page.goto('/ask?kind=letter');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  const form = await fillLetterRequest(page, 'Luis');
  await expect(form.getByRole('status')).toHaveText(t('es', 'requests:savedOnDevice'));
  expect(await page.evaluate(() => localStorage.getItem('pali.requests-waiting'))).toBe('1');

  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pali.requests-waiting'))).toBeNull();
});
