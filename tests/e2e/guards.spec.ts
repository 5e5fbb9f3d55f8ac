// Route guards (spec section 2 and 4): protected screens need a session or the guest flag; the
// sign-in prompt returns people to where they were going, but only ever to a path on this site.
import { heading1 } from './support/app';
import { beGuest } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';

const PROTECTED = [
  { path: '/map', h1: 'places.title' },
  { path: '/help-hub', h1: 'help-hub:title' },
  { path: '/appointment', h1: 'appointments.title' },
];

/** The prompt's URL for a protected path, exactly as the guard writes it. */
function promptFor(from: string) {
  return (url: URL) => url.pathname === '/signinprompt' && url.searchParams.get('from') === from;
}

for (const { path } of PROTECTED) {
  test(`${path} without the guest flag goes to the sign-in prompt, replacing the history entry`, async ({ page }) => {
    await page.goto('/rights');
    await expect(heading1(page)).toHaveText(t('en', 'rights.title'));
    await page.goto(path);
    await expect(page).toHaveURL(promptFor(path));
    await expect(heading1(page)).toHaveText(t('en', 'sign-in-prompt:title'));

    await page.goBack();
    await expect(page).toHaveURL('/rights');
    await expect(heading1(page)).toHaveText(t('en', 'rights.title'));
  });
}

test('following an in-app link to a protected screen: Back skips the guarded URL', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: t('en', 'home.essentials.cards.map.action') }).click();
  await expect(page).toHaveURL(promptFor('/map'));
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(heading1(page)).toHaveText(t('en', 'home.hero.title'));
});

test('"Continue as Guest" returns to `from`, query included, and lets later visits through', async ({ page }) => {
  await page.goto('/map?category=legal');
  await expect(page).toHaveURL(promptFor('/map?category=legal'));
  await page.getByRole('button', { name: t('en', 'sign-in-prompt:guest.action') }).click();

  await expect(page).toHaveURL('/map?category=legal');
  await expect(heading1(page)).toHaveText(t('en', 'places.title'));
  expect(await page.evaluate(() => sessionStorage.getItem('pali.guest'))).toBe('true');

  // The flag lasts for the tab's session: full page loads of other protected screens go straight in.
  for (const { path, h1 } of PROTECTED) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(heading1(page)).toHaveText(t('en', h1));
  }
});

test('"Create an Account" keeps the return path for this session and goes to /auth', async ({ page }) => {
  await page.goto('/appointment?office=rmv');
  await expect(page).toHaveURL(promptFor('/appointment?office=rmv'));
  await page.getByRole('button', { name: t('en', 'sign-in-prompt:account.action') }).click();

  await expect(page).toHaveURL('/auth');
  await expect(heading1(page)).toHaveText(t('en', 'auth.title'));
  expect(await page.evaluate(() => sessionStorage.getItem('pali.returnPath'))).toBe('/appointment?office=rmv');
  expect(await page.evaluate(() => sessionStorage.getItem('pali.guest'))).toBeNull();
});

test('a guest flag set earlier in the tab lets a protected screen open directly', async ({ page }) => {
  await beGuest(page);
  await page.goto('/help-hub');
  await expect(page).toHaveURL('/help-hub');
  await expect(heading1(page)).toHaveText(t('en', 'help-hub:title'));
});

const UNSAFE_FROM = ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'];

for (const from of UNSAFE_FROM) {
  test(`an unsafe from=${from} is ignored: never stored, and the prompt sends people home`, async ({ page }) => {
    await page.goto(`/signinprompt?from=${encodeURIComponent(from)}`);
    await page.getByRole('button', { name: t('en', 'sign-in-prompt:account.action') }).click();
    await expect(page).toHaveURL('/auth');
    expect(await page.evaluate(() => sessionStorage.getItem('pali.returnPath'))).toBe('/');

    await page.goBack();
    await page.getByRole('button', { name: t('en', 'sign-in-prompt:guest.action') }).click();
    await expect(page).toHaveURL('/');
    await expect(heading1(page)).toHaveText(t('en', 'home.hero.title'));
  });
}

test('/profile when signed out goes to /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth');
  await expect(heading1(page)).toHaveText(t('en', 'auth.title'));
});
