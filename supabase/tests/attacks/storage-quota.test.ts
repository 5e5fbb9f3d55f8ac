// Attack: one account fills the server's disk by uploading letter
// after letter (each within the bucket's 10 MB), with nothing to stop it. Now each person keeps at
// most 30 letters and 150 MB in letter-uploads, enforced by the bucket's insert and update
// policies in SQL (so hosted Supabase holds it too), one upload at a time per person, and the local
// server answers a refusal with 403 and a message starting `letter_upload_quota:` (as hosted
// Storage passes the database's message on), keeping nothing of the refused file; the app's
// upload recognises it (code upload_quota), so the letter screen can say what to do.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadLetter } from '../../../src/data/letter-analysis';
import { supabaseClient } from '../support/supabase-client';
import { GENEROUS_LIMITS, SERVER_DATABASES, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

let appClient: SupabaseClient;
vi.mock('../../../src/data/backend-client', () => ({ backendClient: async () => appClient }));

const BUCKET = 'letter-uploads';
const MB = 1024 * 1024;
const pdf = (bytes = 64) => {
  const body = new Uint8Array(bytes);
  body.set(new TextEncoder().encode('%PDF-1.4\n'));
  return body;
};
type Person = Awaited<ReturnType<TestServer['person']>>;

describe.each(SERVER_DATABASES)('letter quotas over HTTP, on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, auth: { rateLimits: GENEROUS_LIMITS } });
  }, 60_000);
  afterAll(() => server.close());

  const filesOnDisk = () => {
    try {
      return readdirSync(join(server.dataDir, 'storage', BUCKET)).length;
    } catch {
      return 0;
    }
  };
  const kept = async (person: Person) =>
    (await server.backend.db.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1 and name like $2 || '/%'", [BUCKET, person.id])).rows[0]!.n;
  const upload = (person: Person, name: string, bytes?: number) =>
    person.client.storage.from(BUCKET).upload(`${person.id}/${name}`, pdf(bytes), { contentType: 'application/pdf' });
  /** Letters already stored (rows as the storage service writes them), `megabytes` each. */
  const seed = async (person: Person, count: number, megabytes: number) => {
    for (let index = 0; index < count; index += 1) {
      await server.backend.db.query("insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, jsonb_build_object('size', $4::bigint))", [
        BUCKET,
        `${person.id}/seeded-${index}.pdf`,
        person.id,
        Math.round(megabytes * MB),
      ]);
    }
  };

  it('refuses the 31st letter with 403 letter_upload_quota, keeps nothing of it, and takes one again after a deletion', async () => {
    const person = await server.person();
    for (let start = 0; start < 30; start += 10) {
      const results = await Promise.all(Array.from({ length: 10 }, (_, index) => upload(person, `${start + index}.pdf`)));
      expect(results.map((result) => result.error)).toEqual(results.map(() => null));
    }
    const disk = filesOnDisk();
    const { error } = await upload(person, '30.pdf');
    expect(error).toMatchObject({ status: 403, statusCode: '403', message: expect.stringMatching(/^letter_upload_quota: .*30 letters and 150 MB/) });
    expect(await kept(person)).toBe(30);
    expect(filesOnDisk()).toBe(disk);

    expect((await person.client.storage.from(BUCKET).remove([`${person.id}/0.pdf`])).error).toBeNull();
    expect((await upload(person, '30.pdf')).error).toBeNull();
  });

  it('refuses a letter that would take the person past 150 MB, and an update that would', async () => {
    const person = await server.person();
    await seed(person, 15, 9.9);
    const { error } = await upload(person, 'one-more.pdf', 2 * MB);
    expect(error).toMatchObject({ status: 403, message: expect.stringMatching(/^letter_upload_quota:/) });
    expect((await upload(person, 'small.pdf', 64)).error).toBeNull();
    const grown = await person.client.storage.from(BUCKET).update(`${person.id}/small.pdf`, pdf(2 * MB), { contentType: 'application/pdf' });
    expect(grown.error).toMatchObject({ status: 403, message: expect.stringMatching(/^letter_upload_quota:/) });
  });

  it('lets uploads sent at once pass the limit together no more than one by one', async () => {
    const person = await server.person();
    await seed(person, 25, 0.01);
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => upload(person, `at-once-${index}.pdf`)));
    expect(results.filter((result) => result.error === null)).toHaveLength(5);
    expect(results.filter((result) => result.error?.message.startsWith('letter_upload_quota:'))).toHaveLength(7);
    expect(await kept(person)).toBe(30);
  });

  it('counts each person on their own', async () => {
    const full = await server.person();
    const other = await server.person();
    await seed(full, 30, 0.01);
    expect((await upload(full, 'x.pdf')).error).toMatchObject({ status: 403 });
    expect((await upload(other, 'x.pdf')).error).toBeNull();
  });

  it('is recognised by the app’s upload (upload_quota), not taken for a failure to try again', async () => {
    appClient = supabaseClient(server.url, server.backend.keys.anonKey) as unknown as SupabaseClient;
    const { data, error } = await appClient.auth.signUp({ email: uniqueEmail('quota'), password: 'a good password' });
    expect(error).toBeNull();
    const person = { id: data.user!.id } as Person;
    await seed(person, 30, 0.01);
    const refused = await uploadLetter(new File([pdf()], 'letter.pdf', { type: 'application/pdf' })).catch((reason: unknown) => reason);
    expect(refused).toMatchObject({ name: 'LetterServiceError', code: 'upload_quota' });
  });
});
