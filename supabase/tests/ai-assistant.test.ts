// ai-assistant with a model, end to end: the real local server (PGlite and, with TEST_DATABASE_URL,
// PostgreSQL), real HTTP read with the app's own stream reader, and an OpenAI-compatible model
// streaming on loopback. What the model is sent (grounding in the guides, the language, the
// markup, pictures), how its stream reaches the person (piece by piece, split bytes reassembled,
// [DONE] only for a complete reply), what its failures become (429, 402, 504, 502), that a person
// who leaves stops the model, and the signed-in person's conversations (created, reused, someone
// else's, made offline, deleted, saved with the reply).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { groundingFor } from '../../src/core/assistant/answer-question';
import { conversationTitle } from '../../src/core/assistant/conversation-title';
import { assistant, chat, failure, isUuid, PIXEL_PNG, readReply, user } from './support/assistant-chat';
import { startFakeModel, type FakeModel } from './support/fake-model';
import { SERVER_DATABASES, startTestServer, type TestServer } from './support/test-server';
import { wholeAssistantContent } from '../../src/core/assistant/guide-content';

const QUESTION = 'How do I get a Mass ID at the RMV?';
const DELTAS = ['You can ', 'get a Mass ID ', 'at an RMV ', 'service center.', '\n[REDIRECT: /eligibility?task=mass-id | what to bring]'];
const REPLY = DELTAS.join('');

