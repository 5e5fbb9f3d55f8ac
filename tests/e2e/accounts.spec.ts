// Accounts end to end, in Chromium against a server of its own with a real SMTP server on loopback:
// sign up, edit the profile, work offline and come back, a second device seeing the
// changes, sign-out clearing the device, a password reset by e-mail, and a reminder mailed once,
// to an address confirmed through its link, and a sign-in e-mail changed only through
// the link sent to the new address.
import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { linkInMail, mailsTo } from './support/account-mails';
import { startAccountServer, type AccountServer } from './support/account-server';
import { waitForServiceWorkerControl } from './support/app';
import { deviceRecordCounts, inputsFor, newPerson, openProfileTab, signIn, signInForm, signOutFromMenu, signUp } from './support/account-pages';
import { expect, test as base } from './support/fixtures';

const TIME_ZONE = 'America/New_York';
let server: AccountServer;

// One server for the file's tests (one worker); pages open on it, in Massachusetts time.
const test = base.extend<object, { accountServer: AccountServer }>({
  accountServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      server = await startAccountServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ accountServer }, use) => use(accountServer.url),
});
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: TIME_ZONE });

async function contextAt(browser: Browser) {
  return browser.newContext({ baseURL: server.url, timezoneId: TIME_ZONE });
}

async function userIdOf(email: string): Promise<string> {
  const { rows } = await server.backend.db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
  return rows[0]!.id;
}

test('a person’s changes made offline reach their other device', async ({ browser, page, consoleWatch }) => {
  // Two devices, a sign-up, offline edits and two syncs: under a minute alone, longer on a busy machine.
  test.setTimeout(120_000);
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  const phone = page.context();
  const ana = newPerson('Ana');
  await signUp(page, ana);
  await expect(page.getByText("Account created successfully. You're now logged in!")).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);

  // Something Ana did on another device, already on the server: the next start pulls it in.
  const userId = await userIdOf(ana.email);
  await server.backend.db.query("insert into public.activity_log (user_id, activity_type, activity_description) values ($1, 'Letter Analysis', 'MassHealth renewal')", [userId]);

  await openProfileTab(page, 'Settings');
  await page.getByLabel('Phone').fill('617-555-0142');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await openProfileTab(page, 'Activity');
  await expect(page.getByText('MassHealth renewal')).toBeVisible();

  // Pali has been used on this phone, so it opens with no signal: wait until the service worker
  // holds the whole app (on a busy machine that can outlast the steps above).
  await waitForServiceWorkerControl(page);
  await phone.setOffline(true);
  await openProfileTab(page, 'Calendar');
  await page.getByRole('button', { name: 'Add an appointment' }).click();
  const tomorrow = inputsFor(26, TIME_ZONE);
  await page.getByLabel('What is it?').fill('RMV road test');
  await page.getByLabel('Date').fill(tomorrow.date);
  await page.getByLabel('Time (optional)').fill(tomorrow.time);
  await page.getByRole('button', { name: 'Add to my calendar' }).click();
  await expect(page.getByText('Added to your calendar.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RMV road test' })).toBeVisible();

  await page.getByRole('tab', { name: 'Activity' }).click();
  // The Calendar tab's entry has a Delete button too: take the one in the Activity panel, which
  // on a busy machine may render after the click.
  await page.getByRole('tabpanel', { name: 'Activity' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Activity deleted successfully')).toBeVisible();
  await expect(page.getByText('Offline')).toBeVisible();
  await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
  expect((await server.backend.db.query('select 1 from public.calendar_events where user_id = $1', [userId])).rows).toHaveLength(0);

  await phone.setOffline(false);
  await expect(page.getByText(/changes? waiting to sync/)).toHaveCount(0);
  expect((await server.backend.db.query('select title from public.calendar_events where user_id = $1', [userId])).rows).toEqual([{ title: 'RMV road test' }]);
  expect((await server.backend.db.query('select 1 from public.activity_log where user_id = $1', [userId])).rows).toHaveLength(0);

  const laptop = await contextAt(browser);
  const second = await laptop.newPage();
  await signIn(second, ana.email, ana.password);
  await expect(second.getByText('Signed in successfully')).toBeVisible();
  await openProfileTab(second, 'Calendar');
  await expect(second.getByRole('heading', { name: 'RMV road test' })).toBeVisible();
  await second.getByRole('tab', { name: 'Activity' }).click();
  await expect(second.getByText('No activity found. Try adjusting your filters or start using services.')).toBeVisible();
  await second.getByRole('tab', { name: 'Settings' }).click();
  await expect(second.getByLabel('Phone')).toHaveValue('617-555-0142');
  await laptop.close();
});

