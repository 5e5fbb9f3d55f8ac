// @vitest-environment happy-dom
// The rights page's actions: Quick Exit (button and Escape three times), read aloud, Save to Phone
// and the wallet-card downloads.
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { useInstallPrompt } from '../../ui/install-prompt';
import { toast } from '../../ui/toast';
import { QUICK_EXIT_URL } from './quick-exit';
import { rightsPack } from './rights-pack';
import { RightsPage } from './rights-page';
import { downloadWalletCard } from './wallet-card/download-wallet-card';
import htProvenance from '../../i18n/locales/ht/provenance.json';
import htRights from '../../i18n/locales/ht/rights.json';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));
vi.mock('./wallet-card/download-wallet-card', () => ({ downloadWalletCard: vi.fn() }));

let replace: ReturnType<typeof vi.fn>;

// The route downloads the page's content with its code (app-routes.tsx).
beforeAll(() => rightsPack.load('en'));

beforeEach(() => {
  vi.clearAllMocks();
  replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace } as unknown as Location);
});

afterEach(() => {
  document.body.hidden = false;
  useInstallPrompt.setState({ offer: null, installed: false });
  vi.unstubAllGlobals();
});

const renderRights = () => renderScreen('/rights', <Route path="/rights" element={<RightsPage />} />);

describe('Quick Exit', () => {
  it('leaves at once for a weather site, replacing this page in history', async () => {
    const { user } = await renderRights();
    const button = screen.getByRole('button', { name: 'Quick Exit' });
    expect(button.getAttribute('aria-describedby')).toBe('rights-quick-exit-hint');
    expect(document.getElementById('rights-quick-exit-hint')!.textContent).toMatch(/press Esc 3 times/);
    await user.click(button);
    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL);
    expect(QUICK_EXIT_URL).toMatch(/^https:\/\/(www\.)?weather\.gov\/$/);
    expect(document.body.hidden).toBe(true);
  });

  it('leaves on Escape pressed three times in a row', async () => {
    await renderRights();
    const now = vi.spyOn(Date, 'now');
    for (const time of [1000, 1400, 1800]) {
      now.mockReturnValue(time);
      fireEvent.keyDown(window, { key: 'Escape' });
    }
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(QUICK_EXIT_URL);
  });

  it('stays on two presses, on slow presses, and on a held key', async () => {
    await renderRights();
    const now = vi.spyOn(Date, 'now');
    const press = (time: number, repeat = false) => {
      now.mockReturnValue(time);
      fireEvent.keyDown(window, { key: 'Escape', repeat });
    };
    press(1000);
    press(1300);
    expect(replace).not.toHaveBeenCalled();
    press(3000);
    press(4000);
    press(5000);
    expect(replace).not.toHaveBeenCalled();
    press(9000);
    press(9100, true);
    press(9200, true);
    expect(replace).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('Read aloud', () => {
  it('is not offered where the browser cannot speak', async () => {
    expect('speechSynthesis' in window).toBe(false);
    await renderRights();
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });

  it('reads a section in its language, and stops', async () => {
    const speak = vi.fn();
    const cancel = vi.fn();
    const voices = [
      { lang: 'en-GB', name: 'UK' },
      { lang: 'en-US', name: 'US' },
    ];
    vi.stubGlobal('speechSynthesis', { speak, cancel, getVoices: () => voices });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        voice: unknown = null;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(public text: string) {}
      },
    );
    const { user } = await renderRights();
    const buttons = screen.getAllByRole('button', { name: 'Read aloud' });
    expect(buttons).toHaveLength(7);
    await user.click(buttons[0]!);
    const spoken = speak.mock.calls.map(([utterance]) => utterance as { text: string; lang: string; voice: { name: string } });
    expect(spoken[0]!.text).toBe('Immigration agents or police at your door');
    expect(spoken.every((utterance) => utterance.lang === 'en-US' && utterance.voice.name === 'US')).toBe(true);
    expect(spoken.map((utterance) => utterance.text)).toContain('What to say');

    const stop = screen.getByRole('button', { name: 'Stop reading' });
    await user.click(stop);
    expect(cancel).toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: 'Read aloud' })).toHaveLength(7);
  });
});

describe('Read aloud with no voice for the language', () => {
  it('reads nothing in another language’s voice, and says the phone has no voice for it', async () => {
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn(), getVoices: () => [{ lang: 'en-US', name: 'US' }] });
    vi.stubGlobal('SpeechSynthesisUtterance', class {});
    const view = await renderRights();
    view.i18n.addResourceBundle('ht', 'rights', htRights);
    view.i18n.addResourceBundle('ht', 'provenance', htProvenance);
    await view.user.click(screen.getByRole('button', { name: 'Kreyòl ayisyen' }));
    await screen.findByRole('heading', { level: 1, name: htRights.title });
    const door = document.getElementById('rights-atDoor')!;
    await view.user.click(within(door).getByRole('button', { name: htRights.section.readAloud }));
    expect(speak).not.toHaveBeenCalled();
    expect(within(door).getByText(htRights.section.noVoice).getAttribute('role')).toBe('status');
  });
});

describe('Save to Phone', () => {
  it('says how to add Pali to the home screen where the browser cannot install it', async () => {
    const { user } = await renderRights();
    const save = screen.getByRole('button', { name: 'Save to Phone' });
    expect(save.getAttribute('aria-expanded')).toBe('false');
    await user.click(save);
    expect(save.getAttribute('aria-expanded')).toBe('true');
    const howTo = document.getElementById(save.getAttribute('aria-controls')!)!;
    expect(within(howTo).getByText(/iPhone \(Safari\): tap the Share button, then “Add to Home Screen”/)).toBeTruthy();
    expect(within(howTo).getByText(/Android \(Chrome\)/)).toBeTruthy();
    expect(within(howTo).getByText(/even without internet/)).toBeTruthy();
  });

  it('installs through the browser where it offers to', async () => {
    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
    useInstallPrompt.setState({ offer });
    const { user } = await renderRights();
    await user.click(screen.getByRole('button', { name: 'Save to Phone' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pali is on your home screen now.', { position: 'bottom-center' }));
  });
});

describe('Download Wallet Card', () => {
  it('makes the PDF and the picture in the page’s language', async () => {
    vi.mocked(downloadWalletCard).mockResolvedValueOnce('pali-wallet-card-en.pdf').mockResolvedValueOnce('pali-wallet-card-en.png');
    const { user } = await renderRights();
    await user.click(screen.getByRole('button', { name: 'Download Wallet Card (PDF)' }));
    expect(downloadWalletCard).toHaveBeenCalledWith('pdf', 'en', expect.any(Function));
    const translate = vi.mocked(downloadWalletCard).mock.calls[0]![2];
    expect(translate('walletCard.card.title')).toBe('Know your rights');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your wallet card is ready: pali-wallet-card-en.pdf. Look for it in your downloads.', { position: 'bottom-center' }),
    );

    await user.click(screen.getByRole('button', { name: 'Download Wallet Card (image)' }));
    expect(downloadWalletCard).toHaveBeenLastCalledWith('png', 'en', expect.any(Function));
  });

  it('says so when the card cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(downloadWalletCard).mockRejectedValueOnce(new Error('no canvas'));
    const { user } = await renderRights();
    await user.click(screen.getByRole('button', { name: 'Download Wallet Card (image)' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('The wallet card could not be made. Please try again.', { position: 'bottom-center' }));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
