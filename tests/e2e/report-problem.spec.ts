// "Something wrong here?" end to end, on a phone-sized screen, against a server of
// its own so the test can read the database: a guest's report written with no signal is kept on the
// phone ("saved"), goes by itself when the signal returns ("sent"), and lands in content_reports
// without a user; the open form has no axe violations; and in Spanish the form speaks Spanish.
import type { Page } from '@playwright/test';
import { heading1, waitForServiceWorkerControl } from './support/app';
import { startAccountServer, type AccountServer } from './support/account-server';
import { expectNoAxeViolations } from './support/axe';
import { beGuest, storeLanguage } from './support/browser-state';
import { expect, test as base } from './support/fixtures';
import { t, type Language } from './support/locales';

let server: AccountServer;

// One server for the file's tests (one worker); pages open on it.
const test = base.extend<object, { reportServer: AccountServer }>({
  reportServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      server = await startAccountServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ reportServer }, use) => use(reportServer.url),
});
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const AT_DOOR = '#rights-atDoor';

async function openRights(page: Page, language: Language) {
  await beGuest(page);
  await storeLanguage(page, language);
  await page.goto('/rights');
  await expect(heading1(page)).toHaveText(t(language, 'rights:title'));
}

/** The "Something wrong here?" button of the "at the door" section, opened. */
async function openReportForm(page: Page, language: Language) {
  const section = page.locator(AT_DOOR);
  const opener = section.getByRole('button', { name: t(language, 'report:open') });
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByLabel(t(language, 'report:whatIsWrong'))).toBeFocused();
  return section;
}

const storedReports = async (text: string) =>
  (await server.backend.db.query('select user_id, subject_kind, subject_id, what_is_wrong, contact, language from public.content_reports where what_is_wrong = $1', [text])).rows;

test('a report written with no signal is kept on the phone, then sent when the signal returns', async ({ page, context, consoleWatch }) => {
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  await openRights(page, 'en');
  await waitForServiceWorkerControl(page);

  // setOffline alone does not reach the service worker's own fetches; failing every request does.
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));

  const section = await openReportForm(page, 'en');
  await expect(section.getByRole('form', { name: `Report a problem with ${await section.getByRole('heading', { level: 2 }).innerText()}` })).toBeVisible();
  const text = `The hotline number in this section is out of date (${Date.now()}).`;
  await section.getByLabel(t('en', 'report:whatIsWrong')).fill(text);
  await section.getByLabel(t('en', 'report:contact')).fill('ana@example.org');
  await expect(section.getByText(t('en', 'report:counter', { used: text.length, max: 1000 }))).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: t('en', 'report:send') }).click();
  await expect(section.getByRole('status')).toHaveText(t('en', 'report:savedOnDevice'));
  await expect(section.getByRole('form')).toHaveCount(0);
  expect(await storedReports(text)).toEqual([]);

  await context.unroute('**/*');
  await context.setOffline(false);
  await expect(section.getByRole('status')).toHaveText(t('en', 'report:sent'));
  await expect
    .poll(() => storedReports(text))
    .toEqual([{ user_id: null, subject_kind: 'rights', subject_id: 'atDoor', what_is_wrong: text, contact: 'ana@example.org', language: 'en' }]);
});

test('in Spanish the form speaks Spanish, says what is wrong in Spanish, and has no axe violations', async ({ page }) => {
  await openRights(page, 'es');
  const section = await openReportForm(page, 'es');
  await expect(section.getByLabel(t('es', 'report:contact'))).toBeVisible();
  await expect(section.getByRole('button', { name: t('es', 'report:cancel') })).toBeVisible();
  await section.getByRole('button', { name: t('es', 'report:send') }).click();
  await expect(section.getByText(t('es', 'report:errors.whatIsWrongEmpty'))).toBeVisible();
  await expectNoAxeViolations(page);

  const text = `Falta el número de la línea de ayuda (${Date.now()}).`;
  await section.getByLabel(t('es', 'report:whatIsWrong')).fill(text);
  await section.getByRole('button', { name: t('es', 'report:send') }).click();
  await expect(section.getByRole('status')).toHaveText(t('es', 'report:sent'));
  await expect(section.getByRole('button', { name: t('es', 'report:open') })).toBeFocused();
  expect(await storedReports(text)).toMatchObject([{ user_id: null, language: 'es', contact: null }]);
});
