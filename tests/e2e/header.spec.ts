// Header and footer (spec section 2). Desktop: hover menus with a short open delay, click and
// keyboard too. Small screens: a drawer in a modal <dialog>. Footer: disclaimer and copyright.
import { heading1 } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';
import { SiteHeader } from './support/site-header';

interface MenuTiming {
  enter?: number;
  open?: number;
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hovering "Essentials" opens its menu after a short delay; moving away closes it', async ({ page }) => {
    await page.goto('/rights');
    const header = new SiteHeader(page);
    const trigger = header.menuTrigger('essentials');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // The delay is measured inside the page (pointer arrival to menu open), so a slow test runner
    // cannot blur it.
    await trigger.evaluate((element) => {
      const marks: MenuTiming = {};
      (window as unknown as { menuTiming: MenuTiming }).menuTiming = marks;
      element.addEventListener('pointermove', () => (marks.enter ??= performance.now()));
      new MutationObserver(() => {
        if (element.getAttribute('aria-expanded') === 'true') marks.open ??= performance.now();
      }).observe(element, { attributes: true });
    });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(header.menuLink('letter')).toBeVisible();
    const { enter, open } = await page.evaluate(() => (window as unknown as { menuTiming: MenuTiming }).menuTiming);
    expect(enter).toBeDefined();
    const delay = open! - enter!;
    expect(delay).toBeGreaterThanOrEqual(100);
    expect(delay).toBeLessThan(1000);

    await page.mouse.move(640, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(header.menuLink('letter')).toBeHidden();
  });

  test('clicking "Essentials" opens its menu, clicking again closes it', async ({ page }) => {
    await page.goto('/rights');
    const header = new SiteHeader(page);
    const trigger = header.menuTrigger('essentials');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(header.menuLink('helpHub')).toBeVisible();
    // The pointer is still on the trigger, so only the click can close it (hover alone would not).
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Tab to the trigger, Enter opens, ArrowDown enters the menu, Escape closes', async ({ page }) => {
    await page.goto('/rights');
    await expect(heading1(page)).toBeVisible();
    const header = new SiteHeader(page);
    const trigger = header.menuTrigger('essentials');
    // Skip link, logo, then the first menu trigger.
    for (let presses = 0; presses < 5 && !(await trigger.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(header.menuLink('helpHub')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(header.menuLink('helpHub')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a menu link navigates and the menu closes', async ({ page }) => {
    await page.goto('/rights');
    const header = new SiteHeader(page);
    await header.menuTrigger('services').click();
    await header.menuLink('banking').click();
    await expect(page).toHaveURL('/services/banking');
    await expect(heading1(page)).toHaveText(t('en', 'coming-soon:banking.title'));
    await expect(header.menuTrigger('services')).toHaveAttribute('aria-expanded', 'false');
  });

  test('the drawer button is not shown on wide screens', async ({ page }) => {
    await page.goto('/rights');
    await expect(heading1(page)).toBeVisible();
    await expect(new SiteHeader(page).menuButton).toBeHidden();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu button opens the drawer dialog; Escape closes it', async ({ page }) => {
    await page.goto('/rights');
    const header = new SiteHeader(page);
    await expect(header.menuTrigger('essentials')).toHaveCount(0);
    await header.menuButton.click();
    await expect(header.drawer).toBeVisible();
    expect(await header.drawer.evaluate((dialog) => dialog.tagName === 'DIALOG' && (dialog as HTMLDialogElement).open)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(header.drawer).toBeHidden();
    await expect(header.menuButton).toBeFocused();
  });

  test('tapping a drawer link navigates and closes the drawer', async ({ page }) => {
    await page.goto('/rights');
    const header = new SiteHeader(page);
    await header.menuButton.tap();
    await expect(header.drawer).toBeVisible();
    await header.drawer.getByRole('link', { name: t('en', 'nav.links.letter.title'), exact: true }).tap();
    await expect(page).toHaveURL('/letter');
    await expect(heading1(page)).toHaveText(t('en', 'letter.title'));
    await expect(header.drawer).toBeHidden();
  });
});

test('the footer shows the disclaimer and the copyright with the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(t('en', 'footer.disclaimer'));
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(footer).toContainText(t('en', 'footer.copyright', { year }));
});
