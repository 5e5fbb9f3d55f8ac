// Unknown addresses: the app shows its 404 screen for unknown routes, while the server answers a
// real 404 for files that do not exist (a missing script must never come back as index.html).
import { heading1 } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';

test('an unknown path shows "Oops! Page not found" with a working link home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  // This English text is fixed, so it is checked word for word as well as against the file.
  await expect(heading1(page)).toHaveText('Oops! Page not found');
  await expect(heading1(page)).toHaveText(t('en', 'errors.notFound.title'));
  await expect(page).toHaveTitle(`${t('en', 'errors.notFound.title')} · Pali`);

  await page
    .getByRole('main')
    .getByRole('link', { name: t('en', 'errors.goHome') })
    .click();
  await expect(page).toHaveURL('/');
  await expect(heading1(page)).toHaveText(t('en', 'home.hero.title'));
});

test('a missing file is an HTTP 404, not the app', async ({ request }) => {
  for (const path of ['/assets/nope.js', '/assets/nope.css', '/icons/nope.png', '/nope.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root">');
  }
});

test('a client route is served index.html with 200', async ({ request }) => {
  const index = await (await request.get('/')).text();
  for (const path of ['/some/client/route', '/letter', '/services/legal']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(await response.text(), path).toBe(index);
  }
  expect(index).toContain('<div id="root"></div>');
});
