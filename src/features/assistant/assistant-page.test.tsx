// @vitest-environment happy-dom
// Pali Assistant as a person uses it (spec section 4, "Chat"; section 8, chat errors): the guest
// welcome, the message shown at once, the reply growing as it streams and ending as one message,
// its markup turned into links and the service alert, its toasts with nothing typed lost,
// the "find services" rule with no server call, and the phone's own answer offline. The server
// call and the on-device engine are replaced here; the e2e tests run them for real.
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { answerQuestion } from '../../core/assistant/answer-question';
import { findServicesReply, isFindServicesRequest } from '../../core/assistant/find-services-rule';
import { parseReply } from '../../core/assistant/reply-markup';
import { AssistantChatError, assistantHasModel, streamAssistantReply, type AssistantReplyRequest } from '../../data/assistant-chat';
import { setSignedIn, setSignedOut } from '../../data/session-store';
import esStrings from '../../i18n/locales/es/assistant.json';
import esShell from '../../i18n/locales/es.json';
import zhStrings from '../../i18n/locales/zh/assistant.json';
import zhShell from '../../i18n/locales/zh.json';
import { toast } from '../../ui/toast';
import { AssistantPage } from './assistant-page';
import { useChatStore } from './chat-store';
import { provideLetterPhotoReader } from './letter-photo';
import { useBrowserSessionFlags } from '../../data/browser-session-flags';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));
vi.mock('../../data/assistant-chat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/assistant-chat')>()),
  streamAssistantReply: vi.fn(),
  assistantHasModel: vi.fn(async () => true),
}));
vi.mock('../../core/assistant/answer-question', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../core/assistant/answer-question')>();
  return { answerQuestion: vi.fn(), answerFromLetter: vi.fn(real.answerFromLetter), detectLanguage: real.detectLanguage };
});
vi.mock('../../core/assistant/find-services-rule', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../core/assistant/find-services-rule')>();
  return { isFindServicesRequest: vi.fn(real.isFindServicesRequest), findServicesReply: vi.fn(real.findServicesReply), detectLanguage: real.detectLanguage };
});
vi.mock('./downscale-image', () => ({ downscaleImage: vi.fn(async (file: File) => `data:image/jpeg;base64,${btoa(file.name)}`) }));

const realRule = await vi.importActual<typeof import('../../core/assistant/find-services-rule')>('../../core/assistant/find-services-rule');
const INITIAL = useChatStore.getState();
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(streamAssistantReply).mockReset();
  sessionStorage.clear();
  act(() => useChatStore.setState({ ...INITIAL, welcomed: true }, true));
  setSignedOut();
});
afterEach(() => vi.unstubAllGlobals());

async function renderAssistant(path = '/assistant') {
  const view = await renderScreen(path, <Route path="/assistant" element={<AssistantPage />} />);
  await screen.findByRole('heading', { level: 1, name: 'Pali Assistant' });
  return view;
}

const input = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
const log = () => screen.getByRole('log', { name: 'Messages' });

