// Rights and Safety (/rights) in a real browser: Quick Exit leaves no way Back, the wallet card is a
// real PDF and picture in the page's language (online and with no signal), and the page is usable
// by keyboard and screen reader in all three languages.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { pdfText } from '../setup/pdf-text';
import { EMERGENCY_CONTACTS, RIGHTS_SECTIONS } from '../../src/content/rights';
import { heading1, waitForServiceWorkerControl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { beGuest, storeLanguage } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { offerInstall, timesPrompted } from './support/install-offer';
import { LANGUAGES, t, type Language } from './support/locales';

const WEATHER = 'https://www.weather.gov/';

/** The weather page Quick Exit opens; the test machines have no outside network, so it is served here. */
async function serveWeatherPage(page: Page): Promise<void> {
  await page.context().route(`${WEATHER}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Forecast</h1>' }));
}

/** Home first, then /rights, as a person arrives: Back from the weather page must not return to /rights. */
async function arriveAtRights(page: Page, language: Language = 'en') {
  await storeLanguage(page, language);
  await page.goto('/');
  await page.goto('/rights');
  await expect(heading1(page)).toHaveText(t(language, 'rights:title'));
}

async function downloadedBytes(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile((await download.path())!));
}

test.describe('Quick Exit', () => {
  test('the button leaves for the weather page, and Back skips /rights', async ({ page }) => {
    await serveWeatherPage(page);
    await arriveAtRights(page);
    await page.getByRole('button', { name: t('en', 'rights:quickExit.button') }).click();
    await expect(page).toHaveURL(WEATHER);
    await expect(page.getByRole('heading', { name: 'Forecast' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(heading1(page)).toHaveText(t('en', 'home.hero.title'));
  });

  test('Escape three times does the same; twice does nothing', async ({ page }) => {
    await serveWeatherPage(page);
    await arriveAtRights(page, 'es');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(heading1(page)).toHaveText(t('es', 'rights:title'));
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(WEATHER);
    await page.goBack();
    await expect(heading1(page)).toHaveText(t('es', 'home.hero.title'));
  });
});

test.describe('the wallet card', () => {
  test('the PDF states the key rights and numbers in the page’s language, Chinese included', async ({ page }) => {
    await arriveAtRights(page, 'es');
    const spanish = page.waitForEvent('download');
    await page.getByRole('button', { name: t('es', 'rights:walletCard.pdf') }).click();
    const spanishCard = await spanish;
    expect(spanishCard.suggestedFilename()).toBe('pali-wallet-card-es.pdf');
    const spanishText = await pdfText(await downloadedBytes(spanishCard));
    expect(spanishText).toContain(t('es', 'rights:walletCard.card.rights.silent'));
    expect(spanishText).toContain('911');
    expect(spanishText).toContain('988');
    await expect(page.getByText(t('es', 'rights:walletCard.ready', { file: 'pali-wallet-card-es.pdf' }))).toBeVisible();

    // The page's own language switch changes the card's language, not the rest of the app.
    await page
      .getByRole('group', { name: t('es', 'rights:language.label') })
      .getByRole('button', { name: '中文' })
      .click();
    await expect(heading1(page)).toHaveText(t('cn', 'rights:title'));
    const chinese = page.waitForEvent('download');
    await page.getByRole('button', { name: t('cn', 'rights:walletCard.pdf') }).click();
    const chineseCard = await chinese;
    expect(chineseCard.suggestedFilename()).toBe('pali-wallet-card-zh.pdf');
    const chineseText = (await pdfText(await downloadedBytes(chineseCard))).replace(/ /g, '');
    expect(chineseText).toContain(t('cn', 'rights:walletCard.card.rights.silent').replace(/ /g, ''));
    expect(chineseText).toContain('911');
  });

  test('the picture is both sides of a bank-card-sized card at print resolution', async ({ page }) => {
    await arriveAtRights(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('en', 'rights:walletCard.png') }).click();
    const png = Buffer.from(await downloadedBytes(await download));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height are the first two big-endian words of the first chunk.
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    // 85.6 mm at 300 dpi is 1011 px, plus a small margin; two sides stacked make it taller than wide.
    expect(width).toBeGreaterThanOrEqual(1011);
    expect(width).toBeLessThan(1200);
    expect(height).toBeGreaterThan(width);
  });

  test('with no signal, /rights opens and the Chinese card is still made', async ({ page, context }) => {
    await beGuest(page);
    await arriveAtRights(page, 'cn');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));

    await page.reload();
    await expect(heading1(page)).toHaveText(t('cn', 'rights:title'));
    await expect(page.getByRole('heading', { name: RIGHTS_SECTIONS[0]!.title.zh })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('cn', 'rights:walletCard.pdf') }).click();
    const text = (await pdfText(await downloadedBytes(await download))).replace(/ /g, '');
    expect(text).toContain(t('cn', 'rights:walletCard.card.rights.door').replace(/ /g, '').slice(0, 6));
  });
});

test('Save to Phone installs where the browser offers it, else says how', async ({ page }) => {
  await arriveAtRights(page);
  const save = page.getByRole('button', { name: t('en', 'rights:saveToPhone.button') });
  await save.click();
  await expect(save).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(t('en', 'rights:saveToPhone.iphone'))).toBeVisible();
  await save.click();
  await expect(page.getByText(t('en', 'rights:saveToPhone.iphone'))).toBeHidden();

  await offerInstall(page);
  await save.click();
  await expect.poll(() => timesPrompted(page)).toBe(1);
  await expect(page.getByText(t('en', 'rights:saveToPhone.installed'))).toBeVisible();
});

test('jump to a section moves the focus there; the contacts filter by type and dial', async ({ page }) => {
  await arriveAtRights(page);
  const housing = RIGHTS_SECTIONS.find((section) => section.id === 'housing')!;
  await page.getByLabel(t('en', 'rights:jump.label')).selectOption({ label: housing.title.en });
  await expect(page.locator(':focus')).toContainText(housing.title.en);
  await expect(page.getByRole('heading', { name: housing.title.en })).toBeInViewport();

  const contacts = page.getByRole('region', { name: t('en', 'rights:contacts.title') });
  const visibleCalls = contacts.getByRole('link', { name: /^Call / });
  await expect(visibleCalls).toHaveCount(EMERGENCY_CONTACTS.length);
  await contacts.getByRole('button', { name: t('en', 'rights:contacts.types.crisis') }).click();
  await expect(visibleCalls).toHaveCount(EMERGENCY_CONTACTS.filter((contact) => contact.type === 'crisis').length);

  const crisis = EMERGENCY_CONTACTS.find((contact) => contact.type === 'crisis')!;
  const call = contacts.getByRole('link', { name: t('en', 'rights:contacts.call', { number: crisis.display }) });
  await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
  // The dialler is the phone's; here the click is stopped before it, and the toast still says whom.
  await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault(), { once: true }));
  await call.click();
  await expect(page.getByText(t('en', 'rights:calling', { label: crisis.label.en }))).toBeVisible();
});

for (const language of LANGUAGES) {
  test(`axe finds nothing on /rights in ${language}`, async ({ page }) => {
    await arriveAtRights(page, language);
    await page.getByRole('button', { name: t(language, 'rights:saveToPhone.button') }).click();
    await expectNoAxeViolations(page);
  });
}
