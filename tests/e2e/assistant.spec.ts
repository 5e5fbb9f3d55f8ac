// Pali Assistant end to end, in Chromium against the built app. As a guest, on the
// shared server with no model: the welcome dialog, an answer streamed from Pali's guides with its
// markup turned into links and the urgent service alert leading to the map, the local "find
// services" rule with no call, an answer on the phone with no signal, and a photo of a letter read
// and explained on the phone with no signal (Explain my letter's reader, its files kept). Signed in, on a server
// whose model is an OpenAI-compatible stream on loopback: the reply growing as it streams, a picture
// sent downscaled, the conversations saved, searched, reopened and deleted, and the chat reverting
// on the model's 429 and 402 with the typed question kept.
import { fileURLToPath } from 'node:url';
import { loadImage } from '@napi-rs/canvas';
import type { Page } from '@playwright/test';
import { startFakeModel, type FakeModel } from '../../supabase/tests/support/fake-model';
import { startAccountServer, type AccountServer } from './support/account-server';
import { newPerson, signUp } from './support/account-pages';
import { heading1, waitForServiceWorkerControl } from './support/app';
import { expect, test } from './support/fixtures';
import { waitForOcrFilesKept } from './support/ocr-files-kept';

const photo = fileURLToPath(new URL('../fixtures/letters/masshealth-renewal.es.jpg', import.meta.url));
const courtPhoto = fileURLToPath(new URL('../fixtures/letters/court-summons.en.jpg', import.meta.url));
/** The day the letter fixtures' dates are read against (tests/fixtures/letters/expected.ts). */
const FIXTURE_TODAY = new Date('2026-11-22T12:00:00-05:00');

const messageBox = (page: Page) => page.getByLabel('Your message');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
const history = (page: Page) => page.getByRole('region', { name: 'Chat history' });
/** The chat panel: the finished messages (the log) and the reply still streaming after them. */
const chat = (page: Page) => page.getByRole('region', { name: 'Chat with Pali Assistant' });

async function ask(page: Page, question: string) {
  await messageBox(page).fill(question);
  await sendButton(page).click();
}

/** Counts the calls the page makes to the assistant function. */
function countAssistantCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/ai-assistant')) calls += 1;
  });
  return () => calls;
}

