// analyze-letter end to end: the real local server (PGlite and, with TEST_DATABASE_URL, PostgreSQL),
// the unmodified supabase-js client, and an OpenAI-compatible model on loopback. What the model is
// sent (schema, key, model, the PDF's text or the photo), how its answer is checked (dates the
// letter does not state are dropped), what its failures become (429, 402, timeout, bad JSON), the
// free tier (2 a month, never more, even at once; failures cost nothing), who may ask about which
// file, and the answer with no model at all (the rules, not counted).
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { completion, startFakeModel, type FakeModel } from './support/fake-model';
import { BROKEN_PNG, fixtureBytes, letterPdf, PHOTO_PNG, sampleLetter } from './support/letter-files';
import { SERVER_DATABASES, startTestServer, type TestServer } from './support/test-server';

const BUCKET = 'letter-uploads';
const TODAY = '2026-11-22';
const ROAD_TEST = sampleLetter('rmv-road-test.en');
const TEST_SENTENCE = 'Your Class D road test is scheduled for Friday, December 11, 2026 at 8:30 AM.';

/** A good answer about the road-test letter. */
const answer = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    letterText: '',
    summary: 'Your driving test is booked.',
    actionItems: ['Arrive 15 minutes early.', 'Bring your permit.'],
    urgencyLevel: 'medium',
    requiresInPersonVisit: true,
    documentsNeeded: ["Learner's permit"],
    additionalNotes: 'Cancelling late costs $35.',
    sender: 'rmv',
    kind: 'rmv-road-test',
    deadline: { date: '2026-12-11', quote: TEST_SENTENCE },
    keyDates: [
      { date: '2026-11-19', label: 'Letter date', quote: 'Date: November 19, 2026' },
      { date: '2026-12-11', label: 'Road test', quote: 'road test is scheduled for Friday, December 11, 2026' },
    ],
    ...overrides,
  });

type Person = Awaited<ReturnType<TestServer['person']>>;
interface Answer {
  status: number;
  body: Record<string, unknown> & { analysis?: Record<string, unknown>; allowance?: { limit: number; used: number; remaining: number }; code?: string };
}

