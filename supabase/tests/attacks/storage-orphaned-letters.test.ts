// Attack (the cleanup): letters left in the folder of an account that no longer
// exists (uploaded with its old token while the account was being deleted, or before storage
// refused such tokens) and letters kept past LETTER_RETENTION_DAYS were never deleted, though
// Pali promises deletion after the retention period. sweep-letter-uploads removes both
// through the storage API (the row and the file on disk), page after page, keeps everything
// else, and only the service role may run it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DATABASES, startTestServer, type TestServer } from '../support/test-server';

const BUCKET = 'letter-uploads';
const pdf = () => new TextEncoder().encode('%PDF-1.4\n% a letter\n%%EOF\n');

describe.each(SERVER_DATABASES)('sweep-letter-uploads, on %s', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { LETTER_RETENTION_DAYS: '7' } });
  }, 60_000);
  afterAll(() => server.close());

  const filesOnDisk = () => readdirSync(join(server.dataDir, 'storage', BUCKET)).length;
  const names = async () =>
    (await server.backend.db.query<{ name: string }>('select name from storage.objects where bucket_id = $1 order by name', [BUCKET])).rows.map((row) => row.name);
  const backdate = (name: string, days: number) =>
    server.backend.db.query(
      `update storage.objects set created_at = now() - make_interval(days => $2), updated_at = now() - make_interval(days => $2) where bucket_id = $1 and name = $3`,
      [BUCKET, days, name],
    );

  it('removes letters of accounts that are gone and letters past the retention period, files too, and nothing else', async () => {
    const ana = await server.person('Ana');
    const gone = await server.person('Gone');
    const storage = server.service().storage.from(BUCKET);
    for (const name of ['recent.pdf', 'six-days.pdf', 'eight-days.pdf']) expect((await ana.client.storage.from(BUCKET).upload(`${ana.id}/${name}`, pdf())).error).toBeNull();
    await backdate(`${ana.id}/six-days.pdf`, 6);
    await backdate(`${ana.id}/eight-days.pdf`, 8);
    expect((await gone.client.storage.from(BUCKET).upload(`${gone.id}/left-behind.pdf`, pdf())).error).toBeNull();
    // More than one round of the sweep (100 names a round) in the folder of an account that goes.
    for (let start = 0; start < 110; start += 22) {
      const results = await Promise.all(Array.from({ length: 22 }, (_, index) => storage.upload(`${gone.id}/bulk/${start + index}.pdf`, pdf())));
      expect(results.map((result) => result.error)).toEqual(results.map(() => null));
    }
    expect((await storage.upload('not-a-person/stray.pdf', pdf())).error).toBeNull();
    // The account goes while its letters stay, as when a token kept after deletion uploaded.
    await server.backend.db.query('delete from auth.users where id = $1', [gone.id]);
    const disk = filesOnDisk();

    const { data, error } = await server.service().functions.invoke('sweep-letter-uploads', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ removed: 113, orphaned: 112, expired: 1 });
    expect(await names()).toEqual([`${ana.id}/recent.pdf`, `${ana.id}/six-days.pdf`].sort());
    expect(filesOnDisk()).toBe(disk - 113);
    expect((await ana.client.storage.from(BUCKET).download(`${ana.id}/six-days.pdf`)).error).toBeNull();

    const again = await server.service().functions.invoke('sweep-letter-uploads', { body: {} });
    expect(again.data).toEqual({ removed: 0, orphaned: 0, expired: 0 });
  }, 60_000);

  it('may be run by the service role only', async () => {
    const person = await server.person();
    for (const [client, status, code] of [
      [server.anon(), 401, 'unauthorized'],
      [person.client, 403, 'forbidden'],
    ] as const) {
      const { error } = await client.functions.invoke('sweep-letter-uploads', { body: {} });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code });
    }
  });
});
