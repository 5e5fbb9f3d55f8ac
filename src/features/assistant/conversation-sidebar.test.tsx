// @vitest-environment happy-dom
// A signed-in person's saved conversations (spec "Assistant screen", section 8): the list newest
// first with "Untitled" and the date in the reader's language, the empty state, Search Chat over
// titles and messages, opening one, deleting one (and the open one) with its toasts, the
// collapse button; and a chat saved with the id the server gave, or one made here offline.
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFreshDeviceDb } from '../../../tests/setup/fresh-device-db';
import { renderScreen } from '../../../tests/setup/render-screen';
import { answerQuestion } from '../../core/assistant/answer-question';
import { streamAssistantReply } from '../../data/assistant-chat';
import type { ConversationRecord } from '../../data/records';
import { setSignedIn, setSignedOut } from '../../data/session-store';
import esStrings from '../../i18n/locales/es/assistant.json';
import esShell from '../../i18n/locales/es.json';
import zhStrings from '../../i18n/locales/zh/assistant.json';
import zhShell from '../../i18n/locales/zh.json';
import { toast } from '../../ui/toast';
import { AssistantPage } from './assistant-page';
import { useChatStore } from './chat-store';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));
vi.mock('../../data/assistant-chat', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../data/assistant-chat')>()), streamAssistantReply: vi.fn() }));
vi.mock('../../core/assistant/answer-question', async (importOriginal) => ({
  answerQuestion: vi.fn(),
  detectLanguage: (await importOriginal<typeof import('../../core/assistant/answer-question')>()).detectLanguage,
}));
// No server here: saves are kept on the device, on their way.
vi.mock('../../data/account-session', () => ({ syncNow: async () => ({ reachable: false }) }));

const deviceDb = withFreshDeviceDb('assistant-history');
const INITIAL = useChatStore.getState();
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  act(() => useChatStore.setState({ ...INITIAL, welcomed: true }, true));
  setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
});
afterEach(() => {
  setSignedOut();
  vi.unstubAllGlobals();
});

function conversation(id: string, title: string | null, updated: string, messages: ConversationRecord['messages'] = []): ConversationRecord {
  return { id, owner: 'u1', user_id: 'u1', title, messages, created_at: updated, updated_at: updated };
}

async function renderAssistant() {
  const view = await renderScreen('/assistant', <Route path="/assistant" element={<AssistantPage />} />);
  await screen.findByRole('heading', { level: 2, name: 'Chat history' });
  return view;
}

const history = () => within(screen.getByRole('region', { name: 'Chat history' }));
const rowTitles = () =>
  history()
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.history-row__title')?.textContent);
const input = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;

async function seed() {
  await deviceDb().ai_conversations.bulkPut([
    conversation('mass-id', 'How do I get a Mass ID?', '2026-11-05T15:00:00Z', [
      { role: 'user', content: 'How do I get a Mass ID?' },
      { role: 'assistant', content: 'Bring your passport to the RMV in Haymarket.' },
    ]),
    conversation('school', null, '2026-11-20T15:00:00Z', [
      { role: 'user', content: 'Enroll my son in school' },
      { role: 'assistant', content: 'Visit the Welcome Center.' },
    ]),
    conversation('theirs', 'Not yours', '2026-11-21T15:00:00Z'),
  ]);
  await deviceDb().ai_conversations.update('theirs', { owner: 'u2', user_id: 'u2' });
}

