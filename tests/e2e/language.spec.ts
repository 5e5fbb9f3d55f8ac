// Language (en, es, cn, pt, ht): the header selector switches at once and is remembered; a first
// visit follows the browser's language; a damaged stored value never breaks start-up.
import type { Page } from '@playwright/test';
import { heading1 } from './support/app';
import { storeLanguage } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { HTML_LANG, t, type Language } from './support/locales';
import { SiteHeader } from './support/site-header';

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('pali.language'));

for (const language of ['es', 'cn', 'pt', 'ht'] as const satisfies Language[]) {
  test(`choosing ${language} in the header switches at once and survives a reload`, async ({ page }) => {
    await page.goto('/');
    await expect(heading1(page)).toHaveText(t('en', 'home.hero.title'));

    await new SiteHeader(page, 'en').languageSelect.selectOption(language);
    await expect(heading1(page)).toHaveText(t(language, 'home.hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
    // The rest of the page follows too, not just the screen: the footer is part of the layout.
    await expect(page.getByRole('contentinfo')).toContainText(t(language, 'footer.disclaimer'));
    expect(await storedLanguage(page)).toBe(language);

    await page.reload();
    await expect(heading1(page)).toHaveText(t(language, 'home.hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
    await expect(new SiteHeader(page, language).languageSelect).toHaveValue(language);
  });
}

for (const [browser, language] of [
  ['pt-BR', 'pt'],
  ['ht-HT', 'ht'],
] as const) {
  test.describe(`a first visit with the browser in ${browser}`, () => {
    test.use({ locale: browser });

    test(`opens in ${language}`, async ({ page }) => {
      await page.goto('/rights');
      await expect(heading1(page)).toHaveText(t(language, 'rights.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
    });
  });
}

test.describe('a first visit with the browser in es-MX', () => {
  test.use({ locale: 'es-MX' });

  test('opens in Spanish', async ({ page }) => {
    await page.goto('/rights');
    await expect(heading1(page)).toHaveText(t('es', 'rights.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  for (const corrupt of ['xx', '{', '']) {
    test(`a stored value of ${JSON.stringify(corrupt)} falls back to Spanish without errors`, async ({ page }) => {
      await storeLanguage(page, corrupt);
      await page.goto('/');
      await expect(heading1(page)).toHaveText(t('es', 'home.hero.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  }

  test('a stored choice beats the browser language', async ({ page }) => {
    await storeLanguage(page, 'cn');
    await page.goto('/');
    await expect(heading1(page)).toHaveText(t('cn', 'home.hero.title'));
  });
});

test.describe('a first visit with the browser in zh-CN', () => {
  test.use({ locale: 'zh-CN' });

  test('opens in Simplified Chinese', async ({ page }) => {
    await page.goto('/rights');
    await expect(heading1(page)).toHaveText(t('cn', 'rights.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  });
});

test.describe('a browser in a language Pali does not speak (fr-FR)', () => {
  test.use({ locale: 'fr-FR' });

  test('with a corrupt stored value falls back to English without errors', async ({ page }) => {
    await storeLanguage(page, '{"language":');
    await page.goto('/');
    await expect(heading1(page)).toHaveText(t('en', 'home.hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
