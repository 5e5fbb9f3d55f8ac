// Every route of the table in every language: the right heading in the right language,
// <html lang> set for screen readers and hyphenation, no console errors, no axe violations.
import { heading1 } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { beGuest, storeLanguage } from './support/browser-state';
import { expect, sweepTest as test } from './support/fixtures';
import { HTML_LANG, LANGUAGES, t } from './support/locales';
import { ROUTES } from './support/routes';

// The service worker's "ready to work offline" toast appears at a random moment during these
// checks (whenever the install finishes), so the toaster is left out here and checked on its own,
// at a known moment, in pwa.spec.ts.
const TOASTER = '[data-sonner-toaster]';

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    for (const route of ROUTES) {
      test(`${route.path} shows its heading and passes axe`, async ({ page }) => {
        await storeLanguage(page, language);
        if (route.protected) await beGuest(page);
        await page.goto(route.path);

        const heading = heading1(page);
        // A cold first load on two busy cores (the service worker precaching beside it) can take
        // several seconds for the largest screens; the heading is what this checks, not the speed.
        await expect(heading).toHaveText(t(language, route.h1), { timeout: 30_000 });
        await expect(heading).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
        const expectedUrl = new URL(route.landsOn ?? route.path, 'http://x');
        await expect(page).toHaveURL((url) => url.pathname + url.search === expectedUrl.pathname + expectedUrl.search);
        await expectNoAxeViolations(page, { exclude: [TOASTER] });
      });
    }
  });
}