test('signing out removes the person’s records from the device', async ({ page: tab }) => {
  const bo = newPerson('Bo');
  await signUp(tab, bo);
  await expect(tab.getByText("Account created successfully. You're now logged in!")).toBeVisible();
  await openProfileTab(tab, 'Calendar');
  await tab.getByRole('button', { name: 'Add an appointment' }).click();
  const later = inputsFor(72, TIME_ZONE);
  await tab.getByLabel('What is it?').fill('School registration');
  await tab.getByLabel('Date').fill(later.date);
  await tab.getByRole('button', { name: 'Add to my calendar' }).click();
  await expect(tab.getByText('Added to your calendar.')).toBeVisible();
  await expect.poll(() => deviceRecordCounts(tab)).toMatchObject({ calendar_events: 1, profiles: 1 });

  await signOutFromMenu(tab);
  await expect(tab).toHaveURL(`${server.url}/`);
  await expect(tab.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible();
  expect(await deviceRecordCounts(tab)).toEqual({ profiles: 0, activity_log: 0, calendar_events: 0, ai_conversations: 0, outbox: 0 });
  await tab.goto('/profile');
  await expect(tab).toHaveURL(`${server.url}/auth`);
});

test('a forgotten password is reset through the link in the e-mail', async ({ page, consoleWatch }) => {
  // The old password is tried on purpose at the end: the browser logs the refused request.
  consoleWatch.allow(/status of 400 .*\/auth\/v1\/token\?grant_type=password/);
  const cy = newPerson('Cy');
  await signUp(page, cy);
  await expect(page.getByText("Account created successfully. You're now logged in!")).toBeVisible();
  await signOutFromMenu(page);
  await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible();

  const before = server.smtp.mails.length;
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(cy.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for/)).toBeVisible();
  await server.smtp.waitForMails(before + 1);
  const link = await linkInMail(server.smtp, cy.email, 'reset');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await page.getByLabel('Confirm new password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/profile`);

  await signOutFromMenu(page);
  await signIn(page, cy.email, cy.password);
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect. Check them and try again.');
  await signInForm(page).getByLabel('Password', { exact: true }).fill('a brand new secret');
  await signInForm(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
});

test('an appointment within a day is e-mailed once, in the person’s language, once the address is confirmed', async ({ page }) => {
  const dee = { ...newPerson('Dee'), language: 'Español' };
  await signUp(page, dee);
  await expect(page.getByText(`Enviamos un enlace a ${dee.email} para confirmar su correo.`, { exact: false })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/profile?tab=calendar');
  // Not confirmed yet: no reminder is promised.
  await expect(page.getByText(`Los recordatorios se envían solo a un correo confirmado. Abra el enlace que enviamos a ${dee.email} para confirmarlo.`)).toBeVisible();

  // As Dee would: open the link in the mail.
  await page.goto(await linkInMail(server.smtp, dee.email, 'confirm'));
  await expect(page.getByText('Su correo electrónico está confirmado.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a su calendario' }).click();
  await expect(page.getByText('Los recordatorios se envían solo a un correo confirmado.', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar una cita' }).click();
  const soon = inputsFor(3, TIME_ZONE);
  await page.getByLabel('¿Qué es?').fill('Cita en la clínica');
  await page.getByLabel('Fecha').fill(soon.date);
  await page.getByLabel('Hora (opcional)').fill(soon.time);
  await page.getByRole('button', { name: 'Agregar a mi calendario' }).click();
  await expect(page.getByText('Se agregó a su calendario.')).toBeVisible();

  const run = () =>
    fetch(`${server.url}/functions/v1/send-reminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.backend.keys.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
  const [first, second] = await Promise.all([run(), run()]);
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect((await run()).status).toBe(200);
  const reminders = () => mailsTo(server.smtp, dee.email).filter((mail) => mail.text.includes('Cita en la clínica'));
  await expect.poll(() => reminders().length).toBe(1);
  const [mail] = reminders();
  // A fixed subject: what a person typed never becomes a subject line.
  expect(mail!.subject).toBe('Recordatorio de su calendario de Pali');
  expect(mail!.text).toContain(`${server.url}/profile?tab=calendar`);
});

test('sign-up and sign-in say what went wrong', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of (400|422) .*\/auth\/v1\/(token\?grant_type=password|signup)/);
  const eve = newPerson('Eve');
  await signUp(page, eve);
  await expect(page.getByText("Account created successfully. You're now logged in!")).toBeVisible();
  await signOutFromMenu(page);
  await signUp(page, { ...eve, firstName: 'Other' });
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists. Sign in instead, or reset your password.');
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('First name')).toHaveValue('Other');
  await signIn(page, eve.email, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect. Check them and try again.');
});

test('a person can take their data with them, then delete the account everywhere', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 400 .*\/auth\/v1\/token\?grant_type=password/);
  const fay = newPerson('Fay');
  await signUp(page, fay);
  await expect(page.getByText("Account created successfully. You're now logged in!")).toBeVisible();
  await openProfileTab(page, 'Calendar');
  await page.getByRole('button', { name: 'Add an appointment' }).click();
  const later = inputsFor(48, TIME_ZONE);
  await page.getByLabel('What is it?').fill('Court hearing');
  await page.getByLabel('Date').fill(later.date);
  await page.getByRole('button', { name: 'Add to my calendar' }).click();
  await expect(page.getByText('Added to your calendar.')).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pali-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    profile: { first_name: string };
    calendar_events: Array<{ title: string }>;
  };
  expect(data.profile.first_name).toBe('Fay');
  expect(data.calendar_events.map((event) => event.title)).toEqual(['Court hearing']);

  const userId = await userIdOf(fay.email);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('To confirm, type DELETE or your email address').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  expect((await server.backend.db.query('select 1 from public.calendar_events where user_id = $1', [userId])).rows).toHaveLength(0);
  expect((await server.backend.db.query('select 1 from auth.users where id = $1', [userId])).rows).toHaveLength(0);
  expect(await deviceRecordCounts(page)).toEqual({ profiles: 0, activity_log: 0, calendar_events: 0, ai_conversations: 0, outbox: 0 });
  await signIn(page, fay.email, fay.password);
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect. Check them and try again.');
});

test('a new sign-in e-mail takes effect only through the link sent to it', async ({ page }) => {
  const gus = newPerson('Gus');
  const next = `gus-new-${Date.now()}@example.org`;
  await signUp(page, gus);
  await expect(page.getByText("Account created successfully. You're now logged in!")).toBeVisible();
  await openProfileTab(page, 'Settings');
  const signInEmail = page.getByRole('group', { name: 'Sign-in email' });
  await expect(signInEmail.getByText(`You sign in with ${gus.email}.`)).toBeVisible();
  await signInEmail.getByLabel('New sign-in email').fill(next);
  await signInEmail.getByRole('button', { name: 'Change sign-in email' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${next}. Your sign-in email changes only when you open it.`)).toBeVisible();
  await expect(signInEmail.getByText(`Waiting for confirmation: open the link we sent to ${next}.`, { exact: false })).toBeVisible();
  // Nothing has changed yet, and the old address was told, with no link that changes anything.
  await expect(signInEmail.getByText(`You sign in with ${gus.email}.`)).toBeVisible();
  await expect.poll(() => mailsTo(server.smtp, gus.email).some((mail) => mail.text.includes(next))).toBe(true);
  expect(
    mailsTo(server.smtp, gus.email)
      .filter((mail) => mail.text.includes(next))
      .every((mail) => !mail.text.includes('token_hash')),
  ).toBe(true);

  await page.goto(await linkInMail(server.smtp, next, 'email-change'));
  await expect(page.getByText(`Your sign-in email is now ${next}. Use it the next time you sign in.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('group', { name: 'Sign-in email' }).getByText(`You sign in with ${next}.`)).toBeVisible();
  await expect.poll(() => mailsTo(server.smtp, gus.email).some((mail) => /was changed/.test(mail.subject))).toBe(true);

  await signOutFromMenu(page);
  await signIn(page, next, gus.password);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
});