/** A reply the test lets through piece by piece: `next()` sends the next chunk. */
function gatedReply(chunks: string[], conversationId: string | null = null) {
  const gates = chunks.map(() => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  let sent = 0;
  vi.mocked(streamAssistantReply).mockImplementation(async ({ onDelta }: AssistantReplyRequest) => {
    for (const [index, chunk] of chunks.entries()) {
      await gates[index]!.promise;
      onDelta(chunk);
    }
    return { conversationId, text: chunks.join('') };
  });
  return {
    next: async () => {
      await act(async () => {
        gates[sent++]!.resolve();
        await Promise.resolve();
      });
    },
  };
}

describe('the guest welcome', () => {
  it('names Pali Assistant, says a guest is not remembered, and closes with Continue as Guest', async () => {
    act(() => useChatStore.setState({ welcomed: false }));
    const { user } = await renderAssistant();
    const dialog = within(await screen.findByRole('dialog', { name: 'Welcome to Pali Assistant' }));
    expect(dialog.getByText('You are using Pali Assistant as a guest, so your activity cannot be remembered.')).toBeTruthy();
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pali Assistant remembers your past interactions',
      'Personalized action steps',
      'Your chat history is saved',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Continue as Guest' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useChatStore.getState().welcomed).toBe(true);
    // Guest mode for the tab, as the sign-in prompt's button starts it: the map opens without asking.
    expect(useBrowserSessionFlags.getState().isGuest).toBe(true);
    expect(document.activeElement).toBe(input());
  });

  it('goes to /auth with Sign In, to come back here after', async () => {
    act(() => useChatStore.setState({ welcomed: false }));
    const { user } = await renderAssistant('/assistant');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/auth');
    expect(sessionStorage.getItem('pali.returnPath')).toBe('/assistant');
  });

  it('is not shown to a signed-in person', async () => {
    act(() => useChatStore.setState({ welcomed: false }));
    setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
    await renderAssistant();
    expect(screen.queryByRole('dialog', { name: 'Welcome to Pali Assistant' })).toBeNull();
    setSignedOut();
  });
});

describe('chatting', () => {
  it('starts empty, and sends nothing but words', async () => {
    const { user } = await renderAssistant();
    expect(screen.getByText('How can I help you today?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await user.type(input(), '   {Enter}');
    expect(streamAssistantReply).not.toHaveBeenCalled();
  });

  it('shows the message at once, grows the reply as it streams, and ends with one assistant message without its markup', async () => {
    const reply = gatedReply(['Bring your ', 'passport and proof of address.', '\n\n[REDIRECT: /eligibility?task=mass-id | Check if you are ready]']);
    const { user } = await renderAssistant();
    await user.type(input(), 'How do I get a Mass ID?{Enter}');
    expect(within(log()).getByText('How do I get a Mass ID?')).toBeTruthy();
    expect(screen.queryByText('How can I help you today?')).toBeNull();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Pali Assistant is writing a reply…');
    expect(input().disabled).toBe(true);
    expect(input().value).toBe('');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    await reply.next();
    expect(await screen.findByText('Bring your')).toBeTruthy();
    expect(within(log()).queryByText(/Bring your/)).toBeNull();
    await reply.next();
    await screen.findByText('Bring your passport and proof of address.');
    await reply.next();

    await waitFor(() => expect(input().disabled).toBe(false));
    expect(within(log()).getByText('Bring your passport and proof of address.')).toBeTruthy();
    expect(screen.getAllByText('Bring your passport and proof of address.')).toHaveLength(1);
    expect(screen.queryByText(/REDIRECT/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Check if you are ready' }).getAttribute('href')).toBe('/eligibility?task=mass-id');
    expect(useChatStore.getState().messages).toEqual([
      { role: 'user', content: 'How do I get a Mass ID?' },
      { role: 'assistant', content: 'Bring your passport and proof of address.\n\n[REDIRECT: /eligibility?task=mass-id | Check if you are ready]' },
    ]);
    expect(vi.mocked(streamAssistantReply).mock.calls[0]![0]).toMatchObject({
      messages: [{ role: 'user', content: 'How do I get a Mass ID?' }],
      conversationId: null,
      language: 'en',
    });
  });

  it('keeps Shift+Enter for a new line', async () => {
    const { user } = await renderAssistant();
    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input().value).toBe('First line\nsecond line');
    expect(streamAssistantReply).not.toHaveBeenCalled();
  });

  it('renders replies as safe markdown: no raw HTML, no script links, outside links in a new tab', async () => {
    const text = '**Call** [the hotline](tel:988), read [Mass.gov](https://www.mass.gov/rmv) or [the map](/map).\n\n<img src=x onerror="alert(1)"> [click](javascript:alert(1))';
    vi.mocked(streamAssistantReply).mockResolvedValue({ conversationId: null, text });
    const { user } = await renderAssistant();
    await user.type(input(), 'Help{Enter}');
    const message = await within(log()).findByText('Call');
    expect(message.tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the hotline' }).getAttribute('href')).toBe('tel:988');
    const outside = screen.getByRole('link', { name: /Mass\.gov/ });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'the map' }).getAttribute('href')).toBe('/map');
    expect(document.querySelector('.reply img')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
  });
});

describe('reading aloud', () => {
  it('reads a reply as shown, sentence by sentence, in the reader’s language', async () => {
    const spoken: Array<{ text: string; lang: string }> = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        constructor(readonly text: string) {}
      },
    );
    vi.stubGlobal('speechSynthesis', {
      cancel: vi.fn(),
      getVoices: () => [],
      speak: (utterance: { text: string; lang: string }) => spoken.push({ text: utterance.text, lang: utterance.lang }),
    });
    vi.mocked(streamAssistantReply).mockResolvedValue({
      conversationId: null,
      text: '**Bring** your passport. Then book a time.\n\n- Proof of address\n\n[REDIRECT: /appointment | Book]',
    });
    const { user } = await renderAssistant();
    await user.type(input(), 'What do I bring?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(spoken).toEqual([
      { text: 'Bring your passport.', lang: 'en-US' },
      { text: 'Then book a time.', lang: 'en-US' },
      { text: 'Proof of address', lang: 'en-US' },
    ]);
    expect(screen.getByRole('button', { name: 'Stop reading' })).toBeTruthy();
  });
});