test.describe('Pali Assistant as a guest', () => {
  test('welcomes a guest, answers from Pali’s guides, and the urgent service alert leads to the map', async ({ page }) => {
    await page.goto('/assistant');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Pali Assistant' });
    await expect(welcome).toContainText('You are using Pali Assistant as a guest, so your activity cannot be remembered.');
    await expect(welcome.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await welcome.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByText('How can I help you today?')).toBeVisible();
    await expect(history(page)).toHaveCount(0);

    await ask(page, 'ICE agents are knocking at my door. What do I do?');
    await expect(messages(page)).toContainText('ICE agents are knocking at my door. What do I do?');
    await expect(messageBox(page)).toHaveValue('');
    const alert = page.getByRole('dialog', { name: 'Legal Service Needed' });
    await expect(alert).toContainText('This looks urgent.');
    await expect(messages(page)).toContainText('You do not have to open the door');
    await expect(messages(page)).not.toContainText('[REDIRECT');
    await expect(messages(page)).not.toContainText('[SERVICE');
    await expect(messages(page).getByRole('link', { name: /free legal help near you/i })).toHaveAttribute('href', '/map?category=legal');

    await alert.getByRole('button', { name: 'Go to Map Tool' }).click();
    await expect(page).toHaveURL('/map?category=legal');
    await expect(heading1(page)).toHaveText('Massachusetts City Guide', { timeout: 30_000 });
  });

  test('"find services", in Spanish too, is answered on the phone without calling the server', async ({ page }) => {
    const assistantCalls = countAssistantCalls(page);
    await page.goto('/assistant');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await ask(page, 'Please find services near me');
    await expect(messages(page).locator('a[href="/map"]')).toHaveCount(1);
    await ask(page, 'Quiero buscar servicios');
    await expect(messages(page).locator('a[href="/map"]')).toHaveCount(2);
    expect(assistantCalls()).toBe(0);
  });

  test('with no signal, the phone answers from Pali’s guides and says so', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
    await page.goto('/assistant');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await waitForServiceWorkerControl(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline. Pali Assistant will answer on this phone from Pali’s guides.')).toBeVisible();
    await ask(page, 'What documents do I need for a Mass ID?');
    await expect(messages(page)).toContainText('Answered on this phone without a connection, from Pali’s guides.');
    await expect(messages(page).locator('a[href="/eligibility?task=mass-id"]').first()).toBeVisible();
    await page.context().setOffline(false);
  });

  test('online with no model on the server, reads a photo of a letter on the phone', async ({ page }) => {
    test.setTimeout(120_000);
    await page.clock.setFixedTime(FIXTURE_TODAY);
    await page.goto('/assistant');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page.locator('input[type="file"]').setInputFiles(courtPhoto);
    await ask(page, '¿Qué dice esta carta?');
    await expect(messages(page)).toContainText('Leí en este teléfono la carta de su foto.', { timeout: 60_000 });
    await expect(messages(page)).toContainText('martes, 15 de diciembre de 2026');
    await expect(messages(page)).not.toContainText('without a connection');
  });

  test('with no signal, reads a photo of a letter on the phone and answers from it', async ({ page, consoleWatch }) => {
    test.setTimeout(150_000);
    consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
    await page.clock.setFixedTime(FIXTURE_TODAY);
    // Explain my letter, opened once online, keeps its reader's files for reading with no signal.
    await page.goto('/letter');
    await waitForServiceWorkerControl(page);
    await waitForOcrFilesKept(page);
    await page.context().setOffline(true);
    await page.goto('/assistant');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page.locator('input[type="file"]').setInputFiles(courtPhoto);
    await ask(page, 'What does this letter say?');
    await expect(messages(page)).toContainText('I read the letter in your photo on this phone.', { timeout: 60_000 });
    await expect(messages(page)).toContainText('Act by Tuesday, December 15, 2026');
    await expect(messages(page)).toContainText('Answered on this phone without a connection');
    await expect(messages(page).locator('a[href="/letter"]').first()).toBeVisible();
    await page.context().setOffline(false);
  });
});

