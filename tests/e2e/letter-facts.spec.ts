// Explain My Letter on a letter of no known kind: a clinic's appointment reminder, read
// on the phone from its PDF. The result still tells the person where and when to go, what the
// letter asks them to bring, and whom to call, and raises no legal-help alarm.
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';

const letter = fileURLToPath(new URL('../fixtures/letters-dev/unknown-clinic-appointment.en.pdf', import.meta.url));

test('a letter of no known kind: the appointment, its list of things to bring and the number to call', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00-05:00'));
  await page.goto('/letter');
  await page.getByLabel(/^Photo or PDF of the letter/).setInputFiles(letter);
  // The letter fills its own date; the sender is no office the form lists.
  await expect(page.getByLabel(/^Date on the letter/)).toHaveValue('2026-11-20', { timeout: 60_000 });
  await page.getByLabel(/^Who sent the letter/).selectOption('notsure');
  await page.getByLabel(/^First name/).fill('Tomas');
  await page.getByLabel(/^Last name/).fill('Villanueva');
  await page.getByLabel(/^Phone/).fill('(617) 555-0199');
  await page.getByLabel(/^Email/).fill('tomas@example.org');
  await page.getByLabel(/^What worries you most/).fill('What do I need to bring?');
  await page.getByRole('button', { name: 'Explain my letter' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'What your letter says' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('HARBORVIEW FAMILY HEALTH CENTER').first()).toBeVisible();
  const appointment = page.getByRole('heading', { name: 'Your appointment' });
  await expect(appointment).toBeVisible();
  await expect(page.getByText(/December 10, 2026 at 3:15/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The letter asks you for' })).toBeVisible();
  await expect(page.getByText('your insurance card (MassHealth or other)').first()).toBeVisible();
  await expect(page.getByText('a photo ID').first()).toBeVisible();
  await expect(page.locator('a[href="tel:+16175550131"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get legal help now' })).toHaveCount(0);
});