describe('the service alert', () => {
  it('opens by itself for an urgent service, and Go to Map Tool opens the map on legal help', async () => {
    vi.mocked(streamAssistantReply).mockResolvedValue({ conversationId: null, text: 'Do not open the door.\n[SERVICE: LEGAL_SERVICE_NEEDED | URGENT | ICE is at your door]' });
    const { user } = await renderAssistant();
    await user.type(input(), 'ICE is at my door{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Legal Service Needed' }));
    expect(dialog.getByText('Urgent')).toBeTruthy();
    expect(dialog.getByText('ICE is at your door')).toBeTruthy();
    expect(screen.queryByText(/\[SERVICE/)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Go to Map Tool' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/map?category=legal');
    expect(useChatStore.getState().serviceAlert).toBeNull();
  });

  it('waits for its button when not urgent, and titles an unknown type "Service Needed"', async () => {
    vi.mocked(streamAssistantReply).mockResolvedValue({
      conversationId: null,
      text: 'A clinic can help.\n[SERVICE: MEDICAL_SERVICE_NEEDED | NORMAL | A check-up]\n[SERVICE: HOUSING_HELP | NORMAL | A shelter]',
    });
    const { user } = await renderAssistant();
    await user.type(input(), 'I need a doctor{Enter}');
    await within(log()).findByText('A clinic can help.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Medical Service Needed' }));
    const medical = within(await screen.findByRole('dialog', { name: 'Medical Service Needed' }));
    expect(medical.queryByText('Urgent')).toBeNull();
    await user.click(medical.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Service Needed' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Service Needed' })).getByRole('button', { name: 'Go to Map Tool' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/map');
  });
});

describe('when sending fails', () => {
  it.each([
    ['rate_limited', 'Rate Limit Exceeded', 'Please wait a moment and try again.'],
    ['unavailable', 'Service Unavailable', 'AI assistant is temporarily unavailable. Please try again later.'],
    ['failed', 'Error', 'Failed to send message. Please try again.'],
  ] as const)('%s: toasts "%s", reverts the messages and puts the words and pictures back', async (code, title, description) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(streamAssistantReply).mockResolvedValueOnce({ conversationId: null, text: 'Hello! Ask me anything.' });
    const { user } = await renderAssistant();
    await user.type(input(), 'Hi{Enter}');
    await within(log()).findByText('Hello! Ask me anything.');
    vi.mocked(streamAssistantReply).mockRejectedValueOnce(new AssistantChatError(code, 'refused'));
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['x'], 'letter.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'letter.jpg' });
    await user.type(input(), 'What does this letter say?{Enter}');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, { description }));
    expect(useChatStore.getState().messages).toHaveLength(2);
    expect(within(log()).queryByText('What does this letter say?')).toBeNull();
    expect(input().value).toBe('What does this letter say?');
    expect(input().disabled).toBe(false);
    expect(screen.getByRole('img', { name: 'letter.jpg' })).toBeTruthy();
  });

  it('not_found: a conversation deleted on another device starts a new chat, with the question kept', async () => {
    act(() =>
      useChatStore.setState({
        conversationId: 'c-gone',
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello!' },
        ],
      }),
    );
    vi.mocked(streamAssistantReply).mockRejectedValueOnce(new AssistantChatError('not_found', 'gone'));
    const { user } = await renderAssistant();
    await user.type(input(), 'Is it still there?{Enter}');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Conversation not found', {
        description: 'It may have been deleted on another device. Send your question again to start a new chat.',
      }),
    );
    expect(useChatStore.getState()).toMatchObject({ conversationId: null, messages: [] });
    expect(input().value).toBe('Is it still there?');
    expect(await screen.findByText('How can I help you today?')).toBeTruthy();
  });
});

