// The edge functions as a hosted project runs them: each Deno entry point (index.ts, with its own
// deno.json) in its own Deno process, given the environment hosted Supabase gives it, behind the
// local server's gateway (which verifies the JWT and relays, as Supabase's does), and driven by the
// unmodified supabase-js client. The in-process handlers are switched off, so every answer here
// came from Deno. The handlers' behaviour in depth is tested in Node (../*.test.ts); this proves
// the entry points, the import maps, the npm packages under Deno, env-context.ts, the SMTP mailer,
// the streaming and the abort all work in the runtime a hosted project uses.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chat, readReply, user } from '../support/assistant-chat';
import { startDenoFunction, type DenoFunction } from '../support/deno-function';
import { completion, startFakeModel, type FakeModel } from '../support/fake-model';
import { letterPdf, sampleLetter } from '../support/letter-files';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { GENEROUS_LIMITS, startTestServer, type TestServer } from '../support/test-server';

const SITE = 'https://pali.example';
const TODAY = '2026-11-22';
const ROAD_TEST_SENTENCE = 'Your Class D road test is scheduled for Friday, December 11, 2026 at 8:30 AM.';

let server: TestServer;
let smtp: SmtpSink;
let model: FakeModel;
const upstreams = new Map<string, string>();
const running: DenoFunction[] = [];
/** Each function under Deno, once with no model and once with the loopback model where it uses one. */
const deno: Record<string, DenoFunction> = {};

/** Serves `name` from this Deno process from now on. */
const serveFrom = (name: string, process: DenoFunction) => upstreams.set(name, process.origin);

beforeAll(async () => {
  smtp = await startSmtpSink();
  model = await startFakeModel();
  server = await startTestServer({ functionUpstreams: upstreams, auth: { rateLimits: GENEROUS_LIMITS } });
  const platform = {
    SUPABASE_URL: server.url,
    SUPABASE_ANON_KEY: server.backend.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: server.backend.keys.serviceRoleKey,
    SITE_URL: SITE,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Pali <reminders@pali.example>',
  };
  const withModel = { ...platform, AI_BASE_URL: model.url, AI_API_KEY: 'sk-deno-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '5000' };
  const plan: Array<[string, string, Record<string, string>]> = [
    ['health', 'health', platform],
    ['send-reminders', 'send-reminders', platform],
    ['delete-account', 'delete-account', platform],
    ['sweep-letter-uploads', 'sweep-letter-uploads', platform],
    ['ai-assistant', 'ai-assistant', platform],
    ['ai-assistant+model', 'ai-assistant', withModel],
    ['analyze-letter', 'analyze-letter', platform],
    ['analyze-letter+model', 'analyze-letter', withModel],
  ];
  const started = await Promise.allSettled(plan.map(([, name, env]) => startDenoFunction(name, env)));
  started.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      running.push(result.value);
      deno[plan[index]![0]] = result.value;
    }
  });
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
  for (const name of ['health', 'send-reminders', 'delete-account', 'sweep-letter-uploads', 'ai-assistant', 'analyze-letter']) serveFrom(name, deno[name]!);
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((process) => process.stop()));
  await server?.close();
  await smtp?.stop();
  await model?.close();
});

