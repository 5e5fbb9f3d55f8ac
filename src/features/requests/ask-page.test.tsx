// @vitest-environment happy-dom
// Ask a person: each of the three request forms with its fields and messages, the request
// kept on the phone (no server here, as with no signal), the server's rate limit (429) said in the
// spec's words with the request kept to go later, and what was typed never lost.
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { AskPage } from './ask-page';
import { withFreshDeviceDb } from '../../../tests/setup/fresh-device-db';

// No server, as with no signal; a test may swap in one that answers (only what the outbox calls).
let backend: () => Promise<unknown> = () => Promise.reject(new TypeError('fetch failed'));
vi.mock('../../data/backend-client', () => ({ backendClient: () => backend() }));
// The saving code, fetched after the form shows; a test may make its download fail (offline on a first visit).
let saverDownload: (() => Promise<never>) | null = null;
vi.mock('./help-requests-loader', async (original) => {
  const real = await original<typeof import('./help-requests-loader')>();
  return { loadHelpRequests: () => (saverDownload ? saverDownload() : real.loadHelpRequests()) };
});
afterEach(() => {
  backend = () => Promise.reject(new TypeError('fetch failed'));
  saverDownload = null;
});

const deviceDb = withFreshDeviceDb('ask');

const renderAt = (path = '/ask') => renderScreen(path, <Route path="/ask" element={<AskPage />} />);
const panel = () => screen.getByRole('tabpanel');

describe('Ask a person', () => {
  it('starts with the letter form and checks every field it needs', async () => {
    const { user } = await renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Ask a person' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'A letter' }).getAttribute('aria-selected')).toBe('true');
    const form = panel();
    await user.type(within(form).getByRole('textbox', { name: 'ZIP code (optional)' }), '123');
    await user.type(within(form).getByRole('textbox', { name: /^Link to clear photos/ }), 'drive.example/letter');
    await user.click(within(form).getByRole('button', { name: "Send to Pali's team" }));
    for (const message of [
      'Please enter your name.',
      /Enter your WhatsApp number/,
      /Enter the 5-digit ZIP code/,
      'Please choose one.',
      /starts with https:\/\//,
      'Please tell us what worries you.',
    ]) {
      expect(within(form).getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Your name' }));
    expect(await deviceDb().help_requests.count()).toBe(0);
  });

  it('keeps a letter request on the phone, says so, and points to legal aid for a court letter', async () => {
    const { user } = await renderAt('/ask?kind=letter');
    const form = panel();
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'WhatsApp number' }), '+52 55 1234 5678');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Who sent the letter?' }), 'Court');
    expect(within(form).getByRole('link', { name: 'Find legal aid' }).getAttribute('href')).toBe('/map?category=legal');
    await user.type(within(form).getByRole('textbox', { name: 'What worries you about it?' }), 'A date in court next week');
    await user.click(within(form).getByRole('button', { name: "Send to Pali's team" }));
    expect(await within(form).findByText(/saved on this phone and will be sent when you are back online/)).toBeTruthy();
    const [request] = await deviceDb().help_requests.toArray();
    expect(request).toMatchObject({
      kind: 'letter',
      name: 'Ana',
      whatsapp: '+52 55 1234 5678',
      preferred_language: 'en',
      zip: null,
      details: { sender: 'court', concern: 'A date in court next week' },
    });
  });

  it('says the phone needs a signal once when the saving code could not be downloaded, keeps what was typed, and saves on the next try', async () => {
    saverDownload = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { user } = await renderAt('/ask?kind=letter');
    const form = panel();
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'WhatsApp number' }), '+52 55 1234 5678');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Who sent the letter?' }), 'Court');
    await user.type(within(form).getByRole('textbox', { name: 'What worries you about it?' }), 'A date in court next week');
    await user.click(within(form).getByRole('button', { name: "Send to Pali's team" }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/^Your request could not be saved: Pali needs a signal once/);
    expect(alert.textContent).not.toMatch(/may be full/);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Your name' }).value).toBe('Ana');
    expect(await deviceDb().help_requests.count()).toBe(0);

    saverDownload = null;
    await user.click(within(form).getByRole('button', { name: "Send to Pali's team" }));
    expect(await within(form).findByText(/saved on this phone and will be sent when you are back online/)).toBeTruthy();
    expect(await deviceDb().help_requests.count()).toBe(1);
  });

  it('asks the pack form’s questions, yes or no included', async () => {
    const { user } = await renderAt('/ask?kind=pack');
    const form = panel();
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Mei');
    await user.type(within(form).getByRole('textbox', { name: 'WhatsApp number' }), '(617) 555-0123');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language for the answer' }), 'Chinese');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'What are you applying for?' }), 'REAL ID');
    await user.click(within(form).getByRole('button', { name: "Send to Pali's team" }));
    expect(within(form).getByText('Please choose one.')).toBeTruthy();
    await user.click(within(within(form).getByRole('group', { name: 'Do you need a printable PDF?' })).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByRole('button', { name: "Send to Pali's team" }));
    await within(form).findByText(/saved on this phone/);
    const [request] = await deviceDb().help_requests.toArray();
    expect(request).toMatchObject({ kind: 'pack', preferred_language: 'cn', details: { task: 'real-id', needPdf: 'yes' } });
  });

  it('answers the server’s rate limit in the spec’s words, and keeps the request to send later', async () => {
    const refusal = { data: null, error: { message: 'Rate Limit Exceeded', code: 'over_request_rate_limit', details: 'Please wait a moment and try again.' }, status: 429 };
    backend = async () => ({ from: () => ({ insert: async () => refusal }) });
    const { user } = await renderAt('/ask?kind=appointment');
    const form = panel();
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Luis');
    await user.type(within(form).getByRole('textbox', { name: 'WhatsApp number' }), '+1 508 555 0142');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Which office?' }), 'RMV');
    await user.click(within(form).getByRole('button', { name: "Send to Pali's team" }));
    const outcome = await within(form).findByRole('status');
    await within(form).findByText('Rate Limit Exceeded');
    expect(outcome.textContent).toContain('Please wait a moment and try again');
    expect(outcome.textContent).toContain('saved on this phone and is sent by itself');
    const [entry] = await deviceDb().outbox.toArray();
    expect(entry).toMatchObject({ table: 'help_requests', owner: 'anonymous' });
    expect(entry!.parkedError).toBeUndefined();
  });

  it('caps each answer so a request always fits what the server accepts', async () => {
    await renderAt('/ask?kind=letter');
    const form = panel();
    expect(within(form).getByRole('textbox', { name: 'What worries you about it?' }).getAttribute('maxlength')).toBe('2000');
    expect(
      within(form)
        .getByRole('textbox', { name: /^Link to clear photos/ })
        .getAttribute('maxlength'),
    ).toBe('500');
    expect(within(form).getByRole('textbox', { name: 'Your name' }).getAttribute('maxlength')).toBe('200');
  });

  it('keeps what was typed in one form while another is open', async () => {
    const { user } = await renderAt('/ask?kind=appointment');
    await user.type(within(panel()).getByRole('textbox', { name: 'Your name' }), 'Luis');
    await user.click(screen.getByRole('tab', { name: 'A letter' }));
    await user.click(screen.getByRole('tab', { name: 'An appointment' }));
    expect(within(panel()).getByRole('textbox', { name: 'Your name' })).toHaveProperty('value', 'Luis');
  });
});