describe('answered on the phone', () => {
  it('answers "find services" with no server call, with the map link', async () => {
    const canned = parseReply(realRule.findServicesReply('en'));
    const { user } = await renderAssistant();
    await user.type(input(), 'Please find services near me{Enter}');
    await within(log()).findByText(canned.text);
    expect(streamAssistantReply).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: canned.redirects[0]!.reason }).getAttribute('href')).toBe('/map');
    expect(screen.queryByText(/answered on this phone/i)).toBeNull();
  });

  it.each([
    ['es', 'es', esShell, esStrings, 'Su mensaje', 'Quiero buscar servicios cerca de mí'],
    ['zh', 'zh-Hans', zhShell, zhStrings, '您的消息', '帮我查找服务'],
  ] as const)('in %s, answers the rule’s own form in the reader’s language, with no server call', async (language, tag, shell, strings, label, question) => {
    const canned = parseReply(realRule.findServicesReply(language));
    const { user, i18n } = await renderAssistant();
    await act(async () => {
      i18n.addResourceBundle(tag, 'translation', shell);
      i18n.addResourceBundle(tag, 'assistant', strings);
      await i18n.changeLanguage(tag);
    });
    await user.type(screen.getByRole('textbox', { name: label }), `${question}{Enter}`);
    await within(screen.getByRole('log')).findByText(canned.text);
    expect(isFindServicesRequest).toHaveBeenCalledWith(question);
    expect(findServicesReply).toHaveBeenCalledWith(language);
    expect(streamAssistantReply).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: canned.redirects[0]!.reason }).getAttribute('href')).toBe('/map');
  });

  it('answers offline from the guides, in the reader’s language, and says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.mocked(answerQuestion).mockReturnValue({ text: 'Bring your passport.\n\n[REDIRECT: /appointment | Book the RMV]', redirects: [], services: [], sources: [] });
    const { user } = await renderAssistant();
    expect(screen.getByText('You are offline. Pali Assistant will answer on this phone from Pali’s guides.')).toBeTruthy();
    await user.type(input(), 'How do I get a Mass ID?{Enter}');
    await within(log()).findByText('Bring your passport.');
    expect(answerQuestion).toHaveBeenCalledWith('How do I get a Mass ID?', 'en', {
      facts: expect.any(Array),
      guides: expect.objectContaining({ passages: { en: expect.any(Array) } }),
      hasImages: false,
      history: [],
    });
    // The facts come from their packs, with the words of the answer's language only.
    const { facts } = vi.mocked(answerQuestion).mock.calls[0]![2];
    expect(facts.find((topic) => topic.id === 'real-id')!.facts[0]!.text).toEqual({ en: expect.stringMatching(/REAL ID/) });
    expect(streamAssistantReply).not.toHaveBeenCalled();
    expect(screen.getByText('Answered on this phone without a connection, from Pali’s guides.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book the RMV' }).getAttribute('href')).toBe('/appointment');
  });

  it('offline, reads a follow-up with the person’s earlier questions', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.mocked(answerQuestion).mockReturnValueOnce({ text: 'Bring proof of lawful presence.', redirects: [], services: [], sources: [] });
    vi.mocked(answerQuestion).mockReturnValueOnce({ text: 'A REAL ID costs $50.', redirects: [], services: [], sources: [] });
    const { user } = await renderAssistant();
    await user.type(input(), 'What do I need for a REAL ID?{Enter}');
    await within(log()).findByText('Bring proof of lawful presence.');
    await user.type(input(), 'and how much is it?{Enter}');
    await within(log()).findByText('A REAL ID costs $50.');
    expect(answerQuestion).toHaveBeenLastCalledWith('and how much is it?', 'en', {
      facts: expect.any(Array),
      guides: expect.objectContaining({ passages: { en: expect.any(Array) } }),
      hasImages: false,
      history: ['What do I need for a REAL ID?'],
    });
  });

  it('offline, reads a photo of a letter on the phone and answers from it, or says it could not', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const letter = {
      summary: 'The court wants you at a hearing.',
      senderName: 'Lowell District Court',
      deadline: { date: '2026-12-15', quote: 'You must appear on December 15, 2026.' },
      appointment: null,
      asks: [],
      legalHelp: true,
    };
    const read = vi.fn().mockResolvedValueOnce(letter).mockRejectedValueOnce(new Error('blurred'));
    provideLetterPhotoReader(read);
    try {
      const { user } = await renderAssistant();
      await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['x'], 'letter.jpg', { type: 'image/jpeg' }));
      await user.type(input(), 'What does this letter say?{Enter}');
      await within(log()).findByText(/I read the letter in your photo on this phone/);
      expect(read).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/jpeg/), 'en');
      expect(within(log()).getByText(/The court wants you at a hearing\./)).toBeTruthy();
      expect(answerQuestion).not.toHaveBeenCalled();
      await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['y'], 'blurred.jpg', { type: 'image/jpeg' }));
      await user.type(input(), '¿Y esta?{Enter}');
      await within(log()).findByText(/No pude leer las palabras de esta imagen/);
    } finally {
      provideLetterPhotoReader(null);
    }
  });

  it('online, reads a photo on the phone when the server has no model to read it', async () => {
    vi.mocked(assistantHasModel).mockResolvedValueOnce(false);
    const letter = {
      summary: 'MassHealth needs your pay stubs.',
      senderName: 'MassHealth',
      deadline: null,
      appointment: null,
      asks: [{ text: 'pay stubs', translation: null, quote: '' }],
      legalHelp: false,
    };
    provideLetterPhotoReader(vi.fn().mockResolvedValue(letter));
    try {
      const { user } = await renderAssistant();
      await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, new File(['x'], 'letter.jpg', { type: 'image/jpeg' }));
      await user.type(input(), 'What does this letter say?{Enter}');
      await within(log()).findByText(/I read the letter in your photo on this phone/);
      expect(within(log()).getByText(/It asks you for: pay stubs/)).toBeTruthy();
      expect(streamAssistantReply).not.toHaveBeenCalled();
      expect(screen.queryByText(/without a connection/)).toBeNull();
    } finally {
      provideLetterPhotoReader(null);
    }
  });

  it('answers on the phone when the connection fails mid-send', async () => {
    vi.mocked(streamAssistantReply).mockRejectedValue(new AssistantChatError('offline', 'no signal'));
    vi.mocked(answerQuestion).mockReturnValue({ text: 'Here is what the guides say.', redirects: [], services: [], sources: [] });
    const { user } = await renderAssistant();
    await user.type(input(), 'Where is the RMV?{Enter}');
    await within(log()).findByText('Here is what the guides say.');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByText('Answered on this phone without a connection, from Pali’s guides.')).toBeTruthy();
  });
});