/** The status and body of a call that failed with an HTTP error. */
async function failed(error: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('health under Deno', () => {
  it('says who called, from the verified token the gateway passed on', async () => {
    const guest = await server.anon().functions.invoke('health');
    expect(guest.error).toBeNull();
    expect(guest.data).toMatchObject({ status: 'ok', role: 'anon', userId: null });

    const person = await server.person();
    const signedIn = await person.client.functions.invoke('health', { method: 'GET' });
    expect(signedIn.data).toMatchObject({ status: 'ok', role: 'authenticated', userId: person.id });
  });

  it('is not found when no Deno process serves the name: nothing here answers in Node', async () => {
    const { error } = await server.anon().functions.invoke('not-a-function');
    expect((await failed(error)).status).toBe(404);
  });
});

describe('ai-assistant under Deno', () => {
  beforeEach(() => {
    serveFrom('ai-assistant', deno['ai-assistant']!);
    model.calls.length = 0;
  });

  it('answers a guest with the guides when no model is set up, streamed as the app reads it', async () => {
    const response = await chat(server, { messages: [user('Where can I take the road test in Boston?')], language: 'en' });
    expect(response.status).toBe(200);
    const reply = await readReply(response);
    expect(reply.finished).toBe(true);
    expect(reply.text.length).toBeGreaterThan(40);
    expect(model.calls).toHaveLength(0);
  });

  it('puts the emergency numbers first for danger, in the asker’s language', async () => {
    const response = await chat(server, { messages: [user('mi esposo me pega y tengo miedo de volver a casa')], language: 'es' });
    const reply = await readReply(response);
    expect(reply.text).toMatch(/911/);
  });

  it('streams the model’s answer piece by piece with the key and model from the secrets', async () => {
    serveFrom('ai-assistant', deno['ai-assistant+model']!);
    model.answer({ stream: { deltas: ['Bring ', 'your permit ', 'and your ID.'], gapMs: 20 } });
    const reply = await readReply(await chat(server, { messages: [user('What do I bring to the road test?')], language: 'en' }));

    expect(reply.text).toBe('Bring your permit and your ID.');
    expect(reply.finished).toBe(true);
    expect(reply.deltas.length).toBeGreaterThan(1);
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0]!.headers.authorization).toBe('Bearer sk-deno-key');
    expect(model.calls[0]!.body).toMatchObject({ model: 'test-model', stream: true });
  });

  it('stops the model when the person closes the chat (the abort reaches Deno’s request.signal)', async () => {
    serveFrom('ai-assistant', deno['ai-assistant+model']!);
    model.answer({ stream: { deltas: ['Still ', 'thinking'], end: 'hang' } });
    const leaving = new AbortController();
    const response = await chat(server, { messages: [user('What do I bring to the road test?')], language: 'en' }, { signal: leaving.signal });
    const reader = response.body!.getReader();
    await reader.read();
    leaving.abort();
    await vi.waitFor(() => expect(model.calls[0]?.aborted).toBe(true), { timeout: 10_000, interval: 100 });
  });
});

describe('analyze-letter under Deno', () => {
  beforeEach(() => {
    serveFrom('analyze-letter', deno['analyze-letter']!);
    model.calls.length = 0;
  });

  async function uploadedLetter() {
    const person = await server.person();
    const path = `${person.id}/${Date.now()}-letter.pdf`;
    const { error } = await person.client.storage.from('letter-uploads').upload(path, await letterPdf(sampleLetter('rmv-road-test.en')), { contentType: 'application/pdf' });
    expect(error).toBeNull();
    return { person, path };
  }

  it('reads a PDF’s own text with pdf.js under Deno and explains it with the rules when no model is set up', async () => {
    const { person, path } = await uploadedLetter();
    const { data, error } = await person.client.functions.invoke('analyze-letter', { body: { path, language: 'es', today: TODAY, sender: 'rmv' } });
    expect(error).toBeNull();
    expect(data.analysis).toMatchObject({ engine: 'device', kind: 'rmv-road-test', deadline: { date: '2026-12-11', quote: ROAD_TEST_SENTENCE } });
    expect(data.allowance).toEqual({ limit: 2, used: 0, remaining: 2 });
  });

  it('sends the letter’s text to the model and checks its answer against the letter', async () => {
    serveFrom('analyze-letter', deno['analyze-letter+model']!);
    model.answer({
      body: completion(
        JSON.stringify({
          letterText: '',
          summary: 'Your driving test is booked.',
          actionItems: ['Arrive 15 minutes early.'],
          urgencyLevel: 'medium',
          requiresInPersonVisit: true,
          documentsNeeded: ["Learner's permit"],
          additionalNotes: '',
          sender: 'rmv',
          kind: 'rmv-road-test',
          deadline: { date: '2026-12-11', quote: ROAD_TEST_SENTENCE },
          keyDates: [{ date: '2027-01-05', label: 'Invented', quote: 'not in the letter' }],
        }),
      ),
    });
    const { person, path } = await uploadedLetter();
    const { data, error } = await person.client.functions.invoke('analyze-letter', { body: { path, language: 'en', today: TODAY } });
    expect(error).toBeNull();
    expect(model.calls).toHaveLength(1);
    expect(JSON.stringify(model.calls[0]!.body.messages)).toContain(ROAD_TEST_SENTENCE);
    expect(data.analysis).toMatchObject({ engine: 'ai', summary: 'Your driving test is booked.', kind: 'rmv-road-test' });
    expect(JSON.stringify(data.analysis.keyDates)).not.toContain('2027-01-05');
    expect(data.allowance).toEqual({ limit: 2, used: 1, remaining: 1 });
  });

  it('refuses a guest, as hosted: 401 not_signed_in', async () => {
    const { error } = await server.anon().functions.invoke('analyze-letter', { body: { path: 'x/y.pdf', language: 'en' } });
    expect(await failed(error)).toMatchObject({ status: 401, body: { code: 'not_signed_in' } });
  });
});

