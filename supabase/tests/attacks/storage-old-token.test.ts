// Attack: a person deletes their account with "Delete my account" (or signs
// out), keeps the access token, which still verifies for up to an hour, and uploads with it. Before
// the fix the upload was accepted into the folder of an account that no longer exists, where
// nothing ever cleaned it. Now storage refuses a token whose session or account is gone (the local
// server, and the bucket's policies for hosted Supabase), and so do the functions: the local
// gateway, and each function's own check with the auth server (all hosted Supabase's gateway has
// is the signature), tried here by calling the handlers directly as the hosted entry points do.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FunctionContext } from '../../functions/_shared/function-context';
import { handleAiAssistant } from '../../functions/ai-assistant/handler';
import { handleAnalyzeLetter } from '../../functions/analyze-letter/handler';
import { handleDeleteAccount } from '../../functions/delete-account/handler';
import { SERVER_DATABASES, startTestServer, type TestServer } from '../support/test-server';

const BUCKET = 'letter-uploads';
const pdf = () => new TextEncoder().encode('%PDF-1.4\n% a letter\n%%EOF\n');
type Person = Awaited<ReturnType<TestServer['person']>>;

async function status(call: Promise<{ error: unknown }>): Promise<number> {
  const { error } = await call;
  if (!error) return 200;
  expect(error).toBeInstanceOf(FunctionsHttpError);
  return ((error as FunctionsHttpError).context as Response).status;
}

describe.each(SERVER_DATABASES)('a token whose session or account is gone, on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { ASSISTANT_MESSAGES_PER_MINUTE_PERSON: '1000', ASSISTANT_MESSAGES_PER_MINUTE_ADDRESS: '1000' } });
  }, 60_000);
  afterAll(() => server.close());

  const objectsOf = async (userId: string) =>
    (await server.backend.db.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1 and name like $2 || '/%'", [BUCKET, userId])).rows[0]!.n;
  const filesOnDisk = () => {
    try {
      return readdirSync(join(server.dataDir, 'storage', BUCKET)).length;
    } catch {
      return 0;
    }
  };

  /** What the old token may still do: answers each attempt's outcome. */
  async function tryEverything(person: Person) {
    const storage = person.client.storage.from(BUCKET);
    const upload = await storage.upload(`${person.id}/after.pdf`, pdf(), { contentType: 'application/pdf' });
    const download = await storage.download(`${person.id}/before.pdf`);
    const list = await storage.list(person.id);
    const sign = await storage.createSignedUrl(`${person.id}/before.pdf`, 60);
    return {
      upload: upload.error?.message ?? 'accepted',
      download: download.error ? 'refused' : 'served',
      list: list.error ? 'refused' : `${list.data?.length} entries`,
      sign: sign.error ? 'refused' : 'signed',
      analyzeLetter: await status(person.client.functions.invoke('analyze-letter', { method: 'GET' })),
      assistant: await status(person.client.functions.invoke('ai-assistant', { body: { messages: [{ role: 'user', content: 'Hi' }], conversationId: null } })),
      deleteAccount: await status(person.client.functions.invoke('delete-account', { body: {} })),
    };
  }

  const REFUSED = { upload: expect.stringMatching(/session/i), download: 'refused', list: 'refused', sign: 'refused', analyzeLetter: 401, assistant: 401, deleteAccount: 401 };

  it('after "Delete my account", the old token can neither upload, read, nor call a function', async () => {
    const person = await server.person();
    expect((await person.client.storage.from(BUCKET).upload(`${person.id}/before.pdf`, pdf(), { contentType: 'application/pdf' })).error).toBeNull();
    const disk = filesOnDisk();
    const { data, error } = await person.client.functions.invoke('delete-account', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true, files: 1 });

    expect(await tryEverything(person)).toEqual(REFUSED);
    expect(await objectsOf(person.id)).toBe(0);
    expect(filesOnDisk()).toBe(disk - 1);
  });

  it('after signing out, the old token can neither upload, read, nor call a function, and the letters stay', async () => {
    const person = await server.person();
    expect((await person.client.storage.from(BUCKET).upload(`${person.id}/before.pdf`, pdf(), { contentType: 'application/pdf' })).error).toBeNull();
    const logout = await fetch(`${server.url}/auth/v1/logout`, { method: 'POST', headers: { apikey: server.backend.keys.anonKey, Authorization: `Bearer ${person.token}` } });
    expect(logout.status).toBe(204);

    expect(await tryEverything(person)).toEqual(REFUSED);
    expect(await objectsOf(person.id)).toBe(1);
  });

  it('each function refuses it by itself too, as on hosted Supabase where the gateway checks only the signature', async () => {
    const gone = await server.person();
    const live = await server.person();
    await server.backend.db.query('delete from auth.users where id = $1', [gone.id]);
    const contextFor = (person: Person): FunctionContext => ({
      claims: { role: 'authenticated', sub: person.id },
      accessToken: person.token,
      env: { SUPABASE_URL: server.url, SUPABASE_ANON_KEY: server.backend.keys.anonKey, SUPABASE_SERVICE_ROLE_KEY: server.backend.keys.serviceRoleKey },
      sendMail: () => undefined,
      clientOptions: { realtime: { transport: WebSocket } },
    });
    const request = (method: string, body?: unknown) =>
      new Request('http://functions.test/', { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const chat = { messages: [{ role: 'user', content: 'Hi' }], conversationId: null };

    for (const response of [
      await handleAnalyzeLetter(request('GET'), contextFor(gone)),
      await handleAiAssistant(request('POST', chat), contextFor(gone)),
      await handleDeleteAccount(request('POST', {}), contextFor(gone)),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'session_ended' });
    }
    expect((await handleAnalyzeLetter(request('GET'), contextFor(live))).status).toBe(200);
    const reply = await handleAiAssistant(request('POST', chat), contextFor(live));
    expect(reply.status).toBe(200);
    await reply.text();
  });
});
