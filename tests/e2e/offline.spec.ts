// Pali must open every screen in a waiting room with no signal. After one online visit (the
// service worker precaches the app and English, and keeps the reader's language), the network is
// cut and every route is loaded afresh.
import { languageOfBuiltFile } from '../../src/core/language-files';
import { fromStoredLanguage } from '../../src/core/language';
import { LANGUAGE_NAMES } from '../../src/i18n/languages';
import { precacheFile, readPrecacheList } from '../bench/sizes';
import { heading1, waitForServiceWorkerControl } from './support/app';
import { beGuest } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { HTML_LANG, LANGUAGES, t } from './support/locales';
import { ROUTES } from './support/routes';
import { SiteHeader } from './support/site-header';

// Every language: each has its own strings and content packs, all of which must be kept.
for (const language of LANGUAGES) {
  test(`every route opens offline in ${language} after one visit`, async ({ page, context, consoleWatch }) => {
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

    // English is in every install: a reader can switch to it (and back) with no signal.
    if (language !== 'en') {
      await new SiteHeader(page, language).languageSelect.selectOption('en');
      await expect(heading1(page)).toHaveText(t('en', 'errors.notFound.title'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await new SiteHeader(page, 'en').languageSelect.selectOption(language);
      await expect(heading1(page)).toHaveText(t(language, 'errors.notFound.title'));
    }

    // A language this phone never kept cannot be shown with no signal: the reader is told, in
    // their own language, and nothing changes.
    const never = language === 'es' ? 'pt' : 'es';
    // The browser logs the strings it could not fetch: provoked here on purpose.
    consoleWatch.allow(new RegExp(`^console\\.error: Failed to load resource: .* @ http://[^/]+/assets/${fromStoredLanguage(never)}/`));
    const select = new SiteHeader(page, language).languageSelect;
    await select.selectOption(never);
    await expect(page.getByText(t(language, 'header.languageNotOnPhone', { language: LANGUAGE_NAMES[fromStoredLanguage(never)] }))).toBeVisible();
    await expect(select).toHaveValue(language);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
    await expect(heading1(page)).toHaveText(t(language, 'errors.notFound.title'));
  });
}

test('a language chosen online is kept on the phone by the app itself, and only that one', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await beGuest(page);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // The files the build made for Haitian Creole, as the service worker's own list names them.
  const precache = readPrecacheList(await (await request.get('/sw.js')).text());
  const kreyol = precache.filter((entry) => languageOfBuiltFile(precacheFile(entry.url)) === 'ht');
  expect(kreyol.length).toBeGreaterThan(20);

  await new SiteHeader(page, 'en').languageSelect.selectOption('ht');
  await expect(heading1(page)).toHaveText(t('ht', 'home.hero.title'));
  const keptFiles = (name: string) => page.evaluate(async (cache) => ((await caches.has(cache)) ? (await (await caches.open(cache)).keys()).length : 0), name);
  await expect.poll(() => keptFiles('pali-language-ht'), { timeout: 30_000 }).toBe(kreyol.length);
  // English readers' installs hold no other language; choosing one keeps that one alone.
  for (const other of ['es', 'zh', 'pt']) expect(await keptFiles(`pali-language-${other}`), other).toBe(0);

  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(heading1(page), `${route.path} offline`).toHaveText(t('ht', route.h1));
  }
});