describe.each(SERVER_DATABASES)('ai-assistant with a model, on %s', (database) => {
  let server: TestServer;
  let model: FakeModel;

  beforeAll(async () => {
    model = await startFakeModel();
    server = await startTestServer({
      database,
      env: {
        AI_BASE_URL: model.url,
        AI_API_KEY: 'sk-test-key',
        AI_MODEL: 'test-chat',
        AI_TIMEOUT_MS: '1000',
        ASSISTANT_MESSAGES_PER_MINUTE_PERSON: '10000',
        ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS: '10000',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await model.close();
  });
  beforeEach(() => {
    model.calls.length = 0;
    model.answer({ stream: { deltas: DELTAS, gapMs: 5 } });
  });

  const conversationRow = async (id: string) =>
    (
      await server.backend.db.query<{ user_id: string; title: string | null; messages: unknown[] }>('select user_id, title, messages from public.ai_conversations where id = $1', [
        id,
      ])
    ).rows[0];
  const conversationsOf = async (userId: string) =>
    (await server.backend.db.query<{ n: number }>('select count(*)::int as n from public.ai_conversations where user_id = $1', [userId])).rows[0]!.n;

  it('streams the model’s reply as it comes, in the spec’s format, ending with [DONE]', async () => {
    model.answer({ stream: { deltas: DELTAS, gapMs: 50 } });
    const response = await chat(server, { messages: [user(QUESTION)], conversationId: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reply = await readReply(response);
    expect(reply).toMatchObject({ text: REPLY, finished: true });
    expect(reply.deltas.map((delta) => delta.text)).toEqual(DELTAS);
    // The first piece reached the person before the model had finished writing.
    expect(reply.deltas[0]!.at).toBeLessThan(model.calls[0]!.finishedAt!);
    const events = reply.raw.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    for (const event of events.slice(0, -1)) expect(JSON.parse(event.replace(/^data: /, '')).choices[0].delta.content).toEqual(expect.any(String));
  });

  it('reassembles a stream cut mid-line and mid-character', async () => {
    const deltas = ['Sí, ', 'aquí está: ', '你好，', '欢迎 🙂 ', 'done'];
    model.answer({ stream: { deltas, gapMs: 2, splitBytes: 7 } });
    const reply = await readReply(await chat(server, { messages: [user('¿Hola?')], conversationId: null, language: 'es' }));
    expect(reply).toMatchObject({ text: deltas.join(''), finished: true });
  });

  it('grounds the model in what the phone would answer from, in the question’s language, with the markup', async () => {
    const question = '¿Cómo saco la Mass ID en el RMV?';
    const messages = [user('Where is the RMV?'), assistant('In Boston.'), user(question)];
    await readReply(await chat(server, { messages, conversationId: null, language: 'en' }));
    const call = model.calls[0]!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer sk-test-key');
    expect(call.body).toMatchObject({ model: 'test-chat', stream: true });
    const [system, ...rest] = call.body.messages!;
    expect(system!.role).toBe('system');
    expect(rest).toEqual(messages);
    const prompt = system!.content as string;
    expect(prompt).toContain('Spanish');
    expect(prompt).toContain('not legal advice');
    expect(prompt).toMatch(/\[REDIRECT: \/path \| /);
    for (const type of ['LEGAL_SERVICE_NEEDED', 'MEDICAL_SERVICE_NEEDED', 'RMV_SERVICE_NEEDED', 'SCHOOL_SERVICE_NEEDED', 'URGENT', 'NORMAL']) expect(prompt).toContain(type);
    const { passages, language } = groundingFor(question, 'en', { ...wholeAssistantContent(), history: ['Where is the RMV?'], limit: 5 });
    expect(language).toBe('es');
    expect(passages.length).toBeGreaterThan(0);
    for (const passage of passages) {
      expect(prompt).toContain(passage.source.title);
      expect(prompt).toContain(passage.source.path);
      expect(prompt).toContain(passage.text.slice(0, 200));
    }
  });

  it('gives the model the fact asked for with its source, and the numbers to lead with in danger', async () => {
    await readReply(await chat(server, { messages: [user('how long does my landlord have to return my security deposit?')], conversationId: null, language: 'en' }));
    await readReply(await chat(server, { messages: [user('i dont see the point anymore, everyone would be better off without me')], conversationId: null, language: 'en' }));
    await readReply(await chat(server, { messages: [user('how much does a REAL ID cost?')], conversationId: null, language: 'en' }));
    const [deposit, danger, realId] = model.calls.map((call) => call.body.messages![0]!.content as string);
    expect(deposit).toMatch(/30 days[\s\S]*Source: \[[a-z.]+\]\(https:/);
    expect(deposit).not.toMatch(/may be in danger/);
    expect(danger).toMatch(/The person may be in danger\. Start your reply with these numbers to call, before anything else: 988/);
    expect(realId).toMatch(/\$50/);
  }, 15_000);

  it('takes the language from the question when none is chosen, and cn as Simplified Chinese', async () => {
    await readReply(await chat(server, { messages: [user('我怎么申请驾照？')], conversationId: null }));
    await readReply(await chat(server, { messages: [user('Driving licence?')], conversationId: null, language: 'cn' }));
    await readReply(await chat(server, { messages: [user('Driving licence?')], conversationId: null }));
    const prompts = model.calls.map((call) => call.body.messages![0]!.content as string);
    expect(prompts[0]).toContain('Always answer in Simplified Chinese');
    expect(prompts[1]).toContain('Always answer in Simplified Chinese');
    expect(prompts[2]).toContain('Always answer in English');
  }, 15_000);

  it('says with a GET that a model answers', async () => {
    const described = await chat(server, null, { method: 'GET' });
    expect(await described.json()).toEqual({ model: true });
  });

  it('passes pictures on as image_url parts', async () => {
    const question = user([
      { type: 'text', text: 'What is this letter?' },
      { type: 'image_url', image_url: { url: PIXEL_PNG } },
    ]);
    await readReply(await chat(server, { messages: [question], conversationId: null }));
    expect(model.calls[0]!.body.messages!.at(-1)).toEqual(question);
  });

  it.each([
    [429, 429, 'rate_limited', { error: { code: 'rate_limit_exceeded', message: 'Slow down' } }],
    [429, 402, 'out_of_credit', { error: { code: 'insufficient_quota', type: 'insufficient_quota', message: 'You exceeded your quota' } }],
    [402, 402, 'out_of_credit', { error: { message: 'Insufficient credits' } }],
    [500, 502, 'ai_failed', { error: { message: 'oops' } }],
  ])('answers the model’s HTTP %i as %i %s, and makes no conversation', async (status, answer, code, body) => {
    model.answer({ status, body });
    const person = await server.person();
    const response = await chat(server, { messages: [user(QUESTION)], conversationId: null }, { token: person.token });
    expect(await failure(response)).toMatchObject({ status: answer, code });
    expect(response.headers.get('x-conversation-id')).toBeNull();
    expect(await conversationsOf(person.id)).toBe(0);
  });

  it('answers 504 when the model sends nothing in time', async () => {
    model.answer({ stream: { deltas: DELTAS }, delayMs: 1500 });
    expect(await failure(await chat(server, { messages: [user(QUESTION)], conversationId: null }))).toMatchObject({ status: 504, code: 'timeout' });
  });

  it.each([
    ['ends without [DONE]', 'cut'],
    ['sends an error event', 'error'],
    ['falls silent', 'hang'],
  ] as const)('ends the stream without [DONE] when the model %s, and saves no reply', async (_label, end) => {
    model.answer({ stream: { deltas: DELTAS.slice(0, 2), gapMs: 10, end } });
    const person = await server.person();
    const response = await chat(server, { messages: [user(QUESTION)], conversationId: null }, { token: person.token });
    expect(response.status).toBe(200);
    const reply = await readReply(response);
    expect(reply).toMatchObject({ text: DELTAS.slice(0, 2).join(''), finished: false });
    expect(reply.raw).not.toContain('[DONE]');
    const row = await conversationRow(response.headers.get('x-conversation-id')!);
    expect(row!.messages).toEqual([user(QUESTION)]);
  });

  it('stops the model as soon as the person leaves mid-stream', async () => {
    model.answer({ stream: { deltas: DELTAS, gapMs: 200, end: 'hang' } });
    const person = await server.person();
    const leave = new AbortController();
    const response = await chat(server, { messages: [user(QUESTION)], conversationId: null }, { token: person.token, signal: leave.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('You can ');
    leave.abort();
    await vi.waitFor(() => expect(model.calls[0]!.aborted).toBe(true), { timeout: 1000, interval: 20 });
    expect((await conversationRow(response.headers.get('x-conversation-id')!))!.messages).toEqual([user(QUESTION)]);
  });

  it('stops the model when the person leaves before it answered', async () => {
    model.answer({ stream: { deltas: DELTAS }, delayMs: 800 });
    const leave = new AbortController();
    const call = chat(server, { messages: [user(QUESTION)], conversationId: null }, { signal: leave.signal }).catch(() => null);
    await vi.waitFor(() => expect(model.calls).toHaveLength(1), { timeout: 1000, interval: 10 });
    leave.abort();
    await call;
    await vi.waitFor(() => expect(model.calls[0]!.aborted).toBe(true), { timeout: 1000, interval: 20 });
  });

  describe('conversations', () => {
    it('creates one for a signed-in person, titled from the question, and saves the reply before [DONE]', async () => {
      const person = await server.person();
      const response = await chat(server, { messages: [user(QUESTION)], conversationId: null }, { token: person.token });
      const id = response.headers.get('x-conversation-id');
      expect(isUuid(id)).toBe(true);
      await readReply(response);
      expect(await conversationRow(id!)).toEqual({ user_id: person.id, title: conversationTitle([user(QUESTION)]), messages: [user(QUESTION), assistant(REPLY)] });
      // The person sees it through the API like any conversation of theirs.
      const { data } = await person.client.from('ai_conversations').select('id, title').eq('id', id!);
      expect(data).toEqual([{ id, title: QUESTION }]);
    });

    it('reuses the person’s conversation, with a newer updated_at and the title kept', async () => {
      const person = await server.person();
      const first = await chat(server, { messages: [user(QUESTION)], conversationId: null }, { token: person.token });
      const id = first.headers.get('x-conversation-id')!;
      await readReply(first);
      const before = (await server.backend.db.query<{ updated_at: Date }>('select updated_at from public.ai_conversations where id = $1', [id])).rows[0]!.updated_at;
      const messages = [user(QUESTION), assistant(REPLY), user('And for my son?')];
      const second = await chat(server, { messages, conversationId: id }, { token: person.token });
      expect(second.headers.get('x-conversation-id')).toBe(id);
      await readReply(second);
      const after = await server.backend.db.query<{ updated_at: Date; title: string }>('select updated_at, title from public.ai_conversations where id = $1', [id]);
      expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThan(before.getTime());
      expect(after.rows[0]!.title).toBe(QUESTION);
      expect((await conversationRow(id))!.messages).toEqual([...messages, assistant(REPLY)]);
      expect(await conversationsOf(person.id)).toBe(1);
    }, 15_000);

    it('keeps the older turns when the app sends only the newest ones', async () => {
      const person = await server.person();
      const older = [user([{ type: 'text', text: 'First question' }]), assistant('First answer')];
      const newest = [user('Second question'), assistant('Second answer')];
      const { data } = await person.client
        .from('ai_conversations')
        .insert({ title: 'Long', messages: [...older, ...newest] })
        .select('id')
        .single();
      const sent = [...newest, user(QUESTION)];
      await readReply(await chat(server, { messages: sent, conversationId: data!.id }, { token: person.token }));
      expect((await conversationRow(data!.id))!.messages).toEqual([...older, ...sent, assistant(REPLY)]);
    });

    it('answers 404 for someone else’s conversation, without asking the model', async () => {
      const owner = await server.person();
      const stranger = await server.person('Stranger');
      const { data } = await owner.client.from('ai_conversations').insert({ title: 'Mine', messages: [] }).select('id').single();
      const response = await chat(server, { messages: [user(QUESTION)], conversationId: data!.id }, { token: stranger.token });
      expect(await failure(response)).toMatchObject({ status: 404, code: 'not_found' });
      expect(model.calls).toHaveLength(0);
      expect((await conversationRow(data!.id))!.messages).toEqual([]);
    });

    it('creates a conversation the phone made offline under its own id', async () => {
      const person = await server.person();
      const id = crypto.randomUUID();
      const response = await chat(server, { messages: [user(QUESTION)], conversationId: id.toUpperCase() }, { token: person.token });
      expect(response.headers.get('x-conversation-id')).toBe(id);
      await readReply(response);
      expect(await conversationRow(id)).toMatchObject({ user_id: person.id, title: QUESTION, messages: [user(QUESTION), assistant(REPLY)] });
    });

    it('answers 404 for a conversation deleted elsewhere (it stays deleted), without asking the model', async () => {
      const person = await server.person();
      const { data } = await person.client.from('ai_conversations').insert({ title: 'Old', messages: [] }).select('id').single();
      await person.client.from('ai_conversations').delete().eq('id', data!.id);
      const response = await chat(server, { messages: [user(QUESTION)], conversationId: data!.id }, { token: person.token });
      expect(await failure(response)).toMatchObject({ status: 404, code: 'not_found' });
      expect(await conversationRow(data!.id)).toBeUndefined();
      expect(model.calls).toHaveLength(0);
    });

    it('gives a guest no conversation and saves nothing, whatever id is sent', async () => {
      const count = async () => (await server.backend.db.query<{ n: number }>('select count(*)::int as n from public.ai_conversations')).rows[0]!.n;
      const before = await count();
      const response = await chat(server, { messages: [user(QUESTION)], conversationId: crypto.randomUUID() });
      expect(response.headers.get('x-conversation-id')).toBeNull();
      expect(await readReply(response)).toMatchObject({ text: REPLY, finished: true });
      expect(await count()).toBe(before);
    });
  });
});
