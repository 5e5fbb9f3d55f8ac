// Home (spec section 2): hero actions, the #essentials and #services sections, the service cards.
import { heading1 } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';

test('"Try" scrolls to the essentials and moves focus to their heading', async ({ page }) => {
  await page.goto('/');
  const essentials = page.locator('#essentials');
  await expect(essentials).not.toBeInViewport();

  await page.getByRole('button', { name: t('en', 'home.hero.try'), exact: true }).click();
  await expect(essentials).toBeInViewport();
  await expect(essentials.getByRole('heading', { level: 2, name: t('en', 'home.essentials.title') })).toBeFocused();
  await expect(page).toHaveURL('/');
});

for (const [section, title] of [
  ['services', 'home.services.title'],
  ['essentials', 'home.essentials.title'],
] as const) {
  test(`/#${section} scrolls to that section, then clears the hash and stays there`, async ({ page }) => {
    await page.goto(`/#${section}`);
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.href.includes('#'));
    // Checked after the hash is gone: clearing it must not send the page back to the top.
    await expect(page.locator(`#${section}`)).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: t('en', title) })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
}

test('the three partner service cards carry the referral disclosure; the "more" card does not', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('#services').getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const disclosure = t('en', 'home.services.disclosure');
  for (const key of ['legal', 'banking', 'remit']) {
    const card = cards.filter({ has: page.getByRole('heading', { name: t('en', `home.services.cards.${key}.title`) }) });
    await expect(card.getByText(disclosure, { exact: true }), key).toBeVisible();
  }
  const more = cards.filter({ has: page.getByRole('heading', { name: t('en', 'home.services.cards.more.title') }) });
  await expect(more).toHaveCount(1);
  await expect(more.getByText(disclosure)).toHaveCount(0);
  await expect(page.locator('#services').getByText(disclosure)).toHaveCount(3);
});

test('"Learn More" goes to /about', async ({ page }) => {
  await page.goto('/');
  // Its accessible name goes on with context for screen readers ("Learn More about Pali").
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${t('en', 'home.hero.learnMore')}`) })
    .click();
  await expect(page).toHaveURL('/about');
  await expect(heading1(page)).toHaveText(t('en', 'about:title'));
});
