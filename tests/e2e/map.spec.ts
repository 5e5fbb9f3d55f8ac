// The city guide (/map) in a real browser: the person's location granted and refused through the
// browser's own permission, the category from the link, and the list still working with no signal.
import type { Page } from '@playwright/test';
import { PLACES } from '../../src/content/places';
import { heading1, waitForServiceWorkerControl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { beGuest, storeLanguage } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { LANGUAGES, t, type Language } from './support/locales';

// Lynn's city hall: the nearest places must be Lynn's, whatever order the content is written in.
const IN_LYNN = { latitude: 42.4634, longitude: -70.9495 };
const NAMES_IN_LYNN = new Set(PLACES.filter((place) => place.city === 'lynn').map((place) => place.name));

const cards = (page: Page) => page.locator('.city-guide__cards > li > article');
const cardNames = (page: Page) => cards(page).locator('h3').allTextContents();

/** The miles on each card, as numbers, in list order ("1.2 mi away", "1,2 mi", "1.2 英里"). */
async function milesInOrder(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('.place-card__distance').allTextContents();
  return texts.map((text) => Number(/[\d.,]+/.exec(text)![0].replace(',', '.')));
}

async function openGuide(page: Page, language: Language = 'en', path = '/map') {
  await beGuest(page);
  await storeLanguage(page, language);
  await page.goto(path);
  // A cold first load: on the 2-core CI machine it shares the CPU with the other worker and with the
  // service worker precaching the whole app, and has taken over 15 s there.
  await expect(heading1(page)).toHaveText(t(language, 'places.title'), { timeout: 30_000 });
}

test.describe('with the location allowed', () => {
  test.use({ permissions: ['geolocation'], geolocation: IN_LYNN });

  test('sorts the nearest first, shows distances, and gives directions', async ({ page }) => {
    await openGuide(page);
    await expect(page.getByText(t('en', 'places:toasts.locationGranted'))).toBeVisible();
    await expect(page.getByText(t('en', 'places:list.nearYou'))).toBeVisible();

    const names = await cardNames(page);
    expect(names).toHaveLength(PLACES.length);
    expect(NAMES_IN_LYNN.has(names[0]!), `${names[0]} is in Lynn`).toBe(true);
    const miles = await milesInOrder(page);
    expect(miles).toHaveLength(PLACES.length);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeLessThan(3);

    const first = cards(page).first();
    await expect(first.getByText(t('en', 'places:card.enableLocation'))).toHaveCount(0);
    await first.getByRole('button', { name: t('en', 'places:card.directions') }).click();
    const panel = page.getByRole('region', { name: t('en', 'places:directions.heading', { name: names[0]! }) });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: new RegExp(t('en', 'places:directions.google')) })).toHaveAttribute('href', /google\.com\/maps\/dir\/.*travelmode=transit/);
    await expect(page.getByText(t('en', 'places:toasts.directions'))).toBeVisible();
    await panel.getByRole('button', { name: t('en', 'places:directions.close') }).click();
    await expect(panel).toHaveCount(0);
    await expect(first.getByRole('button', { name: t('en', 'places:card.directions') })).toBeFocused();
  });

  test('a chosen city sorts from the city; Use My Location sorts from the person again', async ({ page }) => {
    await openGuide(page, 'es');
    await expect(page.getByText(t('es', 'places:toasts.locationGranted'))).toBeVisible();
    await page.getByLabel(t('es', 'places:controls.city')).selectOption('springfield');
    await expect(page.getByText(t('es', 'places:list.nearCity', { city: t('es', 'places:cities.springfield') }))).toBeVisible();
    const springfield = new Set(PLACES.filter((place) => place.city === 'springfield').map((place) => place.name));
    const names = await cardNames(page);
    expect(
      names.slice(0, springfield.size).every((name) => springfield.has(name)),
      names.join(', '),
    ).toBe(true);

    await page.getByRole('button', { name: t('es', 'places:controls.useMyLocation') }).click();
    await expect(page.getByText(t('es', 'places:toasts.usingLocation'))).toBeVisible();
    await expect(page.getByLabel(t('es', 'places:controls.city'))).toHaveValue('');
    expect(NAMES_IN_LYNN.has((await cardNames(page))[0]!)).toBe(true);
  });
});

test.describe('with the location refused', () => {
  test.use({ permissions: [] });

  test('says so, keeps the list in content order, and explains the disabled Directions', async ({ page }) => {
    await openGuide(page);
    await expect(page.getByText(t('en', 'places:toasts.locationDenied'))).toBeVisible();
    await expect(page.getByText(t('en', 'places:controls.notLocated'))).toBeVisible();
    await expect(cards(page)).toHaveCount(PLACES.length);
    await expect(cards(page).locator('.place-card__distance')).toHaveCount(0);

    const first = cards(page).first();
    const directions = first.getByRole('button', { name: t('en', 'places:card.directions') });
    await expect(directions).toBeDisabled();
    await expect(directions).toHaveAttribute('title', t('en', 'places:card.enableLocation'));
    await expect(directions).toHaveAccessibleDescription(t('en', 'places:card.enableLocation'));

    // Pressing the button again asks again, and says plainly that it did not work.
    await page.getByRole('button', { name: t('en', 'places:controls.useMyLocation') }).click();
    await expect(page.getByText(t('en', 'places:toasts.locationFailed'))).toBeVisible();
  });
});

