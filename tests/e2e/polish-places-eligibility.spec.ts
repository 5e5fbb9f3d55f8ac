// The city guide's and the eligibility checks' wording, on a phone, in English, Spanish and
// Chinese: a place a few steps away, a language with a rare name, a place open all day, a search
// that matches nothing, a place with no phone number on its official page, an emergency that
// offers only emergency actions, and "all no" explained.
import type { Page } from '@playwright/test';
import { ELIGIBILITY_TASKS } from '../../src/content/eligibility';
import { PLACES } from '../../src/content/places';
import { heading1 } from './support/app';
import { beGuest, storeLanguage } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { LANGUAGES, t, type Language } from './support/locales';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const KRIOLU_PLACE = PLACES.find((place) => place.languages.includes('kea'))!;
const ALL_DAY_PLACE = PLACES.find((place) => place.openingHours === '24/7')!;
const NO_PHONE_PLACE = PLACES.find((place) => !place.phone && place.bookingLink)!;
const WALK_IN = ELIGIBILITY_TASKS.find((task) => task.id === 'walk-in')!;
const RECORDS = ELIGIBILITY_TASKS.find((task) => task.id === 'records')!;
const IMMUNIZATION = ELIGIBILITY_TASKS.find((task) => task.id === 'immunization')!;
const CONTENT_KEY: Record<Language, 'en' | 'es' | 'zh' | 'pt' | 'ht'> = { en: 'en', es: 'es', cn: 'zh', pt: 'pt', ht: 'ht' };
const KRIOLU: Record<Language, string> = {
  en: 'Cape Verdean Creole (Kriolu)',
  es: 'criollo caboverdiano (kriolu)',
  cn: '佛得角克里奥尔语（Kriolu）',
  pt: 'crioulo cabo-verdiano (kriolu)',
  ht: 'kreyòl kap-vèdyen (kriolu)',
};
const TENTH: Record<Language, string> = { en: '0.1', es: '0.1', cn: '0.1', pt: '0,1', ht: '0.1' };

async function open(page: Page, language: Language, path: string, title: string) {
  await beGuest(page);
  await storeLanguage(page, language);
  await page.goto(path);
  await expect(heading1(page)).toHaveText(t(language, title), { timeout: 30_000 });
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.describe('standing at a school whose staff speak Kriolu', () => {
      test.use({ permissions: ['geolocation'], geolocation: { latitude: KRIOLU_PLACE.lat, longitude: KRIOLU_PLACE.lng } });

      test('says "less than 0.1 mi", names Kriolu plainly, and offers it in the language filter', async ({ page }) => {
        await open(page, language, '/map?category=school', 'places.title');
        const card = page.getByRole('article', { name: KRIOLU_PLACE.name });
        await expect(card.locator('.place-card__distance')).toHaveText(t(language, 'places:card.awayClose', { miles: TENTH[language] }));
        await expect(card).toContainText(KRIOLU[language]);
        const option = page.getByLabel(t(language, 'places:controls.language')).locator('option[value="kea"]');
        await expect(option).toHaveText(KRIOLU[language].charAt(0).toLocaleUpperCase() + KRIOLU[language].slice(1));

        await card.getByRole('button', { name: t(language, 'places:card.directions') }).click();
        await expect(page.getByText(t(language, 'places:directions.distanceClose', { miles: TENTH[language] }))).toBeVisible();
      });
    });

    test('shows a place open all day as open 24 hours, today and all week', async ({ page }) => {
      await open(page, language, '/map?category=clinic', 'places.title');
      const card = page.getByRole('article', { name: ALL_DAY_PLACE.name });
      await expect(card.locator('.place-card__today')).toContainText(t(language, 'hours:allDay'));
      await expect(card.locator('.place-card__today')).not.toContainText(/12:00|11:59|23:59/);
      await card.locator('.place-card__week summary').click();
      await expect(card.locator('.place-card__week dd')).toHaveText(Array.from({ length: 7 }, () => t(language, 'hours:allDay')));
    });

    test('says how to reach a place whose official page gives no phone number', async ({ page }) => {
      await open(page, language, `/map?category=${NO_PHONE_PLACE.category}`, 'places.title');
      const card = page.getByRole('article', { name: NO_PHONE_PLACE.name });
      await expect(card).toContainText(t(language, 'places:card.noPhoneBooking'));
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
      await expect(card.getByRole('link', { name: t(language, 'places:card.booking') })).toHaveAttribute('href', NO_PHONE_PLACE.bookingLink!);
    });

    test('says which words matched nothing and how to widen the search', async ({ page }) => {
      await open(page, language, '/map', 'places.title');
      await page.getByLabel(t(language, 'places:controls.search')).fill('zzqx');
      await expect(page.getByText(t(language, 'places:list.emptySearch', { search: 'zzqx' }))).toBeVisible();
      await page.getByRole('button', { name: t(language, 'places:list.clearFilters') }).click();
      await expect(page.locator('.city-guide__cards > li')).toHaveCount(PLACES.length);
    });

    test('an emergency result offers only 911 and the emergency rooms', async ({ page }) => {
      await open(page, language, '/eligibility?task=walk-in', 'eligibility.title');
      const questions = page.getByRole('group').filter({ has: page.getByRole('radio') });
      await expect(questions.first()).toBeVisible();
      for (const [index, question] of WALK_IN.questions.entries()) {
        await questions
          .nth(index)
          .getByRole('radio', { name: t(language, question.id === 'urgent' ? 'eligibility:form.no' : 'eligibility:form.yes') })
          .check();
      }
      await page.getByRole('button', { name: t(language, 'eligibility:form.submit') }).click();
      const result = page.getByRole('region', { name: t(language, 'eligibility:result.not-ready') });
      await expect(result.getByText(WALK_IN.results['not-ready'].message[CONTENT_KEY[language]])).toBeVisible();
      await expect(result.getByRole('link', { name: t(language, 'eligibility:result.call911') })).toHaveAttribute('href', 'tel:911');
      await expect(result.getByRole('link', { name: t(language, 'eligibility:result.emergencyRooms') })).toHaveAttribute('href', '/map?category=clinic');
      await expect(result.getByRole('link', { name: t(language, 'eligibility:result.book') })).toHaveCount(0);
      await expect(result.getByRole('button', { name: t(language, 'eligibility:result.print') })).toHaveCount(0);
    });

    for (const [task, status] of [
      [RECORDS, 'likely'],
      [IMMUNIZATION, 'ready'],
    ] as const) {
      test(`explains why "no" to every ${task.id} question still gives ${status}`, async ({ page }) => {
        await open(page, language, `/eligibility?task=${task.id}`, 'eligibility.title');
        const questions = page.getByRole('group').filter({ has: page.getByRole('radio') });
        await expect(questions.first()).toBeVisible();
        for (const question of await questions.all()) await question.getByRole('radio', { name: t(language, 'eligibility:form.no') }).check();
        await page.getByRole('button', { name: t(language, 'eligibility:form.submit') }).click();
        const result = page.getByRole('region', { name: t(language, `eligibility:result.${status}`) });
        await expect(result.getByText(task.results[status].allNoRationale![CONTENT_KEY[language]])).toBeVisible();
      });
    }
  });
}
