// @vitest-environment happy-dom
// Conversations on the device: kept only for a signed-in person, saved whole with a new updated_at
// and queued for the server, first title and created_at kept, found by title or message words
// (any case, any accents), newest first, and deleted as a tombstone the server is told about.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFreshDeviceDb } from '../../tests/setup/fresh-device-db';
import { conversationMatches, deleteConversation, getConversation, saveConversation, searchConversations, useConversation, useConversations } from './conversations';
import type { ChatMessage } from './records';
import { setSignedIn, setSignedOut } from './session-store';

// No server here: delivery is attempted and reports the server unreachable.
vi.mock('./account-session', () => ({ syncNow: async () => ({ reachable: false }) }));

const deviceDb = withFreshDeviceDb('conversations');
afterEach(() => setSignedOut());

const ana = () => setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
const question = (text: string): ChatMessage => ({ role: 'user', content: text });
const answer = (text: string): ChatMessage => ({ role: 'assistant', content: text });

describe('a guest', () => {
  it('chats without saved history', async () => {
    expect(await saveConversation({ id: crypto.randomUUID(), title: 'Hi', messages: [question('Hi')] })).toMatchObject({ ok: false, reason: 'signed-out' });
    expect(await deviceDb().ai_conversations.count()).toBe(0);
    expect(await deviceDb().outbox.count()).toBe(0);
    expect(await searchConversations()).toEqual([]);
  });
});

describe('a signed-in person', () => {
  it('saves the whole conversation, queued for the server without the device-only fields', async () => {
    ana();
    const id = crypto.randomUUID();
    const result = await saveConversation({ id, title: 'How do I get a Mass ID?', messages: [question('How do I get a Mass ID?'), answer('Bring your passport.')] });
    expect(result).toEqual({ ok: true, synced: false });
    const record = await getConversation(id);
    expect(record).toMatchObject({ id, owner: 'u1', user_id: 'u1', title: 'How do I get a Mass ID?' });
    expect(record!.created_at).toBe(record!.updated_at);
    const [entry] = await deviceDb().outbox.toArray();
    expect(entry).toMatchObject({ owner: 'u1', table: 'ai_conversations', op: 'upsert', recordId: id });
    expect(Object.keys(entry!.payload!).sort()).toEqual(['created_at', 'id', 'messages', 'title', 'updated_at', 'user_id']);
  });

  it('keeps the first title and created_at, and moves updated_at forward even past a clock that is behind', async () => {
    ana();
    const id = crypto.randomUUID();
    await saveConversation({ id, title: 'First question', messages: [question('First question')], created_at: '2026-01-02T03:04:05.000Z' });
    const future = new Date(Date.now() + 60_000).toISOString();
    await deviceDb().ai_conversations.update(id, { updated_at: future });
    await saveConversation({ id, title: 'Another title', messages: [question('First question'), answer('Yes.')] });
    const record = await getConversation(id);
    expect(record).toMatchObject({ title: 'First question', created_at: '2026-01-02T03:04:05.000Z' });
    expect(record!.messages).toHaveLength(2);
    expect(Date.parse(record!.updated_at)).toBe(Date.parse(future) + 1);
    expect(await deviceDb().outbox.count()).toBe(2);
  });

  it('finds conversations by title or by the words of any message, in any case and without accents, newest first', async () => {
    ana();
    await saveConversation({ id: 'a', title: 'Médico para mi hijo', messages: [question('Médico para mi hijo')] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await saveConversation({
      id: 'b',
      title: null,
      messages: [
        question('Hello'),
        answer('The RMV office in Haymarket opens at 9.'),
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this form?' },
            { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AA==' } },
          ],
        },
      ],
    });
    await deviceDb().ai_conversations.put({
      id: 'c',
      owner: 'u2',
      user_id: 'u2',
      title: 'Medico',
      messages: [],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    });
    expect((await searchConversations()).map((record) => record.id)).toEqual(['b', 'a']);
    expect((await searchConversations('MEDICO')).map((record) => record.id)).toEqual(['a']);
    expect((await searchConversations('haymarket')).map((record) => record.id)).toEqual(['b']);
    expect((await searchConversations('this form')).map((record) => record.id)).toEqual(['b']);
    expect(await searchConversations('passport')).toEqual([]);
  });

  it('deletes as a tombstone with a delete queued, and will not bring a deleted conversation back', async () => {
    ana();
    await saveConversation({ id: 'a', title: 'Hi', messages: [question('Hi')] });
    expect(await deleteConversation('a')).toEqual({ ok: true, synced: false });
    expect(await getConversation('a')).toBeUndefined();
    expect(await searchConversations()).toEqual([]);
    expect(await deviceDb().ai_conversations.get('a')).toMatchObject({ deleted: 1 });
    expect((await deviceDb().outbox.toArray()).map((entry) => entry.op)).toEqual(['upsert', 'delete']);
    expect(await saveConversation({ id: 'a', title: 'Hi', messages: [question('Hi'), answer('Hello')] })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await deleteConversation('a')).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await deleteConversation('nowhere')).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('keeps the list live for the screen, filtered by the search', async () => {
    ana();
    await saveConversation({ id: 'a', title: 'Mass ID', messages: [question('Mass ID')] });
    const { result, rerender } = renderHook(({ query }) => useConversations(query), { initialProps: { query: '' } });
    await waitFor(() => expect(result.current?.map((record) => record.id)).toEqual(['a']));
    await act(async () => {
      await saveConversation({ id: 'b', title: 'School enrollment', messages: [question('School enrollment')] });
    });
    await waitFor(() => expect(result.current?.map((record) => record.id)).toEqual(['b', 'a']));
    rerender({ query: 'school' });
    await waitFor(() => expect(result.current?.map((record) => record.id)).toEqual(['b']));
    const single = renderHook(() => useConversation('a'));
    await waitFor(() => expect(single.result.current?.title).toBe('Mass ID'));
  });
});

describe('conversationMatches', () => {
  it('matches everything for an empty query and needs the whole query otherwise', () => {
    const record = { title: 'Mass ID', messages: [question('¿Dónde está la oficina?')] };
    expect(conversationMatches(record, '  ')).toBe(true);
    expect(conversationMatches(record, 'donde esta')).toBe(true);
    expect(conversationMatches(record, 'mass passport')).toBe(false);
    expect(conversationMatches({ title: null, messages: [question('学校报名')] }, '报名')).toBe(true);
  });
});
