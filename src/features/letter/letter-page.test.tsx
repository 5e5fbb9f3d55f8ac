// @vitest-environment happy-dom
// Explain My Letter as a reader goes through it: its file checks and messages, the letter
// filling the empty fields with the words it came from, the result (badge, legal help, lists),
// Analyze Another Letter, and the AI path with its fallback. The phone's reading (pdf.js, OCR) and
// the server are replaced here; the end-to-end tests run them for real.
import { act, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { recordActivityWhenSignedIn } from '../../data/activity';
import { addCalendarEvent } from '../../data/calendar';
import { PaliDatabase, setDeviceDbForTests } from '../../data/db';
import { analyzeLetterOnServer, aiLetterService, uploadLetter } from '../../data/letter-analysis';
import { setSignedIn, setSignedOut } from '../../data/session-store';
import { toast } from '../../ui/toast';
import { LetterPage } from './letter-page';
import { useLetterStore, type LetterAnalysis } from './letter-store';
import { readLetterInBrowser } from './reading/read-letter-in-browser';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));
vi.mock('../../data/activity', () => ({ recordActivityWhenSignedIn: vi.fn(async () => null) }));
vi.mock('../../data/calendar', () => ({ addCalendarEvent: vi.fn(async () => ({ ok: true, synced: true })) }));
vi.mock('./reading/read-letter-in-browser', () => ({ readLetterInBrowser: vi.fn(), prepareOcrForOffline: vi.fn(async () => undefined) }));
vi.mock('../../data/letter-analysis', () => ({ uploadLetter: vi.fn(), analyzeLetterOnServer: vi.fn(), aiLetterService: vi.fn() }));

const DAY = 86_400_000;
const longDate = (offsetDays: number) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(new Date(Date.now() + offsetDays * DAY));
const isoDate = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + offsetDays * DAY));

// A request for evidence dated two days ago, due in five days: close enough for the legal-help alert.
const RFE = `U.S. Citizenship and Immigration Services
Form I-797E, Notice of Action
Notice Date: ${longDate(-2)}
REQUEST FOR EVIDENCE
We need additional evidence to decide your Form I-485.
Your response must be received by ${longDate(5)}. If you do not respond, we may deny your case.`;

const PDF_HEAD = '%PDF-1.7\n';
const pdfFile = (name = 'letter.pdf') => new File([PDF_HEAD, '1 0 obj\n<<>>\nendobj\n'], name, { type: 'application/pdf' });

const INITIAL = useLetterStore.getState();
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  act(() => useLetterStore.setState(INITIAL, true));
  setSignedOut();
  vi.mocked(readLetterInBrowser).mockResolvedValue({ text: RFE, source: 'pdf-text', pages: 1 });
});

async function renderLetter() {
  const view = await renderScreen('/letter', <Route path="/letter" element={<LetterPage />} />);
  await screen.findByRole('heading', { level: 2, name: 'Your letter' });
  return view;
}
type User = Awaited<ReturnType<typeof renderLetter>>['user'];

const fileInput = () => screen.getByLabelText(/^Photo or PDF of the letter/) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /^(Explain my letter|Reading your letter)/ });

async function fillDetails(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Pérez');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '(617) 555-0142');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.org');
  await user.type(screen.getByRole('textbox', { name: /^What worries you most/ }), 'I do not understand what they want.');
}

