// Attack: person B asks analyze-letter about person A's uploaded letter by
// writing a path that passes a check of B's folder as written but lands in A's once a URL parser
// or a decoder has had it: `B/%2e%2e/A/<file>` and its cousins (capital %2E, half-encoded dots,
// %2f and %5c separators, a tab inside the dots, double and triple encoding), sent as `path` and
// inside the older `imageUrl`. Before the fix B got A's letter explained, quoting it. Now every
// one is refused before anything is read, and the download itself runs as the caller, so the
// storage policy refuses A's file to B even if a name slipped through.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completion, startFakeModel, type FakeModel } from '../support/fake-model';
import { letterPdf } from '../support/letter-files';
import { SERVER_DATABASES, startTestServer, type TestServer } from '../support/test-server';

const BUCKET = 'letter-uploads';
/** A's letter: a sentence only A's file holds, so any leak of it shows. */
const SECRET = 'Case number SECRET-4417: your hearing is on December 11, 2026 at 9:00 AM.';

const ANSWER = JSON.stringify({
  letterText: '',
  summary: 'A hearing.',
  actionItems: [],
  urgencyLevel: 'medium',
  requiresInPersonVisit: true,
  documentsNeeded: [],
  additionalNotes: '',
  sender: 'court',
  kind: null,
  deadline: null,
  keyDates: [],
});

type Person = Awaited<ReturnType<TestServer['person']>>;

async function analyze(client: Person['client'], body: Record<string, unknown>): Promise<{ status: number; text: string }> {
  const { data, error } = await client.functions.invoke('analyze-letter', { body: { language: 'en', ...body } });
  if (!error) return { status: 200, text: JSON.stringify(data) };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, text: await response.text() };
}

describe.each(SERVER_DATABASES)('analyze-letter refuses another person’s letter, on %s', (database) => {
  let server: TestServer;
  let model: FakeModel;
  let ana: Person;
  let ben: Person;
  let file: string;

  beforeAll(async () => {
    model = await startFakeModel();
    server = await startTestServer({ database, env: { AI_BASE_URL: model.url, AI_MODEL: 'test-vision', AI_TIMEOUT_MS: '2000' } });
    ana = await server.person('Ana');
    ben = await server.person('Ben');
    file = `${Date.now()}-a1b2c3.pdf`;
    const { error } = await ana.client.storage.from(BUCKET).upload(`${ana.id}/${file}`, await letterPdf(`Boston Municipal Court\n${SECRET}`), { contentType: 'application/pdf' });
    expect(error).toBeNull();
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await model.close();
  });
  beforeEach(() => {
    model.calls.length = 0;
    model.answer({ body: completion(ANSWER) });
  });

  const paths = () => {
    const [a, b] = [ana.id, ben.id];
    return [
      `${b}/%2e%2e/${a}/${file}`,
      `${b}/%2E%2E/${a}/${file}`,
      `${b}/.%2e/${a}/${file}`,
      `${b}/%2e./${a}/${file}`,
      `${b}/x/%2e%2e/%2e%2e/${a}/${file}`,
      `${b}/..%2f${a}/${file}`,
      `${b}/..%2F..%2F${a}/${file}`,
      `${b}%2f..%2f${a}/${file}`,
      `${b}/..%5c${a}/${file}`,
      `${b}/..\\${a}/${file}`,
      `${b}/.\t./${a}/${file}`,
      `${b}/.\n./${a}/${file}`,
      `${b}/%252e%252e/${a}/${file}`,
      `${b}/%00/../${a}/${file}`,
      `/${b}/../${a}/${file}`,
    ];
  };

  const imageUrls = () => {
    const [a, b] = [ana.id, ben.id];
    const base = `${server.url}/storage/v1/object/authenticated/${BUCKET}`;
    return [
      `${base}/${b}/%252e%252e/${a}/${file}`,
      `${base}/${b}/%252E%252E/${a}/${file}`,
      `${base}/${b}/%25%32%65%25%32%65/${a}/${file}`,
      `${base}/${b}/..%252f${a}/${file}`,
      `${base}/${b}/%2e%2e/${a}/${file}`,
      `${base}/${b}%2f..%2f${a}/${file}`,
      `${b}/%2e%2e/${a}/${file}`,
    ];
  };

  it('never explains A’s letter to B, however the path is written', async () => {
    const outcomes: string[] = [];
    const attempts = [...paths().map((path) => ({ path })), ...imageUrls().map((imageUrl) => ({ imageUrl }))];
    for (const attempt of attempts) {
      // A fresh free tier each time, so every attempt is really tried.
      await server.backend.db.query('delete from public.ai_usage where user_id = $1', [ben.id]);
      const answer = await analyze(ben.client, attempt);
      const leaked = answer.status === 200 || answer.text.includes('SECRET-4417');
      if (leaked || answer.status !== 403) outcomes.push(`${JSON.stringify(attempt)} → ${answer.status}${leaked ? ' LEAKED' : ''}`);
    }
    expect(outcomes).toEqual([]);
    expect(JSON.stringify(model.calls)).not.toContain('SECRET-4417');
  }, 60_000);

  it('still explains A’s letter to A, by path and by imageUrl', async () => {
    expect((await analyze(ana.client, { path: `${ana.id}/${file}` })).status).toBe(200);
    expect((await analyze(ana.client, { imageUrl: `${server.url}/storage/v1/object/authenticated/${BUCKET}/${ana.id}/${file}` })).status).toBe(200);
    expect(JSON.stringify(model.calls)).toContain('SECRET-4417');
  });
});