test('the category comes from the link, and a chip changes the link', async ({ page }) => {
  await openGuide(page, 'en', '/map?category=legal');
  const chips = page.getByRole('group', { name: t('en', 'places:controls.categories') });
  await expect(chips.getByRole('button', { name: t('en', 'places:categories.legal') })).toHaveAttribute('aria-pressed', 'true');
  const legal = PLACES.filter((place) => place.category === 'legal');
  await expect(cards(page)).toHaveCount(legal.length);
  expect(new Set(await cardNames(page))).toEqual(new Set(legal.map((place) => place.name)));

  await chips.getByRole('button', { name: t('en', 'places:categories.library') }).click();
  await expect(page).toHaveURL(/\/map\?category=library$/);
  await expect(cards(page)).toHaveCount(PLACES.filter((place) => place.category === 'library').length);

  // A category that does not exist shows everything rather than nothing.
  await page.goto('/map?category=nonsense');
  await expect(heading1(page)).toHaveText(t('en', 'places.title'));
  await expect(chips.getByRole('button', { name: t('en', 'places:categories.all') })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(PLACES.length);
});

test('search and language filters, the empty state, and clearing them', async ({ page }) => {
  await openGuide(page);
  // Portuguese: spoken at some places, not all, so the filter visibly narrows the list.
  const speaksPortuguese = PLACES.filter((place) => place.languages.includes('pt'));
  expect(speaksPortuguese.length).toBeGreaterThan(0);
  await page.getByLabel(t('en', 'places:controls.language')).selectOption('pt');
  await expect(cards(page)).toHaveCount(speaksPortuguese.length);
  await page.getByLabel(t('en', 'places:controls.search')).fill('no such place anywhere');
  // The empty list names what matched nothing: the words and the language.
  await expect(page.getByText(t('en', 'places:list.emptySearchLanguage', { search: 'no such place anywhere', language: 'Portuguese' }))).toBeVisible();
  await page.getByRole('button', { name: t('en', 'places:list.clearFilters') }).click();
  await expect(cards(page)).toHaveCount(PLACES.length);
});

test('offline, the list, distances and opening hours still work and the map says it is offline', async ({ page, context }) => {
  await openGuide(page, 'cn');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));

  await page.reload();
  await expect(heading1(page)).toHaveText(t('cn', 'places.title'));
  await expect(page.getByText(t('cn', 'places:map.offline'))).toBeVisible();
  await page.getByLabel(t('cn', 'places:controls.city')).selectOption('worcester');
  await expect(cards(page)).toHaveCount(PLACES.length);
  const miles = await milesInOrder(page);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  // "Hours not confirmed" exactly where a place publishes none; every other card says what it is doing.
  const states = await cards(page).locator('.place-card__state').allTextContents();
  const withoutHours = PLACES.filter((place) => place.openingHours === null).length;
  expect(states.filter((state) => state === t('cn', 'hours:notConfirmed'))).toHaveLength(withoutHours);
});

test('on Thanksgiving an office says it is closed for the holiday, and each card says where its facts come from', async ({ page }) => {
  // Thursday 26 November 2026, 10:00 in Boston.
  await page.clock.setFixedTime(new Date('2026-11-26T15:00:00Z'));
  await openGuide(page, 'es');
  const card = (name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
  const haymarket = card('RMV Boston (Haymarket) Service Center');
  // Its hours are not yet confirmed on Mass.gov, and the badge says that too.
  await expect(haymarket.locator('.place-card__state')).toHaveText(
    t('es', 'hours:unconfirmedStatus', { status: t('es', 'hours:closedHoliday', { holiday: 'Día de Acción de Gracias' }) }),
  );
  await expect(haymarket.locator('.place-card__today')).toContainText('Día de Acción de Gracias');
  // An emergency room keeps no holiday.
  await expect(card('Baystate Medical Center – Emergency Department').locator('.place-card__state')).toContainText(t('es', 'hours:openAllDay'));
  // Every card names its source, and says when it was checked or that nobody has confirmed it yet.
  await expect(cards(page)).toHaveCount(PLACES.length);
  for (const place of PLACES) {
    const line = card(place.name).locator('.provenance-line').first();
    await expect(line).toContainText(new URL(place.source).hostname.replace(/^www\./, ''));
    if (place.lastVerified === null) await expect(line).toContainText(t('es', 'provenance:unconfirmed'));
    else await expect(line).toContainText('Revisado en');
  }
});

test('an emergency room is open at one minute before midnight, in Chinese', async ({ page }) => {
  // 23:59 in Boston on Thursday 26 November 2026.
  await page.clock.setFixedTime(new Date('2026-11-27T04:59:00Z'));
  await openGuide(page, 'cn');
  const er = cards(page).filter({ has: page.getByRole('heading', { name: 'Baystate Medical Center – Emergency Department', exact: true }) });
  await expect(er.locator('.place-card__state')).toContainText(t('cn', 'hours:openAllDay'));
  await expect(er.locator('.place-card__today')).toContainText(t('cn', 'hours:allDay'));
});

for (const language of LANGUAGES) {
  test(`axe finds nothing on /map in ${language}`, async ({ page }) => {
    // axe over 37 cards and a map of markers is slow on two busy cores.
    test.setTimeout(60_000);
    await openGuide(page, language);
    await expect(cards(page)).toHaveCount(PLACES.length);
    await cards(page).first().locator('details summary').click();
    // The tiles are pictures of streets from another origin; they cannot load here, and axe checks
    // our markup, not theirs.
    await expectNoAxeViolations(page, { exclude: ['.leaflet-tile-pane'] });
  });
}