async function upload(person: Person, bytes: Uint8Array, extension: string, type: string): Promise<string> {
  const path = `${person.id}/${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
  const { error } = await person.client.storage.from(BUCKET).upload(path, bytes, { contentType: type });
  expect(error).toBeNull();
  return path;
}

async function analyze(client: Person['client'], body: Record<string, unknown>): Promise<Answer> {
  const { data, error } = await client.functions.invoke('analyze-letter', { body: { language: 'en', today: TODAY, ...body } });
  if (!error) return { status: 200, body: data as Answer['body'] };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** GET: what the server offers the caller. */
async function askService(client: Person['client']): Promise<Answer> {
  const { data, error } = await client.functions.invoke('analyze-letter', { method: 'GET' });
  if (!error) return { status: 200, body: data as Answer['body'] };
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const textOf = (content: unknown) =>
  Array.isArray(content)
    ? content
        .filter((part) => part.type === 'text')
        .map((part) => part.text)
        .join('\n')
    : String(content);

describe.each(SERVER_DATABASES)('analyze-letter with a model, on %s', (database) => {
  let server: TestServer;
  let model: FakeModel;
  let pdf: Uint8Array;

  beforeAll(async () => {
    model = await startFakeModel();
    server = await startTestServer({ database, env: { AI_BASE_URL: model.url, AI_API_KEY: 'sk-test-key', AI_MODEL: 'test-vision', AI_TIMEOUT_MS: '2000' } });
    pdf = await letterPdf(ROAD_TEST);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await model.close();
  });
  beforeEach(() => {
    model.calls.length = 0;
    model.answer({ body: completion(answer()) });
  });

  const used = async (userId: string) =>
    (await server.backend.db.query<{ n: number }>('select coalesce(sum(letter_explanations), 0)::int as n from public.ai_usage where user_id = $1', [userId])).rows[0]!.n;

  it('sends a PDF’s text with the JSON schema, the model and the key, and answers the checked analysis', async () => {
    const person = await server.person();
    const path = await upload(person, pdf, 'pdf', 'application/pdf');
    const result = await analyze(person.client, { path, sender: 'rmv', concern: 'What do I bring?', deadline: '', letterDate: '2026-11-19' });

    expect(result.status).toBe(200);
    expect(model.calls).toHaveLength(1);
    const call = model.calls[0]!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer sk-test-key');
    expect(call.body.model).toBe('test-vision');
    expect(call.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'letter_explanation', strict: true } });
    const schema = call.body.response_format!.json_schema!.schema as { required: string[]; additionalProperties: boolean };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(expect.arrayContaining(['letterText', 'summary', 'sender', 'kind', 'deadline', 'keyDates']));
    const user = call.body.messages!.find((message) => message.role === 'user')!;
    expect(textOf(user.content)).toContain(TEST_SENTENCE);
    expect(textOf(user.content)).toContain('What do I bring?');
    expect(JSON.stringify(user.content)).not.toContain('image_url');
    expect(textOf(call.body.messages![0]!.content)).toContain('English');

    expect(result.body.allowance).toEqual({ limit: 2, used: 1, remaining: 1 });
    expect(result.body.analysis).toMatchObject({
      engine: 'ai',
      summary: 'Your driving test is booked.',
      sender: 'rmv',
      kind: 'rmv-road-test',
      urgencyLevel: 'medium',
      legalHelp: false,
      deadline: { date: '2026-12-11', quote: TEST_SENTENCE },
      letterLanguage: 'en',
      requiresInPersonVisit: true,
    });
    // The keyDates quote the letter's own sentences, whatever the model quoted.
    expect(result.body.analysis!.keyDates).toEqual([
      { date: '2026-11-19', label: 'Letter date', quote: 'Date: November 19, 2026' },
      { date: '2026-12-11', label: 'Road test', quote: TEST_SENTENCE },
    ]);
    expect((result.body.analysis!.sources as string[]).length).toBeGreaterThan(0);
    expect(await used(person.id)).toBe(1);
  });

  it('sends a photo as an image data URL, and checks its dates against the model’s transcription', async () => {
    const person = await server.person();
    const path = await upload(person, PHOTO_PNG, 'png', 'image/png');
    model.answer({ body: completion(answer({ letterText: ROAD_TEST })) });
    const result = await analyze(person.client, { path, language: 'cn' });

    expect(result.status).toBe(200);
    const parts = model.calls[0]!.body.messages!.find((message) => message.role === 'user')!.content as Array<{ type: string; image_url?: { url: string } }>;
    expect(parts.find((part) => part.type === 'image_url')!.image_url!.url).toBe(`data:image/png;base64,${Buffer.from(PHOTO_PNG).toString('base64')}`);
    expect(textOf(model.calls[0]!.body.messages![0]!.content)).toContain('Simplified Chinese');
    expect(result.body.analysis).toMatchObject({ engine: 'ai', deadline: { date: '2026-12-11', quote: TEST_SENTENCE } });
  });

  it('sends a scanned PDF (no text of its own) as a PDF file part', async () => {
    const person = await server.person();
    const path = await upload(person, await letterPdf(''), 'pdf', 'application/pdf');
    model.answer({ body: completion(answer({ letterText: ROAD_TEST })) });
    const result = await analyze(person.client, { path });

    expect(result.status).toBe(200);
    const parts = model.calls[0]!.body.messages!.find((message) => message.role === 'user')!.content as Array<{ type: string; file?: { file_data: string } }>;
    expect(parts.find((part) => part.type === 'file')!.file!.file_data).toMatch(/^data:application\/pdf;base64,JVBERi0/);
    expect(result.body.analysis).toMatchObject({ engine: 'ai', deadline: { date: '2026-12-11' } });
  });

  it('drops dates the letter does not state, and takes the rules’ deadline instead', async () => {
    const person = await server.person();
    const path = await upload(person, pdf, 'pdf', 'application/pdf');
    model.answer({
      body: completion(
        answer({
          sender: 'court',
          kind: 'not-a-kind',
          urgencyLevel: 'low',
          deadline: { date: '2026-12-25', quote: 'Please come back on December 25, 2026.' },
          keyDates: [
            { date: '2027-01-15', label: 'Made up', quote: 'January 15, 2027' },
            { date: '2026-11-19', label: 'Letter date', quote: 'Date: November 19, 2026' },
          ],
        }),
      ),
    });
    const result = await analyze(person.client, { path, today: '2026-12-06' });

    expect(result.status).toBe(200);
    const analysis = result.body.analysis!;
    expect(analysis.deadline).toEqual({ date: '2026-12-11', quote: TEST_SENTENCE });
    const dates = (analysis.keyDates as Array<{ date: string }>).map((key) => key.date);
    expect(dates).not.toContain('2027-01-15');
    expect(dates).not.toContain('2026-12-25');
    expect(dates).toEqual(expect.arrayContaining(['2026-11-19', '2026-12-11']));
    // The letterhead (the RMV) overrules the model's sender, and the model's unknown kind gives way
    // to the rules' (no kind whose sender contradicts the letter). Five days left makes it
    // urgent: the alert shows for the close deadline, but a road test needs no lawyer.
    expect(analysis).toMatchObject({ kind: 'rmv-road-test', sender: 'rmv', urgencyLevel: 'high', legalHelp: false, legalHelpReason: 'deadline' });
  });

  it('asks again after an answer that is not JSON, and counts only the good one', async () => {
    const person = await server.person();
    const path = await upload(person, pdf, 'pdf', 'application/pdf');
    model.answer({ body: completion('Sure! Here is the explanation: {') }, { body: completion(answer()) });
    const result = await analyze(person.client, { path });

    expect(model.calls).toHaveLength(2);
    expect(result.body.analysis).toMatchObject({ engine: 'ai' });
    expect(await used(person.id)).toBe(1);
  });

  it('explains with the rules after two unusable answers (bad JSON, wrong shape), free of charge', async () => {
    const person = await server.person();
    const path = await upload(person, pdf, 'pdf', 'application/pdf');
    model.answer({ body: completion('not json') }, { body: completion(JSON.stringify({ summary: 42 })) });
    const result = await analyze(person.client, { path });

    expect(model.calls).toHaveLength(2);
    expect(result.status).toBe(200);
    expect(result.body.analysis).toMatchObject({ engine: 'device', kind: 'rmv-road-test', deadline: { date: '2026-12-11' } });
    expect(result.body.allowance).toEqual({ limit: 2, used: 0, remaining: 2 });
    expect(await used(person.id)).toBe(0);
  });

  it('answers ai_failed for a photo after two unusable answers when its words cannot be read here', async () => {
    const person = await server.person();
    const path = await upload(person, BROKEN_PNG, 'png', 'image/png');
    model.answer({ body: completion('{"letterText": "cut off', 'length') });
    const result = await analyze(person.client, { path });

    expect(result).toMatchObject({ status: 502, body: { code: 'ai_failed', allowance: { used: 0 } } });
    expect(await used(person.id)).toBe(0);
  });

  it.each([
    ['a rate limit', { status: 429, body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } } }, 429, 'rate_limited'],
    [
      'no quota left (OpenAI’s 429)',
      { status: 429, body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } } },
      402,
      'out_of_credit',
    ],
    ['no credit (402)', { status: 402, body: { error: { message: 'Insufficient credits' } } }, 402, 'out_of_credit'],
    ['a server error', { status: 500, body: { error: { message: 'boom' } } }, 502, 'ai_failed'],
  ])('maps %s to %i %s, and does not count it', async (_name, reply, status, code) => {
    const person = await server.person();
    const path = await upload(person, pdf, 'pdf', 'application/pdf');
    model.answer(reply);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await analyze(person.client, { path });

    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ code, allowance: { limit: 2, used: 0, remaining: 2 } });
    expect(result.body.error).toEqual(expect.any(String));
    expect(JSON.stringify(result.body)).not.toContain('sk-test-key');
    expect(model.calls).toHaveLength(1);
    expect(await used(person.id)).toBe(0);
    expect(errors).toHaveBeenCalled();
  });

  it('gives up on a model that does not answer within AI_TIMEOUT_MS: 504 timeout, not counted', async () => {
    const person = await server.person();
    const path = await upload(person, pdf, 'pdf', 'application/pdf');
    model.answer({ body: completion(answer()), delayMs: 6000 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    const result = await analyze(person.client, { path });

    expect(result).toMatchObject({ status: 504, body: { code: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await used(person.id)).toBe(0);
  });

  it('tells a person (GET) that a model is set up and what is left this month; refuses guests', async () => {
    const person = await server.person();
    expect(await askService(person.client)).toEqual({ status: 200, body: { model: true, allowance: { limit: 2, used: 0, remaining: 2 } } });
    const path = await upload(person, pdf, 'pdf', 'application/pdf');
    expect((await analyze(person.client, { path })).status).toBe(200);
    expect((await askService(person.client)).body).toEqual({ model: true, allowance: { limit: 2, used: 1, remaining: 1 } });
    expect((await askService(server.anon())).status).toBe(401);
    expect(model.calls).toHaveLength(1);
  });

  it('gives 2 AI explanations a month, then answers free_tier_used without asking the model', async () => {
    const person = await server.person();
    const path = await upload(person, pdf, 'pdf', 'application/pdf');
    expect((await analyze(person.client, { path })).body.allowance).toEqual({ limit: 2, used: 1, remaining: 1 });
    expect((await analyze(person.client, { path })).body.allowance).toEqual({ limit: 2, used: 2, remaining: 0 });
    const third = await analyze(person.client, { path });

    expect(third).toMatchObject({ status: 429, body: { code: 'free_tier_used', allowance: { limit: 2, used: 2, remaining: 0 } } });
    expect(model.calls).toHaveLength(2);
    // The month is Massachusetts' (America/New_York).
    const { rows } = await server.backend.db.query<{ ok: boolean }>(
      "select month = date_trunc('month', now() at time zone 'America/New_York')::date as ok from public.ai_usage where user_id = $1",
      [person.id],
    );
    expect(rows).toEqual([{ ok: true }]);
  });

  it('never gives more than 2, even to calls made at once', async () => {
    const person = await server.person();
    const path = await upload(person, pdf, 'pdf', 'application/pdf');
    model.answer({ body: completion(answer()), delayMs: 200 });
    const results = await Promise.all(Array.from({ length: 5 }, () => analyze(person.client, { path })));

    expect(results.filter((result) => result.status === 200)).toHaveLength(2);
    expect(results.filter((result) => result.body.code === 'free_tier_used')).toHaveLength(3);
    expect(await used(person.id)).toBe(2);
  });

  it('counts through SQL functions only the service role may call', async () => {
    const person = await server.person();
    const take = await person.client.rpc('take_letter_explanation', { person: person.id, monthly_limit: 100 });
    expect(take.error).not.toBeNull();
    const giveBack = await person.client.rpc('return_letter_explanation', { person: person.id, for_month: '2026-11-01' });
    expect(giveBack.error).not.toBeNull();
    expect((await server.anon().rpc('take_letter_explanation', { person: person.id })).error).not.toBeNull();
    expect(await used(person.id)).toBe(0);

    // The service role's takes, ten at once: exactly two succeed.
    const service = server.service();
    const takes = await Promise.all(Array.from({ length: 10 }, () => service.rpc('take_letter_explanation', { person: person.id })));
    expect(takes.map((result) => result.error)).toEqual(takes.map(() => null));
    expect(takes.filter((result) => (result.data as unknown[]).length === 1)).toHaveLength(2);
    expect(await used(person.id)).toBe(2);
  });

  it('explains only letters in the caller’s own folder (403), and reads the spec’s imageUrl too', async () => {
    const owner = await server.person();
    const stranger = await server.person('Luis');
    const path = await upload(owner, pdf, 'pdf', 'application/pdf');

    for (const body of [
      { path },
      { path: `${stranger.id}/../${path}` },
      { path: `${stranger.id}/./../${owner.id}/x.pdf` },
      { imageUrl: `${server.url}/storage/v1/object/public/${BUCKET}/${path}` },
    ]) {
      expect(await analyze(stranger.client, body)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    }
    expect(model.calls).toHaveLength(0);

    const byUrl = await analyze(owner.client, { imageUrl: `${server.url}/storage/v1/object/public/${BUCKET}/${path}` });
    expect(byUrl.status).toBe(200);
    expect(byUrl.body.analysis).toMatchObject({ engine: 'ai' });
  });

  it('refuses guests (401 not_signed_in), and says when the file is not there (404)', async () => {
    const guest = await analyze(server.anon(), { path: 'someone/1-a.pdf' });
    expect(guest).toMatchObject({ status: 401, body: { code: 'not_signed_in' } });

    const person = await server.person();
    expect(await analyze(person.client, { path: `${person.id}/never-uploaded.pdf` })).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await analyze(person.client, { language: 'fr', path: `${person.id}/x.pdf` })).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect(model.calls).toHaveLength(0);
    expect(await used(person.id)).toBe(0);
  });
});

describe('analyze-letter with no model configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite' });
  }, 60_000);
  afterAll(() => server.close());

  it('tells a person (GET) that no model is set up, so the screen offers none', async () => {
    const person = await server.person();
    expect(await askService(person.client)).toEqual({ status: 200, body: { model: false, allowance: { limit: 2, used: 0, remaining: 2 } } });
  });

  it('explains a PDF with the on-device rules, in the reader’s language, without counting it', async () => {
    const person = await server.person();
    const path = await upload(person, await letterPdf(ROAD_TEST), 'pdf', 'application/pdf');
    const result = await analyze(person.client, { path, language: 'es', sender: 'rmv' });

    expect(result.status).toBe(200);
    expect(result.body.analysis).toMatchObject({ engine: 'device', kind: 'rmv-road-test', sender: 'rmv', deadline: { date: '2026-12-11', quote: TEST_SENTENCE } });
    expect(result.body.analysis!.summary).not.toBe('');
    expect(result.body.allowance).toEqual({ limit: 2, used: 0, remaining: 2 });
    const { rows } = await server.backend.db.query('select * from public.ai_usage where user_id = $1', [person.id]);
    expect(rows).toEqual([]);
  });

  it('reads a photo with the local server’s OCR and explains it with the rules', async () => {
    const person = await server.person();
    const path = await upload(person, fixtureBytes('court-summons.en.jpg'), 'jpg', 'image/jpeg');
    const result = await analyze(person.client, { path });

    expect(result.status).toBe(200);
    // A clerk-magistrate (show cause) hearing notice: a kind of its own.
    expect(result.body.analysis).toMatchObject({ engine: 'device', kind: 'clerk-magistrate-hearing', sender: 'court', legalHelp: true });
  }, 60_000);

  it('says a file whose words cannot be read here is unreadable (422), so the phone can try', async () => {
    const person = await server.person();
    const path = await upload(person, BROKEN_PNG, 'png', 'image/png');
    expect(await analyze(person.client, { path })).toMatchObject({ status: 422, body: { code: 'unreadable' } });
  });
});
