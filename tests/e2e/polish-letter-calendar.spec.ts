// On a phone, in English, Spanish and Chinese: the letter result names "your Pali calendar" to a
// guest, its list of sources opens from a line with an arrow and words that say what it shows, and
// a calendar card in the profile leads with the date and title, its description behind "Details".
import type { Page } from '@playwright/test';
import { EMPTY_LETTER_FORM } from '../../src/core/letters/letter-form';
import { fullAnalysis } from '../../src/features/letter/result-test-data';
import { newPerson, signUp } from './support/account-pages';
import { startAccountServer, type AccountServer } from './support/account-server';
import { beGuest, storeLanguage } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { LANGUAGES, t, type Language } from './support/locales';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SOURCE = 'https://www.mass.gov/orgs/housing-court';
const LANGUAGE_LABEL: Record<Language, string | undefined> = { en: undefined, es: 'Español', cn: '中文', pt: 'Português', ht: 'Kreyòl ayisyen' };

/** A result already on screen, as the tab keeps it across a reload (the letter store's session storage). */
async function showStoredResult(page: Page) {
  const stored = { state: { shown: { analysis: fullAnalysis({ sources: [SOURCE] }), formData: EMPTY_LETTER_FORM, madeAt: new Date().toISOString() } }, version: 0 };
  await page.addInitScript((value) => window.sessionStorage.setItem('pali.letter', value), JSON.stringify(stored));
}

for (const language of LANGUAGES) {
  test(`letter result (${language}): "your Pali calendar" for a guest, and a sources line that says it opens`, async ({ page }) => {
    await beGuest(page);
    await storeLanguage(page, language);
    await showStoredResult(page);
    await page.goto('/letter');
    await expect(page.getByRole('heading', { level: 2, name: t(language, 'letter:result.title') })).toBeVisible();
    await expect(page.getByText(t(language, 'letter:reminder.signIn'))).toBeVisible();

    const summary = page.locator('summary', { hasText: t(language, 'letter:result.sources') });
    await summary.scrollIntoViewIfNeeded();
    await expect(summary).toBeVisible();
    await expect(summary.locator('svg.letter-result__chevron')).toBeVisible();
    const link = page.getByRole('link', { name: new RegExp(SOURCE.replaceAll('.', '\\.')) });
    await expect(link).toBeHidden();
    await summary.click();
    await expect(link).toBeVisible();
    // Opened, the arrow turns to point down.
    await expect(summary.locator('svg')).toHaveCSS('transform', /matrix\(/);
  });
}

test.describe('calendar cards', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let server: AccountServer;
  test.beforeAll(async () => {
    server = await startAccountServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const language of LANGUAGES) {
    test(`profile calendar (${language}): the date and title first, the description behind "Details"`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url, timezoneId: 'America/New_York', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const person = { ...newPerson('Lena'), language: LANGUAGE_LABEL[language] };
      await signUp(page, person);
      await expect(page).toHaveURL(`${server.url}/`);
      const description = 'The court has set a hearing about your tenancy. Bring the papers the letter lists, your photo ID and any rent receipts you have.';
      await server.backend.db.query(
        "insert into public.calendar_events (user_id, title, description, event_date, event_type) select id, 'Housing court deadline', $2, now() + interval '10 days', 'letter_deadline' from auth.users where email = $1",
        [person.email, description],
      );

      await page.goto('/profile?tab=calendar');
      await expect(page.getByRole('heading', { level: 2, name: t(language, 'account:calendar.title') })).toBeVisible();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Housing court deadline' }) });
      await expect(card).toBeVisible();
      const date = await card.locator('time').boundingBox();
      const title = await card.getByRole('heading', { name: 'Housing court deadline' }).boundingBox();
      expect(date!.y).toBeLessThan(title!.y);

      const text = card.getByText(description);
      await expect(text).toBeHidden();
      await card.locator('summary', { hasText: t(language, 'account:calendar.details') }).click();
      await expect(text).toBeVisible();
      await context.close();
    });
  }
});
