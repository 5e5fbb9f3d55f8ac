// @vitest-environment happy-dom
// Pictures in the chat ("image attach button (images only, several at a time, removable
// before sending)"): anything else is refused with a message, the limit of pictures per message is
// said, a picture that cannot be read or stays too large is named, thumbnails can be removed, and
// what is sent carries the pictures as data URLs (made smaller first; downscale-image.test.ts).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { CHAT_LIMITS } from '../../core/assistant/chat-limits';
import { streamAssistantReply } from '../../data/assistant-chat';
import { setSignedOut } from '../../data/session-store';
import { AssistantPage } from './assistant-page';
import { useChatStore } from './chat-store';
import { downscaleImage } from './downscale-image';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));
vi.mock('../../data/assistant-chat', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../data/assistant-chat')>()), streamAssistantReply: vi.fn() }));
vi.mock('./downscale-image', () => ({ downscaleImage: vi.fn() }));

const smaller = (file: File) => `data:image/jpeg;base64,${btoa(file.name)}`;
const INITIAL = useChatStore.getState();
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(downscaleImage).mockImplementation(async (file) => smaller(file as File));
  sessionStorage.clear();
  act(() => useChatStore.setState({ ...INITIAL, welcomed: true }, true));
  setSignedOut();
});

async function renderAssistant() {
  await renderScreen('/assistant', <Route path="/assistant" element={<AssistantPage />} />);
  await screen.findByRole('heading', { level: 1, name: 'Pali Assistant' });
  // The picker offers images only; a file manager can still hand over anything, which this does.
  const user = userEvent.setup({ applyAccept: false });
  const picker = document.querySelector<HTMLInputElement>('input[type=file]')!;
  expect(picker.accept).toBe('image/*');
  expect(picker.multiple).toBe(true);
  return { user, attach: (...files: File[]) => user.upload(picker, files) };
}

const photo = (name: string) => new File(['photo'], name, { type: 'image/jpeg' });
const pictures = () => within(screen.getByRole('list', { name: 'Pictures to send' }));

describe('attaching pictures', () => {
  it('refuses what is not a picture, keeps the pictures, and removes one on request', async () => {
    const { user, attach } = await renderAssistant();
    await attach(new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }), photo('front.jpg'), photo('back.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe('Only pictures can be attached. “letter.pdf” is not a picture.');
    expect(
      pictures()
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['front.jpg', 'back.jpg']);
    expect(downscaleImage).toHaveBeenCalledTimes(2);
    await user.click(pictures().getByRole('button', { name: 'Remove picture front.jpg' }));
    expect(
      pictures()
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['back.jpg']);
  });

  it(`takes at most ${CHAT_LIMITS.images} pictures for one message, and says so`, async () => {
    const { attach } = await renderAssistant();
    await attach(...['1', '2', '3', '4', '5'].map((n) => photo(`${n}.jpg`)));
    expect((await screen.findByRole('alert')).textContent).toBe(`You can attach up to ${CHAT_LIMITS.images} pictures to one message.`);
    expect(pictures().getAllByRole('img')).toHaveLength(CHAT_LIMITS.images);
    expect(screen.getByRole('button', { name: 'Attach pictures' })).toHaveProperty('disabled', true);
  });

  it('names a picture that cannot be opened, and one still too large when made smaller', async () => {
    vi.mocked(downscaleImage)
      .mockRejectedValueOnce(new DOMException('cannot decode', 'InvalidStateError'))
      .mockResolvedValueOnce(`data:image/jpeg;base64,${'A'.repeat(CHAT_LIMITS.imageChars)}`);
    const { attach } = await renderAssistant();
    await attach(photo('photo.heic'), photo('huge.jpg'));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      '“photo.heic” could not be opened as a picture. Please try a JPG or PNG photo.',
      '“huge.jpg” is too large, even after making it smaller. Please choose a smaller picture.',
    ]);
    expect(screen.queryByRole('list', { name: 'Pictures to send' })).toBeNull();
  });

  it('sends the pictures with the words, shows them in the message, and clears the input', async () => {
    vi.mocked(streamAssistantReply).mockResolvedValue({ conversationId: null, text: 'This is a jury summons.' });
    const { user, attach } = await renderAssistant();
    await attach(photo('front.jpg'), photo('back.jpg'));
    await pictures().findByRole('img', { name: 'back.jpg' });
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'What is this letter?{Enter}');
    await within(screen.getByRole('log')).findByText('This is a jury summons.');
    expect(vi.mocked(streamAssistantReply).mock.calls[0]![0].messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is this letter?' },
          { type: 'image_url', image_url: { url: smaller(photo('front.jpg')) } },
          { type: 'image_url', image_url: { url: smaller(photo('back.jpg')) } },
        ],
      },
    ]);
    const log = within(screen.getByRole('log'));
    expect(log.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Picture 1 you sent', 'Picture 2 you sent']);
    expect(screen.queryByRole('list', { name: 'Pictures to send' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveProperty('value', ''));
  });
});
