// The letter explainer's server calls (src/data/letter-analysis.ts) against the real local server
// and an OpenAI-compatible model on loopback: the upload lands in the person's own folder, the
// function's answer and failures arrive as the codes the screen maps to its messages, and
// the free tier reads what the server counted.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiLetterService, analyzeLetterOnServer, LetterServiceError, uploadLetter } from '../../src/data/letter-analysis';
import { completion, startFakeModel, type FakeModel } from '../../supabase/tests/support/fake-model';
import { letterPdf, sampleLetter } from '../../supabase/tests/support/letter-files';
import { supabaseClient } from '../../supabase/tests/support/supabase-client';
import { GENEROUS_LIMITS, startTestServer, uniqueEmail, type TestServer } from '../../supabase/tests/support/test-server';

let client: SupabaseClient;
vi.mock('../../src/data/backend-client', () => ({ backendClient: async () => client }));

const ROAD_TEST = sampleLetter('rmv-road-test.en');
const ANSWER = JSON.stringify({
  letterText: '',
  summary: 'Your driving test is booked.',
  actionItems: ['Arrive 15 minutes early.'],
  urgencyLevel: 'medium',
  requiresInPersonVisit: true,
  documentsNeeded: ["Learner's permit"],
  additionalNotes: '',
  sender: 'rmv',
  kind: 'rmv-road-test',
  deadline: { date: '2026-12-11', quote: 'Your Class D road test is scheduled for Friday, December 11, 2026 at 8:30 AM.' },
  keyDates: [],
});

async function rejection(promise: Promise<unknown>): Promise<LetterServiceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LetterServiceError);
  return error as LetterServiceError;
}

describe('letter analysis on the server', () => {
  let server: TestServer;
  let model: FakeModel;
  let pdf: File;
  let online = true;
  const switchable: typeof fetch = (input, init) => (online ? fetch(input, init) : Promise.reject(new TypeError('fetch failed')));

  beforeAll(async () => {
    model = await startFakeModel();
    server = await startTestServer({ auth: { rateLimits: GENEROUS_LIMITS }, env: { AI_BASE_URL: model.url, AI_API_KEY: 'sk-test', AI_MODEL: 'test-vision' } });
    pdf = new File([(await letterPdf(ROAD_TEST)).slice()], 'Road test letter.PDF', { type: 'application/pdf' });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await model.close();
  });

  /** A person signed up and signed in on `client`, as the app's client would be. */
  async function signIn(): Promise<string> {
    online = true;
    client = supabaseClient(server.url, server.backend.keys.anonKey, undefined, switchable) as unknown as SupabaseClient;
    const { data, error } = await client.auth.signUp({ email: uniqueEmail('letter'), password: 'a good password' });
    expect(error).toBeNull();
    return data.user!.id;
  }

  beforeEach(() => {
    model.answer({ body: completion(ANSWER) });
  });

  it('uploads into the person’s folder as <time>-<random>.<extension>, explains it with AI and counts it', async () => {
    const userId = await signIn();
    const before = Date.now();
    const { path } = await uploadLetter(pdf);

    const match = new RegExp(`^${userId}/(\\d+)-[0-9a-f]{12}\\.pdf$`).exec(path);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(before);
    const { data } = await client.storage.from('letter-uploads').download(path);
    expect(data!.size).toBe(pdf.size);

    expect(await aiLetterService()).toEqual({ model: true, allowance: { limit: 2, used: 0, remaining: 2 } });
    const { analysis, allowance } = await analyzeLetterOnServer({ path, sender: 'rmv', concern: 'What to bring?', deadline: '', letterDate: '2026-11-19', language: 'en' });
    expect(analysis).toMatchObject({ engine: 'ai', kind: 'rmv-road-test', deadline: { date: '2026-12-11' } });
    expect(allowance).toEqual({ limit: 2, used: 1, remaining: 1 });
    expect(await aiLetterService()).toEqual({ model: true, allowance: { limit: 2, used: 1, remaining: 1 } });
  });

  it('says free_tier_used, with the allowance, once the month’s two are gone', async () => {
    await signIn();
    const { path } = await uploadLetter(pdf);
    await analyzeLetterOnServer({ path, language: 'es' });
    await analyzeLetterOnServer({ path, language: 'es' });
    const error = await rejection(analyzeLetterOnServer({ path, language: 'es' }));
    expect(error.code).toBe('free_tier_used');
    expect(error.allowance).toEqual({ limit: 2, used: 2, remaining: 0 });
    expect(await aiLetterService()).toEqual({ model: true, allowance: { limit: 2, used: 2, remaining: 0 } });
  });

  it.each([
    [{ status: 429, body: { error: { code: 'rate_limit_exceeded' } } }, 'rate_limited'],
    [{ status: 402, body: { error: { message: 'no credit' } } }, 'out_of_credit'],
    [{ status: 503, body: {} }, 'failed'],
  ])('passes the provider’s failure on as a code (%j → %s)', async (reply, code) => {
    await signIn();
    const { path } = await uploadLetter(pdf);
    model.answer(reply);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await rejection(analyzeLetterOnServer({ path, language: 'en' }))).code).toBe(code);
    expect(await aiLetterService()).toEqual({ model: true, allowance: { limit: 2, used: 0, remaining: 2 } });
  });

  it('needs a signed-in person for every call', async () => {
    client = supabaseClient(server.url, server.backend.keys.anonKey) as unknown as SupabaseClient;
    expect((await rejection(uploadLetter(pdf))).code).toBe('not_signed_in');
    expect((await rejection(analyzeLetterOnServer({ path: 'x/1-a.pdf', language: 'en' }))).code).toBe('not_signed_in');
    expect((await rejection(aiLetterService())).code).toBe('not_signed_in');
  });

  it('says offline when the server cannot be reached', async () => {
    await signIn();
    const { path } = await uploadLetter(pdf);
    online = false;
    expect((await rejection(uploadLetter(pdf))).code).toBe('offline');
    expect((await rejection(analyzeLetterOnServer({ path, language: 'en' }))).code).toBe('offline');
    expect((await rejection(aiLetterService())).code).toBe('offline');
  });

  it('says upload_failed when storage refuses the file', async () => {
    await signIn();
    const text = new File(['just text'], 'letter.txt', { type: 'text/plain' });
    expect((await rejection(uploadLetter(text))).code).toBe('upload_failed');
  });
});