describe('Explain My Letter: the form', () => {
  it('asks a guest to sign in (dismissibly) and keeps submit off until a letter is chosen', async () => {
    const { user } = await renderLetter();
    expect(screen.getByText('Sign in or create an account so your letters and progress are saved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Sign in or create an account so your letters and progress are saved.')).toBeNull();
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Please upload your letter first')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /With AI/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: /On this phone/ })).toHaveProperty('checked', true);
    expect(screen.getByText(/Sign in to use AI explanations \(2 free a month\)/)).toBeTruthy();
    expect(screen.getByText('Image or PDF, maximum 10MB')).toBeTruthy();
  });

  it('refuses a file whose bytes are not what its name says, one over 10 MB and an empty one, keeping what was typed', async () => {
    const { user } = await renderLetter();
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ana');
    await user.upload(fileInput(), new File(['just some text'], 'letter.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload an image (JPG, PNG, WEBP) or PDF file');
    const big = new File([PDF_HEAD, new Uint8Array(10 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), big);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File size must be less than 10MB'));
    await user.upload(fileInput(), new File([], 'empty.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This file is empty. Please choose your letter again.'));
    expect(readLetterInBrowser).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Ana');
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('says plainly when a PDF cannot be read, and lets the person choose again', async () => {
    const { LetterReadError } = await import('../../core/letters/letter-file');
    vi.mocked(readLetterInBrowser).mockRejectedValueOnce(new LetterReadError('encrypted-pdf'));
    const { user } = await renderLetter();
    await user.upload(fileInput(), pdfFile());
    expect((await screen.findByRole('alert')).textContent).toBe('This PDF is locked with a password. Please upload an unlocked copy, or take a photo of the letter.');
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.upload(fileInput(), pdfFile('unlocked.pdf'));
    await screen.findByText('Chosen: unlocked.pdf');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a photo needs a one-time download when the photo reader is not on the phone yet', async () => {
    const { OcrUnavailableError } = await import('../../core/letters/letter-file');
    vi.mocked(readLetterInBrowser).mockRejectedValueOnce(new OcrUnavailableError());
    const { user } = await renderLetter();
    await user.upload(fileInput(), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'letter.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Reading photos needs a one-time download while you are online. Connect to the internet once and try again, or choose a PDF of the letter.',
    );
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('says a PDF needs a one-time download when the PDF reader is not on the phone yet, not that it is damaged', async () => {
    const { OcrUnavailableError } = await import('../../core/letters/letter-file');
    vi.mocked(readLetterInBrowser).mockRejectedValueOnce(new OcrUnavailableError({ reader: 'pdf' }));
    const { user } = await renderLetter();
    await user.upload(fileInput(), pdfFile());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Reading PDFs needs a one-time download while you are online. Connect to the internet once and try again: after that, PDFs can be read with no signal.',
    );
  });

  it('fills the empty fields from the letter, quoting it, and never over what the person chose', async () => {
    const { user } = await renderLetter();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Who sent the letter/ }), 'court');
    await user.upload(fileInput(), pdfFile());
    await screen.findByText('Chosen: letter.pdf');
    expect(toast.success).toHaveBeenCalledWith('File selected successfully');
    await waitFor(() => expect(screen.getByLabelText(/^Date on the letter/)).toHaveProperty('value', isoDate(-2)));
    expect(screen.getByLabelText(/^Deadline/)).toHaveProperty('value', isoDate(5));
    expect(screen.getByText(`Found in your letter: “Your response must be received by ${longDate(5)}.”`)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Who sent the letter/ })).toHaveProperty('value', 'court');
  });
});

describe('Explain My Letter: the result', () => {
  it('marks what is missing, then explains on the phone: badge, legal help, lists, quotes', async () => {
    const { user } = await renderLetter();
    await user.upload(fileInput(), pdfFile());
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Who sent the letter/ })).toHaveProperty('value', 'uscis'));
    await user.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^First name/ }));
    await fillDetails(user);
    await user.click(submitButton());
    const heading = await screen.findByRole('heading', { level: 2, name: 'What your letter says' });
    expect(document.activeElement).toBe(heading);
    expect(toast.success).toHaveBeenCalledWith('Letter analyzed successfully!');
    expect(screen.getByText('Explained on this phone')).toBeTruthy();
    const badge = screen.getByText('Due in 5 days');
    expect(badge.className).toContain('due-badge--destructive');
    expect(screen.getByRole('heading', { name: 'Get legal help now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find legal help near you' }).getAttribute('href')).toBe('/map?category=legal');
    expect(screen.getByRole('heading', { name: 'What to do' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What to bring' })).toBeTruthy();
    expect(screen.getByText(`From your letter: “Your response must be received by ${longDate(5)}.”`)).toBeTruthy();
    expect(screen.getByText(/AI can make mistakes|can make mistakes/)).toBeTruthy();
    expect(screen.getByText('Privacy: your letter was read on this phone. It was not uploaded anywhere.')).toBeTruthy();
    expect(await screen.findByText(/This guidance was last checked on/)).toBeTruthy();
    expect(recordActivityWhenSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ activity_type: 'Letter Analysis', metadata: expect.objectContaining({ sender: 'uscis', deadline: isoDate(5) }) }),
    );
  });

  it('Analyze Another Letter clears the letter, sender, dates and concern but keeps the person’s details', async () => {
    const { user } = await renderLetter();
    await user.upload(fileInput(), pdfFile());
    await waitFor(() => expect(screen.getByLabelText(/^Deadline/)).toHaveProperty('value', isoDate(5)));
    await fillDetails(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Analyze Another Letter' }));
    await screen.findByRole('heading', { level: 2, name: 'Your letter' });
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Ana');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveProperty('value', 'ana@example.org');
    expect(screen.getByRole('combobox', { name: /^Who sent the letter/ })).toHaveProperty('value', '');
    expect(screen.getByLabelText(/^Date on the letter/)).toHaveProperty('value', '');
    expect(screen.getByLabelText(/^Deadline/)).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: /^What worries you most/ })).toHaveProperty('value', '');
    expect(screen.queryByText(/^Chosen:/)).toBeNull();
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('asks a guest to sign in before saving to the Pali calendar', async () => {
    const { user } = await renderLetter();
    await user.upload(fileInput(), pdfFile());
    await waitFor(() => expect(screen.getByLabelText(/^Deadline/)).toHaveProperty('value', isoDate(5)));
    await fillDetails(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Save to my Pali calendar' }));
    expect(toast.error).toHaveBeenCalledWith('Please sign in to save to your Pali calendar');
    expect(addCalendarEvent).not.toHaveBeenCalled();
  });
});

