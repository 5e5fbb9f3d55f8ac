// A screen whose code cannot load (an old tab after a release, or no signal before the service
// worker finished) must show the error screen with a way home, never a blank page.
import { heading1 } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';

// No service worker: the screen's chunk has to come from the network, which this test breaks.
test.use({ serviceWorkers: 'block' });

test('a screen that fails to load shows "Unexpected Application Error!" and leads home', async ({ page, consoleWatch }) => {
  // The browser reports the failed download and React reports the error it caught: both expected.
  consoleWatch.allow(/Failed to load resource|Failed to fetch dynamically imported module|about-page/);
  await page.goto('/');
  await expect(heading1(page)).toHaveText(t('en', 'home.hero.title'));
  await page.route('**/assets/about-page-*.js', (route) => route.abort('failed'));

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('en', 'nav.links.about.title') })
    .click();

  await expect(heading1(page)).toHaveText('Unexpected Application Error!');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: t('en', 'errors.goHome') }).click();
  await expect(page).toHaveURL('/');
  await expect(heading1(page)).toHaveText(t('en', 'home.hero.title'));
});
