// Pali must open every screen in a waiting room with no signal. After one online visit (the
// service worker precaches everything), the network is cut and every route is loaded afresh.
import { heading1, waitForServiceWorkerControl } from './support/app';
import { beGuest } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { HTML_LANG, LANGUAGES, t } from './support/locales';
import { ROUTES } from './support/routes';
import { SiteHeader } from './support/site-header';

// Every language: each has its own strings and content packs, all of which must be in the precache.
for (const language of LANGUAGES) {
  test(`every route opens offline in ${language} after one visit`, async ({ page, context }) => {
    // Twenty-odd full page loads in a row: on a busy 2-core machine that alone nears the default 30 s.
    test.setTimeout(90_000);
    await beGuest(page);
    await page.goto('/');
    // Chosen the way a reader does (not an init script, which would re-apply it on every load).
    if (language !== 'en') await new SiteHeader(page, 'en').languageSelect.selectOption(language);
    await expect(heading1(page)).toHaveText(t(language, 'home.hero.title'));
    await waitForServiceWorkerControl(page);

    // setOffline alone does not reach the service worker's own fetches in Chromium, so a file
    // missing from the precache would quietly come from the network; failing every request does.
    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));

    for (const route of ROUTES) {
      await page.goto(route.path);
      // Generous: /map (the largest screen) once took over 5 s here while the other worker ran axe.
      await expect(heading1(page), `${route.path} offline`).toHaveText(t(language, route.h1));
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
    }

    // Spanish was never loaded online in this test: its strings must come from the precache too.
    await new SiteHeader(page, language).languageSelect.selectOption('es');
    await expect(heading1(page)).toHaveText(t('es', 'errors.notFound.title'));
    await page.reload();
    await expect(heading1(page)).toHaveText(t('es', 'errors.notFound.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
}
