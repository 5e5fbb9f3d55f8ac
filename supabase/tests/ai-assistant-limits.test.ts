// ai-assistant without a model, and what it refuses, end to end on the real local server (PGlite
// and, with TEST_DATABASE_URL, PostgreSQL): the on-device engine's answer streamed in the same
// format and saved like a model's; input limits (400 with a code), other methods (405), a person
// with as many conversations as the database keeps (409, the row quota); and the
// rate limits per person and per address (429 with Retry-After), counted in the database, all or
// nothing, by an address the caller cannot choose, in a function only the service role may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/core/assistant/answer-question';
import { CHAT_LIMITS } from '../../src/core/assistant/chat-limits';
import { assistant, awayFromMinuteEnd, chat, failure, isUuid, PIXEL_PNG, readReply, user } from './support/assistant-chat';
import { SERVER_DATABASES, startTestServer, type TestServer } from './support/test-server';
import { wholeAssistantContent } from '../../src/core/assistant/guide-content';

const QUESTION = '¿Cómo consigo una Mass ID?';

describe.each(SERVER_DATABASES)('ai-assistant without a model, on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ASSISTANT_MESSAGES_PER_MINUTE_PERSON: '10000', ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS: '10000' } });
  }, 60_000);
  afterAll(() => server.close());

  it('streams the on-device engine’s answer in several events, ending with [DONE]', async () => {
    const response = await chat(server, { messages: [user(QUESTION)], conversationId: null, language: 'es' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reply = await readReply(response);
    const expected = answerQuestion(QUESTION, 'es', { ...wholeAssistantContent(), hasImages: false }).text;
    expect(reply).toMatchObject({ text: expected, finished: true });
    expect(reply.deltas.length).toBeGreaterThan(3);
    expect(Math.max(...reply.deltas.map((delta) => delta.text.length))).toBeLessThanOrEqual(24);
    expect(reply.raw.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('answers in the question’s language when none is chosen, and knows about pictures', async () => {
    const question = '我怎么申请驾照？';
    const reply = await readReply(
      await chat(server, {
        messages: [
          user([
            { type: 'text', text: question },
            { type: 'image_url', image_url: { url: PIXEL_PNG } },
          ]),
        ],
        conversationId: null,
      }),
    );
    expect(reply.text).toBe(answerQuestion(question, 'zh', { ...wholeAssistantContent(), hasImages: true }).text);
  });

  it('reads a follow-up with the person’s earlier messages, in the language it is asked in', async () => {
    const messages = [user('What papers do I need for a REAL ID?'), assistant('Bring proof of lawful presence …'), user('¿y cuánto cuesta?')];
    const reply = await readReply(await chat(server, { messages, conversationId: null, language: 'en' }));
    expect(reply.text).toBe(answerQuestion('¿y cuánto cuesta?', 'en', { ...wholeAssistantContent(), hasImages: false, history: ['What papers do I need for a REAL ID?'] }).text);
    expect(reply.text).toMatch(/\$50/);
    expect(reply.text).toMatch(/Fuente:/);
  });

  it('saves a signed-in person’s conversation with the engine’s answer', async () => {
    const person = await server.person();
    const response = await chat(server, { messages: [user(QUESTION)], conversationId: null, language: 'es' }, { token: person.token });
    const id = response.headers.get('x-conversation-id');
    expect(isUuid(id)).toBe(true);
    const reply = await readReply(response);
    const { rows } = await server.backend.db.query('select user_id, title, messages from public.ai_conversations where id = $1', [id]);
    expect(rows).toEqual([{ user_id: person.id, title: QUESTION, messages: [user(QUESTION), assistant(reply.text)] }]);
  });

  const long = 'x'.repeat(CHAT_LIMITS.messageChars + 1);
  it.each([
    ['not JSON', '{"messages": [', 'bad_request'],
    ['no messages', { messages: [], conversationId: null }, 'no-messages'],
    ['too many messages', { messages: Array.from({ length: CHAT_LIMITS.messages + 1 }, () => user('Hi')), conversationId: null }, 'too-many-messages'],
    ['a message without a role', { messages: [{ content: 'Hi' }], conversationId: null }, 'bad-message'],
    ['an assistant message last', { messages: [user('Hi'), assistant('Hello')], conversationId: null }, 'empty-question'],
    ['a blank question', { messages: [user('   ')], conversationId: null }, 'empty-question'],
    ['a message too long', { messages: [user(long)], conversationId: null }, 'message-too-long'],
    [
      'a picture that is not a data URL',
      {
        messages: [
          user([
            { type: 'text', text: 'Hi' },
            { type: 'image_url', image_url: { url: 'https://example.org/a.png' } },
          ]),
        ],
        conversationId: null,
      },
      'bad-image',
    ],
    [
      'too many pictures',
      {
        messages: [user([{ type: 'text', text: 'Hi' }, ...Array.from({ length: CHAT_LIMITS.images + 1 }, () => ({ type: 'image_url' as const, image_url: { url: PIXEL_PNG } }))])],
        conversationId: null,
      },
      'too-many-images',
    ],
    ['a conversationId that is not a UUID', { messages: [user('Hi')], conversationId: '42' }, 'bad_request'],
    ['a language Pali does not speak', { messages: [user('Hi')], conversationId: null, language: 'fr' }, 'bad_request'],
  ])('refuses %s with 400 and a clear message', async (_label, body, code) => {
    const result = await failure(await chat(server, body));
    expect(result).toMatchObject({ status: 400, code });
    expect(result.error.length).toBeGreaterThan(10);
  });

  it('answers 409 row_quota_exceeded when the person keeps as many conversations as they may, and saves none', async () => {
    const person = await server.person();
    const db = server.backend.db;
    await db.query("update public.abuse_limits set max_count = 1 where name = 'ai_conversations_rows_per_person'");
    try {
      await readReply(await chat(server, { messages: [user(QUESTION)], conversationId: null }, { token: person.token }));
      for (const conversationId of [null, crypto.randomUUID()]) {
        const result = await failure(await chat(server, { messages: [user(QUESTION)], conversationId }, { token: person.token }));
        expect(result).toMatchObject({ status: 409, code: 'row_quota_exceeded' });
      }
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.ai_conversations where user_id = $1', [person.id]);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await db.query("update public.abuse_limits set max_count = 1000 where name = 'ai_conversations_rows_per_person'");
    }
  });

  it('says with a GET that no model answers, and 405 to anything but POST and GET', async () => {
    const described = await chat(server, null, { method: 'GET' });
    expect(described.status).toBe(200);
    expect(await described.json()).toEqual({ model: false });
    expect(await failure(await chat(server, null, { method: 'PUT' }))).toMatchObject({ status: 405, code: 'method_not_allowed' });
  });
});

describe.each(SERVER_DATABASES)('ai-assistant rate limits, on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ASSISTANT_MESSAGES_PER_MINUTE_PERSON: '2', ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS: '4' } });
  }, 60_000);
  afterAll(() => server.close());

  const ask = async (token?: string, headers?: Record<string, string>) => {
    const response = await chat(server, { messages: [user('Hi')], conversationId: null }, { token, headers });
    if (response.status === 200) await readReply(response);
    return response;
  };

  it('limits each person, then the address, all or nothing, whatever X-Forwarded-For says', async () => {
    // This may wait up to 15 s for a fresh minute: hence the test's longer time limit.
    await awayFromMinuteEnd(15);
    const ana = await server.person('Ana');
    const ben = await server.person('Ben');
    expect((await ask(ana.token)).status).toBe(200);
    expect((await ask(ana.token)).status).toBe(200);
    const refused = await ask(ana.token);
    expect(await failure(refused)).toEqual({ status: 429, code: 'rate_limited', error: 'Please wait a moment and try again.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Ana's refusal took nothing from the address: Ben and a guest still fit in its 4.
    expect((await ask(ben.token)).status).toBe(200);
    expect((await ask(undefined, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(200);
    // The address is full: a guest claiming another address, and Ben with one left of his own, wait.
    expect((await ask(undefined, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429);
    expect((await ask(ben.token)).status).toBe(429);
    const { rows } = await server.backend.db.query<{ bucket: string; used: number }>('select bucket, used from public.assistant_rate_limits order by bucket');
    expect(rows).toEqual(
      [
        { bucket: 'address:127.0.0.1', used: 4 },
        { bucket: `person:${ana.id}`, used: 2 },
        { bucket: `person:${ben.id}`, used: 1 },
      ].sort((a, b) => a.bucket.localeCompare(b.bucket)),
    );
  }, 30_000);

  it('forgets minutes that have ended', async () => {
    await server.backend.db.query("insert into public.assistant_rate_limits (bucket, window_start, used) values ('address:192.0.2.1', now() - interval '5 minutes', 3)");
    await server.backend.db.query("select public.take_assistant_message(null, 1, '192.0.2.9', 100)");
    const { rows } = await server.backend.db.query("select 1 from public.assistant_rate_limits where bucket = 'address:192.0.2.1'");
    expect(rows).toEqual([]);
  });

  it('lets only the service role count', async () => {
    const person = await server.person();
    const args = { person: person.id, per_person: 100, address: '192.0.2.2', per_address: 100 };
    expect((await person.client.rpc('take_assistant_message', args)).error).not.toBeNull();
    expect((await server.anon().rpc('take_assistant_message', args)).error).not.toBeNull();
    expect((await person.client.from('assistant_rate_limits').select('*')).error).not.toBeNull();
    expect(await server.service().rpc('take_assistant_message', args)).toMatchObject({ error: null, data: 0 });
  });
});