describe('the list', () => {
  it('says when there are no conversations yet', async () => {
    await renderAssistant();
    expect(await history().findByText('No conversations yet. Start chatting to save your history!')).toBeTruthy();
  });

  it('shows the person’s conversations newest first, "Untitled" where there is no title, dated MMM d, yyyy', async () => {
    await seed();
    await renderAssistant();
    await waitFor(() => expect(rowTitles()).toEqual(['Untitled', 'How do I get a Mass ID?']));
    expect(history().getByText('Nov 20, 2026').getAttribute('dateTime')).toBe('2026-11-20T15:00:00Z');
    expect(history().getByText('Nov 5, 2026')).toBeTruthy();
    expect(history().getByRole('button', { name: 'Delete conversation: How do I get a Mass ID?' })).toBeTruthy();
  });

  it.each([
    ['es', esShell, esStrings, 'Historial de chats', '5 nov 2026', 'Sin título'],
    ['zh-Hans', zhShell, zhStrings, '聊天记录', '2026年11月5日', '无标题'],
  ] as const)('writes the date and "Untitled" in %s', async (tag, shell, strings, title, date, untitled) => {
    await seed();
    const { i18n } = await renderAssistant();
    await act(async () => {
      i18n.addResourceBundle(tag, 'translation', shell);
      i18n.addResourceBundle(tag, 'assistant', strings);
      await i18n.changeLanguage(tag);
    });
    const panel = within(screen.getByRole('region', { name: title }));
    expect(await panel.findByText(date)).toBeTruthy();
    expect(panel.getByText(untitled)).toBeTruthy();
  });

  it('Search Chat finds conversations by the words of their messages as well as their titles', async () => {
    await seed();
    const { user } = await renderAssistant();
    await waitFor(() => expect(rowTitles()).toHaveLength(2));
    const search = history().getByRole('searchbox', { name: 'Search Chat' });
    await user.type(search, 'haymarket');
    await waitFor(() => expect(rowTitles()).toEqual(['How do I get a Mass ID?']));
    await user.clear(search);
    await user.type(search, 'WELCOME center');
    await waitFor(() => expect(rowTitles()).toEqual(['Untitled']));
    await user.clear(search);
    await user.type(search, 'passport office in Boston');
    expect(await history().findByText('No conversations match “passport office in Boston”.')).toBeTruthy();
  });

  it('says "Failed to load conversation history" when the device cannot read them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(deviceDb().ai_conversations, 'where').mockImplementation(() => {
      throw new Error('disk error');
    });
    await renderAssistant();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load conversation history'));
    expect(history().getByText('Failed to load conversation history')).toBeTruthy();
  });

  it('folds away and back with its collapse button', async () => {
    const { user } = await renderAssistant();
    const toggle = history().getByRole('button', { name: 'Hide chat history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(history().queryByRole('button', { name: 'New Chat' })).toBeNull();
    expect(history().getByRole('button', { name: 'Show chat history' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('opening and deleting', () => {
  it('opens a conversation with its messages, and New Chat clears it', async () => {
    await seed();
    const { user } = await renderAssistant();
    await user.click(await history().findByRole('button', { name: /^How do I get a Mass ID\?/ }));
    const log = within(screen.getByRole('log'));
    expect(await log.findByText('Bring your passport to the RMV in Haymarket.')).toBeTruthy();
    expect(useChatStore.getState().conversationId).toBe('mass-id');
    expect(
      history()
        .getByRole('button', { name: /^How do I get a Mass ID\?/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    await user.click(history().getByRole('button', { name: 'New Chat' }));
    expect(screen.getByText('How can I help you today?')).toBeTruthy();
    expect(useChatStore.getState().conversationId).toBeNull();
  });

  it('deletes a conversation, and clears the chat when it was the open one', async () => {
    await seed();
    const { user } = await renderAssistant();
    await user.click(await history().findByRole('button', { name: /^How do I get a Mass ID\?/ }));
    await within(screen.getByRole('log')).findByText('Bring your passport to the RMV in Haymarket.');
    await user.click(history().getByRole('button', { name: 'Delete conversation: How do I get a Mass ID?' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Conversation deleted'));
    await waitFor(() => expect(rowTitles()).toEqual(['Untitled']));
    expect(screen.getByText('How can I help you today?')).toBeTruthy();
    expect(await deviceDb().outbox.where('recordId').equals('mass-id').count()).toBe(1);
  });

  it('says "Failed to delete conversation" when the device cannot delete it, and keeps it', async () => {
    await seed();
    vi.spyOn(deviceDb().outbox, 'add').mockRejectedValue(new Error('disk error'));
    const { user } = await renderAssistant();
    await user.click(await history().findByRole('button', { name: 'Delete conversation: Untitled' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete conversation'));
    expect(rowTitles()).toEqual(['Untitled', 'How do I get a Mass ID?']);
  });
});

describe('saving', () => {
  it('adopts the conversation id the server gives, saves the whole chat, and sends it with the next message', async () => {
    vi.mocked(streamAssistantReply).mockResolvedValueOnce({ conversationId: 'c-1', text: 'Bring your passport.' });
    const { user } = await renderAssistant();
    await user.type(input(), 'How do I get a Mass ID?{Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['How do I get a Mass ID?']));
    const saved = await deviceDb().ai_conversations.get('c-1');
    expect(saved).toMatchObject({
      title: 'How do I get a Mass ID?',
      messages: [
        { role: 'user', content: 'How do I get a Mass ID?' },
        { role: 'assistant', content: 'Bring your passport.' },
      ],
    });
    vi.mocked(streamAssistantReply).mockResolvedValueOnce({ conversationId: 'c-1', text: 'At the RMV.' });
    await user.type(input(), 'Where?{Enter}');
    await within(screen.getByRole('log')).findByText('At the RMV.');
    expect(vi.mocked(streamAssistantReply).mock.calls[1]![0]).toMatchObject({ conversationId: 'c-1' });
    await waitFor(async () => expect((await deviceDb().ai_conversations.get('c-1'))?.messages).toHaveLength(4));
    expect(Date.parse((await deviceDb().ai_conversations.get('c-1'))!.updated_at)).toBeGreaterThanOrEqual(Date.parse(saved!.updated_at));
  });

  it('offline, keeps the phone’s answer in a conversation made here, to sync later', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.mocked(answerQuestion).mockReturnValue({ text: 'Bring your passport.', redirects: [], services: [], sources: [] });
    const { user } = await renderAssistant();
    await user.type(input(), 'How do I get a Mass ID?{Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['How do I get a Mass ID?']));
    const [saved] = await deviceDb().ai_conversations.toArray();
    expect(saved!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(useChatStore.getState().conversationId).toBe(saved!.id);
    expect((await deviceDb().outbox.toArray()).map((entry) => [entry.table, entry.op, entry.recordId])).toEqual([['ai_conversations', 'upsert', saved!.id]]);
  });
});