describe('send-reminders under Deno', () => {
  it('mails a reminder over SMTP with nodemailer under Deno, once', async () => {
    const person = await server.person();
    const when = new Date(Date.now() + 3 * 60 * 60 * 1000);
    await server.backend.db.query("insert into public.calendar_events (user_id, title, event_date, event_type) values ($1, 'Road test', $2, 'appointment')", [
      person.id,
      when.toISOString(),
    ]);

    const first = await server.service().functions.invoke('send-reminders', { body: {} });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.to).toMatchObject({ text: expect.stringContaining(`${person.id}@example.org`) });
    expect(mail!.from?.text).toContain('reminders@pali.example');
    expect(mail!.text).toContain(SITE);

    const again = await server.service().functions.invoke('send-reminders', { body: {} });
    expect(again.data).toMatchObject({ sent: 0 });
  });

  it('refuses a person (403): only the schedule’s service role may run it', async () => {
    const person = await server.person();
    const { error } = await person.client.functions.invoke('send-reminders', { body: {} });
    expect((await failed(error)).status).toBe(403);
  });
});

describe('delete-account under Deno', () => {
  it('deletes the person’s rows, files and account through the service client, and keeps nobody else’s', async () => {
    const person = await server.person();
    const bystander = await server.person();
    for (const who of [person, bystander]) {
      const { error } = await who.client.storage.from('letter-uploads').upload(`${who.id}/scan.pdf`, await letterPdf('A letter.'), { contentType: 'application/pdf' });
      expect(error).toBeNull();
    }
    const { data, error } = await person.client.functions.invoke('delete-account', { body: {} });
    expect(error).toBeNull();
    expect(data).toMatchObject({ deleted: true });

    const users = await server.backend.db.query<{ id: string }>('select id from auth.users where id = any($1)', [[person.id, bystander.id]]);
    expect(users.rows.map((row) => row.id)).toEqual([bystander.id]);
    const files = await server.backend.db.query<{ name: string }>("select name from storage.objects where bucket_id = 'letter-uploads' and (name like $1 or name like $2)", [
      `${person.id}/%`,
      `${bystander.id}/%`,
    ]);
    expect(files.rows.map((row) => row.name)).toEqual([`${bystander.id}/scan.pdf`]);
  });
});

describe('sweep-letter-uploads under Deno', () => {
  it('runs for the service role and refuses a person', async () => {
    const swept = await server.service().functions.invoke('sweep-letter-uploads', { body: {} });
    expect(swept.error).toBeNull();
    const person = await server.person();
    const { error } = await person.client.functions.invoke('sweep-letter-uploads', { body: {} });
    expect((await failed(error)).status).toBe(403);
  });
});