describe('Explain My Letter: signed in', () => {
  const signIn = async () => {
    setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
    const db = new PaliDatabase(`letter-${crypto.randomUUID()}`);
    setDeviceDbForTests(db);
    onTestFinished(async () => {
      setDeviceDbForTests(null);
      await db.delete();
    });
    await db.profiles.put({
      id: 'u1',
      owner: 'u1',
      email: 'ana@example.org',
      first_name: 'Ana',
      last_name: 'Pérez',
      phone: '(617) 555-0142',
      preferred_language: 'en',
      updated_at: '2026-11-01T00:00:00Z',
    });
  };

  it('prefills from the profile, explains with AI when chosen, and saves the deadline reminder', async () => {
    await signIn();
    vi.mocked(aiLetterService).mockResolvedValue({ model: true, allowance: { limit: 2, used: 1, remaining: 1 } });
    vi.mocked(uploadLetter).mockResolvedValue({ path: 'u1/1-abc.pdf' });
    // An answer in the older shape (no appointment, asks, amounts…): still shown.
    vi.mocked(analyzeLetterOnServer).mockImplementation(async () => ({
      analysis: {
        summary: 'USCIS needs more evidence for your green card case.',
        actionItems: ['Send the evidence they ask for.'],
        urgencyLevel: 'high',
        requiresInPersonVisit: false,
        documentsNeeded: ['Birth certificate'],
        additionalNotes: '',
        sender: 'uscis',
        kind: 'uscis-rfe',
        deadline: { date: isoDate(5), quote: `Your response must be received by ${longDate(5)}.` },
        keyDates: [],
        legalHelp: true,
        engine: 'ai',
        sources: [],
        letterLanguage: 'en',
        appointmentTask: null,
      } as unknown as LetterAnalysis,
      allowance: { limit: 2, used: 2, remaining: 0 },
    }));
    const { user } = await renderLetter();
    await screen.findByText('Your details were filled in from your profile.');
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveProperty('value', 'Pérez');
    expect(screen.queryByText('Sign in or create an account so your letters and progress are saved.')).toBeNull();
    await screen.findByText(/1 of 2 free AI explanations left this month/);
    await user.click(screen.getByRole('radio', { name: /With AI/ }));
    await user.upload(fileInput(), pdfFile());
    await waitFor(() => expect(screen.getByLabelText(/^Deadline/)).toHaveProperty('value', isoDate(5)));
    await user.type(screen.getByRole('textbox', { name: /^What worries you most/ }), 'What do they need?');
    await user.click(submitButton());
    await screen.findByText('Explained by AI');
    expect(uploadLetter).toHaveBeenCalledTimes(1);
    expect(vi.mocked(analyzeLetterOnServer).mock.calls[0]![0]).toMatchObject({ path: 'u1/1-abc.pdf', sender: 'uscis', concern: 'What do they need?', deadline: isoDate(5) });
    expect(screen.getByText('Birth certificate')).toBeTruthy();
    expect(screen.getByText(/uploaded to your own private folder/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save to my Pali calendar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reminder saved to your Pali calendar!', undefined));
    expect(vi.mocked(addCalendarEvent).mock.calls[0]![0]).toMatchObject({ event_type: 'letter_deadline', title: 'Letter deadline: USCIS' });
  });

  it('shows the phone’s explanation, with the reason, when the upload fails', async () => {
    await signIn();
    vi.mocked(aiLetterService).mockResolvedValue({ model: true, allowance: { limit: 2, used: 0, remaining: 2 } });
    vi.mocked(uploadLetter).mockRejectedValue(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderLetter();
    await screen.findByText(/2 of 2 free AI explanations left this month/);
    await user.click(screen.getByRole('radio', { name: /With AI/ }));
    await user.upload(fileInput(), pdfFile());
    await waitFor(() => expect(screen.getByLabelText(/^Deadline/)).toHaveProperty('value', isoDate(5)));
    await user.type(screen.getByRole('textbox', { name: /^What worries you most/ }), 'What do they need?');
    await user.click(submitButton());
    await screen.findByText('Failed to upload file. Please try again. Here is the explanation made on this phone instead.');
    expect(screen.getByText('Explained on this phone')).toBeTruthy();
    expect(analyzeLetterOnServer).not.toHaveBeenCalled();
    expect(screen.getByText('Privacy: your letter was read on this phone. It was not uploaded anywhere.')).toBeTruthy();
  });

  it('says the letter was not uploaded when the person’s letters on the server are at their limit, and keeps what was typed', async () => {
    await signIn();
    vi.mocked(aiLetterService).mockResolvedValue({ model: true, allowance: { limit: 2, used: 0, remaining: 2 } });
    vi.mocked(uploadLetter).mockRejectedValue(Object.assign(new Error('letter_upload_quota: each person may keep at most 30 letters'), { code: 'upload_quota' }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderLetter();
    await screen.findByText(/2 of 2 free AI explanations left this month/);
    await user.click(screen.getByRole('radio', { name: /With AI/ }));
    await user.upload(fileInput(), pdfFile());
    await waitFor(() => expect(screen.getByLabelText(/^Deadline/)).toHaveProperty('value', isoDate(5)));
    await user.type(screen.getByRole('textbox', { name: /^What worries you most/ }), 'What do they need?');
    await user.click(submitButton());
    await screen.findByText(
      'This letter was not uploaded: you have reached the limit of letters kept for AI explanations. Older letters are deleted after a while, so try AI again later. Here is the explanation made on this phone instead.',
    );
    expect(screen.queryByText(/Failed to upload file/)).toBeNull();
    expect(screen.getByText('Explained on this phone')).toBeTruthy();
    expect(screen.getByText('Your concern: What do they need?')).toBeTruthy();
    expect(analyzeLetterOnServer).not.toHaveBeenCalled();
    // An expected refusal, not a fault worth logging.
    expect(errors).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Analyze Another Letter' }));
    expect(await screen.findByRole('textbox', { name: /^Last name/ })).toHaveProperty('value', 'Pérez');
  });

  it('offers no AI where the server has no model set up', async () => {
    await signIn();
    vi.mocked(aiLetterService).mockResolvedValue({ model: false, allowance: { limit: 2, used: 0, remaining: 2 } });
    await renderLetter();
    await screen.findByText('AI explanations are not set up on this server. Explaining on this phone works.');
    expect(screen.getByRole('radio', { name: /With AI/ })).toHaveProperty('disabled', true);
  });

  it('says when the free AI explanations are used up, and keeps the phone’s explainer', async () => {
    await signIn();
    vi.mocked(aiLetterService).mockResolvedValue({ model: true, allowance: { limit: 2, used: 2, remaining: 0 } });
    await renderLetter();
    await screen.findByText(/You have used your 2 free AI explanations this month\. They renew on/);
    expect(screen.getByRole('radio', { name: /With AI/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: /On this phone/ })).toHaveProperty('checked', true);
  });
});

describe('Explain My Letter: reopened from the profile', () => {
  it('shows the saved analysis from the router state', async () => {
    const { MemoryRouter, Routes } = await import('react-router-dom');
    const { render } = await import('@testing-library/react');
    const { I18nextProvider } = await import('react-i18next');
    const { createTestI18n } = await import('../../../tests/setup/test-i18n');
    const i18n = await createTestI18n();
    const analysis = {
      summary: 'Your MassHealth coverage was approved.',
      actionItems: ['Keep this letter.'],
      urgencyLevel: 'low',
      requiresInPersonVisit: false,
      documentsNeeded: [],
      additionalNotes: '',
      sender: 'masshealth',
      kind: null,
      deadline: null,
      keyDates: [],
      legalHelp: false,
      engine: 'device',
      sources: [],
      letterLanguage: 'en',
      appointmentTask: null,
    };
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[{ pathname: '/letter', state: { analysis, formData: { concern: 'Is it approved?' }, sender: 'masshealth', deadline: null } }]}>
          <Routes>
            <Route path="/letter" element={<LetterPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    await screen.findByText('Your MassHealth coverage was approved.');
    expect(screen.getByText('From: MassHealth')).toBeTruthy();
    expect(screen.getByText('Your concern: Is it approved?')).toBeTruthy();
    expect(screen.getByText(/No deadline found in this letter/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Get legal help now' })).toBeNull();
  });
});