test.describe('Pali Assistant, signed in, with a model', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let server: AccountServer;
  let model: FakeModel;

  test.beforeAll(async () => {
    model = await startFakeModel();
    server = await startAccountServer({ env: { AI_BASE_URL: model.url, AI_API_KEY: 'sk-e2e', AI_MODEL: 'test-chat' } });
  });
  test.afterAll(async () => {
    await server?.close();
    await model?.close();
  });

  const savedConversations = (email: string) =>
    server.backend.db.query<{ title: string; messages: Array<{ role: string; content: unknown }> }>(
      'select title, messages from public.ai_conversations where user_id = (select id from auth.users where email = $1) order by created_at',
      [email],
    );

  test('streams a reply, sends a picture downscaled, and keeps, finds, reopens and deletes conversations', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const person = newPerson('Mei');
    await signUp(page, person);
    await expect(page).toHaveURL(`${server.url}/`);
    await page.goto('/assistant');
    await expect(history(page)).toContainText('No conversations yet. Start chatting to save your history!');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The reply grows as the model streams it.
    model.answer({
      stream: { deltas: ['To get a Mass ID, ', 'bring your passport ', 'and proof of address.', '\n\n[REDIRECT: /eligibility?task=mass-id | Check if you are ready]'], gapMs: 600 },
    });
    await ask(page, 'How do I get a Mass ID?');
    await expect(messages(page)).toContainText('How do I get a Mass ID?');
    await expect(messageBox(page)).toBeDisabled();
    await expect(chat(page)).toContainText('To get a Mass ID,');
    await expect(chat(page)).not.toContainText('proof of address');
    await expect(messages(page)).toContainText('To get a Mass ID, bring your passport and proof of address.');
    await expect(messages(page).getByRole('link', { name: 'Check if you are ready' })).toHaveAttribute('href', '/eligibility?task=mass-id');
    await expect(messages(page)).not.toContainText('[REDIRECT');
    await expect(messageBox(page)).toBeEnabled();
    await expect(history(page).getByRole('button', { name: /^How do I get a Mass ID\?/ })).toBeVisible();

    // The model was grounded in Pali's guides and asked to stream.
    const first = model.calls[0]!.body as { stream: boolean; messages: Array<{ role: string; content: unknown }> };
    expect(first.stream).toBe(true);
    expect(first.messages[0]!.role).toBe('system');
    expect(JSON.stringify(first.messages[0]!.content)).toContain('/eligibility?task=mass-id');
    expect(first.messages.at(-1)).toEqual({ role: 'user', content: 'How do I get a Mass ID?' });

    // A second conversation, with a picture: two chosen, one removed, the other sent smaller.
    await page.getByRole('button', { name: 'New Chat' }).first().click();
    await expect(page.getByText('How can I help you today?')).toBeVisible();
    model.answer({ stream: { deltas: ['This is a MassHealth renewal letter. ', 'Send the form back before the date on it.'] } });
    await page.locator('input[type="file"]').setInputFiles([photo, photo]);
    const pictures = page.getByRole('list', { name: 'Pictures to send' });
    await expect(pictures.getByRole('listitem')).toHaveCount(2);
    await pictures
      .getByRole('button', { name: /^Remove picture/ })
      .first()
      .click();
    await expect(pictures.getByRole('listitem')).toHaveCount(1);
    await ask(page, 'What does this letter mean?');
    await expect(messages(page)).toContainText('Send the form back before the date on it.');
    await expect(pictures).toHaveCount(0);
    const sent = (model.calls[1]!.body as { messages: Array<{ role: string; content: unknown }> }).messages.at(-1)!;
    const images = (sent.content as Array<{ type: string; image_url?: { url: string } }>).filter((part) => part.type === 'image_url');
    expect(images).toHaveLength(1);
    expect(images[0]!.image_url!.url).toMatch(/^data:image\/jpeg;base64,/);
    const sentPicture = await loadImage(Buffer.from(images[0]!.image_url!.url.split(',')[1]!, 'base64'));
    const size = { width: sentPicture.width, height: sentPicture.height };
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1600);

    // Both are kept on the server, with the replies.
    await expect
      .poll(async () => (await savedConversations(person.email)).rows.map((row) => [row.title, row.messages.length]))
      .toEqual([
        ['How do I get a Mass ID?', 2],
        ['What does this letter mean?', 2],
      ]);

    // After a reload: both listed; Search Chat finds words inside the messages, not only titles.
    await page.reload();
    const rows = history(page).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await history(page).getByLabel('Search Chat').fill('masshealth');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('What does this letter mean?');
    await history(page).getByLabel('Search Chat').fill('');
    await expect(rows).toHaveCount(2);

    // Reopen the first, then delete it.
    await history(page)
      .getByRole('button', { name: /^How do I get a Mass ID\?/ })
      .click();
    await expect(messages(page)).toContainText('bring your passport and proof of address');
    await history(page).getByRole('button', { name: 'Delete conversation: How do I get a Mass ID?' }).click();
    await expect(page.getByText('Conversation deleted')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('How can I help you today?')).toBeVisible();
    await expect.poll(async () => (await savedConversations(person.email)).rows.map((row) => row.title)).toEqual(['What does this letter mean?']);
    await context.close();
  });

  test('the model’s 429 and 402 revert the chat and keep the question in the box', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signUp(page, newPerson('Tomas'));
    await expect(page).toHaveURL(`${server.url}/`);
    await page.goto('/assistant');

    model.answer({ status: 429, body: { error: { message: 'Rate limit reached for requests', type: 'requests' } } });
    await ask(page, 'Where is the nearest RMV?');
    await expect(page.getByText('Rate Limit Exceeded')).toBeVisible();
    await expect(page.getByText('Please wait a moment and try again.')).toBeVisible();
    await expect(page.getByText('How can I help you today?')).toBeVisible();
    await expect(messageBox(page)).toHaveValue('Where is the nearest RMV?');

    model.answer({ status: 402, body: { error: { message: 'Payment required' } } });
    await sendButton(page).click();
    await expect(page.getByText('Service Unavailable')).toBeVisible();
    await expect(page.getByText('AI assistant is temporarily unavailable. Please try again later.')).toBeVisible();
    await expect(page.getByText('How can I help you today?')).toBeVisible();
    await expect(messageBox(page)).toHaveValue('Where is the nearest RMV?');
    await context.close();
  });
});
