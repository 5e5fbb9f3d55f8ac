// Explain My Letter end to end, in Chromium against the built app: a two-page PDF and a
// phone photo explained on the phone with the network off (pdf.js and tesseract.js from Pali's own
// files, kept by the service worker), the fields the letter fills, the result's badge, quote and
// legal help; then, signed in, the reminder in the Pali calendar, the .ics file, sharing, and the
// analysis reopened from the profile; and the AI path through a model on loopback.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { completion, startFakeModel, type FakeModel } from '../../supabase/tests/support/fake-model';
import { startAccountServer, type AccountServer } from './support/account-server';
import { newPerson, openProfileTab, signUp } from './support/account-pages';
import { waitForServiceWorkerControl } from './support/app';
import { expect, test } from './support/fixtures';
import { waitForOcrFilesKept } from './support/ocr-files-kept';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/letters/${name}`, import.meta.url));
// The day the fixtures' dates are read against (tests/fixtures/letters/expected.ts).
const FIXTURE_TODAY = new Date('2026-11-22T12:00:00-05:00');

const fileInput = (page: Page) => page.getByLabel(/^Photo or PDF of the letter/);
const submit = (page: Page) => page.getByRole('button', { name: 'Explain my letter' });
const resultHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'What your letter says' });

/** Once online: the service worker controls the page and holds the letter reader's files. */
async function readyForNoSignal(page: Page) {
  await waitForServiceWorkerControl(page);
  await waitForOcrFilesKept(page);
}

/** The start of a PNG that says it is width × height pixels: enough for a reader to refuse it unread. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), header, Buffer.alloc(4)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk, Buffer.alloc(64)]);
}

async function fillPerson(page: Page, { details = true } = {}) {
  if (details) {
    await page.getByLabel(/^First name/).fill('Andrés');
    await page.getByLabel(/^Last name/).fill('Rojas');
    await page.getByLabel(/^Phone/).fill('(508) 555-0199');
    await page.getByLabel(/^Email/).fill('andres@example.org');
  }
  await page.getByLabel(/^What worries you most/).fill('What do I have to do, and by when?');
}

test.describe('Explain My Letter on the phone, with no signal', () => {
  // The first visit downloads the letter reader's files (about 7 MB) before the network goes off.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page, consoleWatch }) => {
    consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
    await page.clock.setFixedTime(FIXTURE_TODAY);
    await page.goto('/letter');
    await readyForNoSignal(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Explain My Letter' })).toBeVisible();
  });

  test('a two-page PDF: the letter fills the form, and the result quotes its deadline', async ({ page }) => {
    await fileInput(page).setInputFiles(fixture('uscis-rfe.en.pdf'));
    await expect(page.getByText('Chosen: uscis-rfe.en.pdf')).toBeVisible();
    await expect(page.getByLabel(/^Who sent the letter/)).toHaveValue('uscis', { timeout: 30_000 });
    await expect(page.getByLabel(/^Deadline/)).toHaveValue('2027-02-09');
    await expect(page.getByText(/^Found in your letter: “.*February 9, 2027/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /With AI/ })).toBeDisabled();
    await fillPerson(page);
    await submit(page).click();

    await expect(resultHeading(page)).toBeVisible();
    await expect(page.getByText('Letter analyzed successfully!')).toBeVisible();
    await expect(page.getByText('Explained on this phone')).toBeVisible();
    const badge = page.getByText('Due in 79 days');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveClass(/due-badge--secondary/);
    await expect(page.getByText('Deadline: February 9, 2027')).toBeVisible();
    await expect(page.getByText(/^From your letter: “.*February 9, 2027/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get legal help now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find legal help near you' })).toHaveAttribute('href', '/map?category=legal');
    await expect(page.locator('.letter-result__list').last()).toContainText('English translation');
    await expect(page.getByText('Privacy: your letter was read on this phone. It was not uploaded anywhere.')).toBeVisible();
  });

  test('a phone photo: its words are read on the phone, and the court date found', async ({ page }) => {
    await fileInput(page).setInputFiles(fixture('court-summons.en.jpg'));
    await expect(page.getByText('Chosen: court-summons.en.jpg')).toBeVisible();
    await expect(page.getByLabel(/^Who sent the letter/)).toHaveValue('court', { timeout: 90_000 });
    await expect(page.getByLabel(/^Deadline/)).toHaveValue('2026-12-15');
    await expect(page.getByLabel(/^Date on the letter/)).toHaveValue('2026-11-18');
    await fillPerson(page);
    await submit(page).click();

    await expect(resultHeading(page)).toBeVisible();
    const badge = page.getByText('Due in 23 days');
    await expect(badge).toHaveClass(/due-badge--secondary/);
    await expect(page.getByRole('heading', { name: 'Get legal help now' })).toBeVisible();
    await expect(page.locator('.letter-result__list').last()).toContainText(/photo ID/i);
  });

  test('a wrong, empty, damaged or giant file is refused in the reader’s words, and nothing typed is lost', async ({ page }) => {
    await page.getByLabel(/^First name/).fill('Andrés');
    await fileInput(page).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('This is not a PDF at all.') });
    await expect(page.getByRole('alert')).toHaveText('Please upload an image (JPG, PNG, WEBP) or PDF file');
    await fileInput(page).setInputFiles({ name: 'letter.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
    await expect(page.getByRole('alert')).toHaveText('This file is empty. Please choose your letter again.');
    await fileInput(page).setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> broken beyond repair') });
    await expect(page.getByRole('alert')).toHaveText('This PDF is damaged and cannot be opened. Please choose another copy, or take a photo of the letter.', { timeout: 30_000 });
    await fileInput(page).setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: pngHeader(20_000, 20_000) });
    await expect(page.getByRole('alert')).toHaveText('This image is too large to read. Please take a new photo or choose a smaller image.', { timeout: 30_000 });
    await expect(page.getByLabel(/^First name/)).toHaveValue('Andrés');
    await expect(submit(page)).toBeDisabled();
  });
});

test.describe('Explain My Letter, signed in', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let server: AccountServer;
  let model: FakeModel;

  test.beforeAll(async () => {
    model = await startFakeModel();
    server = await startAccountServer({ env: { AI_BASE_URL: model.url, AI_API_KEY: 'sk-e2e', AI_MODEL: 'test-vision' } });
  });
  test.afterAll(async () => {
    await server?.close();
    await model?.close();
  });
  test.use({ timezoneId: 'America/New_York' });

  test('the reminder, the calendar file, sharing, and the analysis reopened from the profile', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, timezoneId: 'America/New_York', permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const person = newPerson('Andres');
    await signUp(page, person);
    await expect(page).toHaveURL(`${server.url}/`);
    await page.goto('/letter');
    await expect(page.getByText('Your details were filled in from your profile.')).toBeVisible();
    await expect(page.getByLabel(/^Last name/)).toHaveValue(person.lastName);
    await expect(page.getByText(/2 of 2 free AI explanations left this month/)).toBeVisible();

    await fileInput(page).setInputFiles(fixture('rmv-road-test.en.pdf'));
    await expect(page.getByLabel(/^Deadline/)).toHaveValue('2026-12-11', { timeout: 30_000 });
    await page.getByLabel(/^Phone/).fill('(617) 555-0142');
    await fillPerson(page, { details: false });
    await submit(page).click();
    await expect(resultHeading(page)).toBeVisible();
    expect(model.calls).toHaveLength(0);

    // The Pali calendar: a letter_deadline event on the deadline.
    await page.getByRole('button', { name: 'Save to my Pali calendar' }).click();
    await expect(page.getByText('Reminder saved to your Pali calendar!')).toBeVisible();
    const { rows } = await server.backend.db.query<{ title: string; event_type: string; day: string }>(
      "select title, event_type, to_char(event_date at time zone 'America/New_York', 'YYYY-MM-DD') as day from public.calendar_events where user_id = (select id from auth.users where email = $1)",
      [person.email],
    );
    expect(rows).toEqual([{ title: 'Letter deadline: Registry of Motor Vehicles', event_type: 'letter_deadline', day: '2026-12-11' }]);

    // Apple Calendar: an all-day event on the deadline, with a reminder the day before.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Apple Calendar', exact: true }).click();
    const ics = await readFile((await (await download).path())!, 'utf8');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261211');
    expect(ics).toContain('SUMMARY:Letter deadline: Registry of Motor Vehicles');
    await expect(page.getByText('Calendar file downloaded!')).toBeVisible();

    // Google Calendar opens in a new tab, filled in.
    await context.route('https://calendar.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Google Calendar</title>' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Google Calendar', exact: true }).click();
    const google = new URL((await popup).url());
    expect(google.searchParams.get('dates')).toBe('20261211/20261212');
    await expect(page.getByText('Opening Google Calendar...')).toBeVisible();

    // Share: no share sheet on this browser, so the clipboard.
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Analysis copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Deadline: December 11, 2026');

    // The analysis is in the history, and opens again from the profile.
    await page.goto('/profile');
    await openProfileTab(page, 'Activity');
    await page.getByRole('button', { name: 'Click to view analysis' }).first().click();
    await expect(page).toHaveURL(/\/letter$/);
    await expect(resultHeading(page)).toBeVisible();
    await expect(page.getByText('Deadline: December 11, 2026')).toBeVisible();
    await context.close();
  });

  test('the device’s share sheet, where there is one', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data) });
    });
    await page.goto('/letter');
    await fileInput(page).setInputFiles(fixture('masshealth-renewal.es.pdf'));
    await expect(page.getByLabel(/^Who sent the letter/)).toHaveValue('masshealth', { timeout: 30_000 });
    await fillPerson(page);
    await submit(page).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Shared successfully!')).toBeVisible();
    const shared = (await page.evaluate(() => (window as unknown as { shared: Array<{ title: string; text: string }> }).shared))[0]!;
    expect(shared.title).toBe('My letter, explained by Pali');
    expect(shared.text).toContain('From: MassHealth');
    await context.close();
  });

  test('with AI: the letter is uploaded, the model explains it, and the free tier counts down', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, timezoneId: 'America/New_York' });
    const page = await context.newPage();
    model.answer({
      body: completion(
        JSON.stringify({
          letterText: '',
          summary: 'Your road test is booked. Bring your permit and a licensed sponsor.',
          actionItems: ['Arrive 15 minutes early.'],
          urgencyLevel: 'medium',
          requiresInPersonVisit: true,
          documentsNeeded: ['Learner’s permit'],
          additionalNotes: '',
          sender: 'rmv',
          kind: 'rmv-road-test',
          deadline: { date: '2026-12-11', quote: 'December 11, 2026' },
          keyDates: [],
        }),
      ),
    });
    await signUp(page, newPerson('Lucia'));
    await expect(page).toHaveURL(`${server.url}/`);
    await page.goto('/letter');
    await expect(page.getByText(/2 of 2 free AI explanations left this month/)).toBeVisible();
    await page.getByRole('radio', { name: /With AI/ }).check();
    await fileInput(page).setInputFiles(fixture('rmv-road-test.en.pdf'));
    await expect(page.getByLabel(/^Deadline/)).toHaveValue('2026-12-11', { timeout: 30_000 });
    await page.getByLabel(/^Phone/).fill('(617) 555-0142');
    await fillPerson(page, { details: false });
    await submit(page).click();
    await expect(page.getByText('Explained by AI')).toBeVisible();
    await expect(page.getByText('Your road test is booked. Bring your permit and a licensed sponsor.')).toBeVisible();
    await expect(page.getByText(/uploaded to your own private folder/)).toBeVisible();
    expect(model.calls).toHaveLength(1);
    expect(JSON.stringify(model.calls[0]!.body.messages)).toContain('road test');

    await page.getByRole('button', { name: 'Analyze Another Letter' }).click();
    await expect(page.getByText(/1 of 2 free AI explanations left this month/)).toBeVisible();
    await context.close();
  });
});