describe('a guest’s chat', () => {
  it('carries into a sign-in, and is emptied by a sign-out', async () => {
    vi.mocked(streamAssistantReply).mockResolvedValue({ conversationId: null, text: 'Hello!' });
    const { user } = await renderAssistant();
    await user.type(input(), 'Hi{Enter}');
    await within(log()).findByText('Hello!');
    act(() => setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' }));
    expect(within(log()).getByText('Hello!')).toBeTruthy();
    await waitFor(() => expect(useChatStore.getState().owner).toBe('u1'));
    act(() => setSignedOut());
    await waitFor(() => expect(screen.getByText('How can I help you today?')).toBeTruthy());
    expect(useChatStore.getState()).toMatchObject({ owner: 'guest', messages: [], conversationId: null });
  });

  it('survives a reload in the same tab, and New Chat clears it', async () => {
    vi.mocked(streamAssistantReply).mockResolvedValue({ conversationId: null, text: 'Hello!' });
    const first = await renderAssistant();
    await first.user.type(input(), 'Hi{Enter}');
    await within(log()).findByText('Hello!');
    first.unmount();
    // A reload: the page's memory is gone, the tab's session storage is not.
    const stored = sessionStorage.getItem('pali.assistant');
    act(() => useChatStore.setState({ ...INITIAL }, true));
    sessionStorage.setItem('pali.assistant', stored!);
    await act(() => useChatStore.persist.rehydrate());
    const { user } = await renderAssistant();
    expect(within(log()).getByText('Hello!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    expect(screen.getByText('How can I help you today?')).toBeTruthy();
    expect(useChatStore.getState().messages).toEqual([]);
  });
});
