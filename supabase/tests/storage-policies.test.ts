// The letter-uploads bucket in SQL: private, 10 MB, images and PDFs only, and each person's
// objects live under their own folder, where nobody else (and no guest) can see or touch them;
// only a live session may use it (a token kept after signing out or deleting the account may
// not), and each person keeps at most 30 letters and 150 MB, however many uploads run at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../local/database/database';
import { asCaller, createPerson, createSession, outcomeOf, type Caller } from './support/acting-as';
import { TEST_BACKENDS } from './support/test-database';

const MB = 1024 * 1024;

describe.each(TEST_BACKENDS)('letter-uploads policies on $name', (backend) => {
  let db: Database;
  let ownerId: string;
  let strangerId: string;
  let owner: Caller & { role: 'authenticated' };
  let stranger: Caller;
  const anon: Caller = { role: 'anon' };

  beforeAll(async () => {
    db = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    ownerId = await createPerson(db);
    strangerId = await createPerson(db);
    owner = { role: 'authenticated', userId: ownerId, sessionId: await createSession(db, ownerId) };
    stranger = { role: 'authenticated', userId: strangerId, sessionId: await createSession(db, strangerId) };
    await db.query("insert into storage.objects (bucket_id, name, owner) values ('letter-uploads', $1, $2)", [`${ownerId}/letter.pdf`, ownerId]);
  });

  const insertInto = (folder: string) =>
    ["insert into storage.objects (bucket_id, name, owner) values ('letter-uploads', $1, auth.uid())", [`${folder}/${Date.now()}-new.jpg`]] as const;
  const selectOwners = () => ['select name from storage.objects where name = $1', [`${ownerId}/letter.pdf`]] as const;
  const updateOwners = () => ["update storage.objects set metadata = '{}' where name = $1", [`${ownerId}/letter.pdf`]] as const;
  const deleteOwners = () => ['delete from storage.objects where name = $1', [`${ownerId}/letter.pdf`]] as const;
  /** An upload of `megabytes` as the storage service records it. */
  const upload = (name: string, megabytes = 0.1) =>
    [
      "insert into storage.objects (bucket_id, name, owner, metadata) values ('letter-uploads', $1, auth.uid(), jsonb_build_object('size', $2::bigint, 'mimetype', 'application/pdf'))",
      [name, Math.round(megabytes * MB)],
    ] as const;
  const refusal = async (caller: Caller, sql: string, params: readonly unknown[]) => {
    try {
      await asCaller(db, caller, sql, params);
      return null;
    } catch (error) {
      return error as { code?: string; message?: string };
    }
  };

  it('is private, limited to 10 MB, images and PDFs', async () => {
    const { rows } = await db.query("select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'letter-uploads'");
    expect(rows).toEqual([{ public: false, file_size_limit: expect.anything(), allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] }]);
    expect(Number(rows[0]!.file_size_limit)).toBe(10 * 1024 * 1024);
  });

  it('the owner can write, read, replace and delete in their own folder', async () => {
    expect(await outcomeOf(db, owner, ...insertInto(ownerId))).toBe('ok');
    expect(await outcomeOf(db, owner, ...selectOwners())).toBe('ok');
    expect(await outcomeOf(db, owner, ...updateOwners())).toBe('ok');
    expect(await outcomeOf(db, owner, ...deleteOwners())).toBe('ok');
  });

  it('a stranger can neither see, change, delete nor write into someone else’s folder', async () => {
    expect(await outcomeOf(db, stranger, ...insertInto(ownerId))).toBe('denied');
    expect(await outcomeOf(db, stranger, ...selectOwners())).toBe('none');
    expect(await outcomeOf(db, stranger, ...updateOwners())).toBe('none');
    expect(await outcomeOf(db, stranger, ...deleteOwners())).toBe('none');
  });

  it('a guest can do nothing in the bucket', async () => {
    expect(await outcomeOf(db, anon, ...insertInto(ownerId))).toBe('denied');
    expect(await outcomeOf(db, anon, ...selectOwners())).toBe('none');
    expect(await outcomeOf(db, anon, ...updateOwners())).toBe('none');
    expect(await outcomeOf(db, anon, ...deleteOwners())).toBe('none');
  });

  it('a folder that merely starts with the person’s id is not theirs', async () => {
    expect(await outcomeOf(db, owner, ...insertInto(`${ownerId}x`))).toBe('denied');
    expect(await outcomeOf(db, owner, "insert into storage.objects (bucket_id, name) values ('letter-uploads', $1)", [`${ownerId}.pdf`])).toBe('denied');
  });

  it('a token whose session has ended, or that names none, can do nothing in its own folder', async () => {
    await db.query('delete from auth.sessions where id = $1', [owner.sessionId]);
    const withoutSession: Caller = { role: 'authenticated', userId: ownerId };
    const otherPersonsSession: Caller = { role: 'authenticated', userId: ownerId, sessionId: (stranger as { sessionId: string }).sessionId };
    const expiredSession: Caller = { role: 'authenticated', userId: ownerId, sessionId: await createSession(db, ownerId) };
    await db.query("update auth.sessions set not_after = now() - interval '1 minute' where id = $1", [(expiredSession as { sessionId: string }).sessionId]);
    for (const caller of [owner, withoutSession, otherPersonsSession, expiredSession]) {
      expect(await outcomeOf(db, caller, ...insertInto(ownerId))).toBe('denied');
      expect(await outcomeOf(db, caller, ...selectOwners())).toBe('none');
      expect(await outcomeOf(db, caller, ...updateOwners())).toBe('none');
      expect(await outcomeOf(db, caller, ...deleteOwners())).toBe('none');
    }
  });

  it('keeps at most 30 letters a person, refusing the 31st with letter_upload_quota; replacing one still fits', async () => {
    for (let index = 1; index < 30; index += 1) expect(await outcomeOf(db, owner, ...upload(`${ownerId}/${index}.pdf`))).toBe('ok');
    const error = await refusal(owner, ...upload(`${ownerId}/31.pdf`));
    expect(error).toMatchObject({ code: '42501', message: expect.stringMatching(/^letter_upload_quota: .*30 letters and 150 MB/) });
    // The same name again (an upsert) replaces a letter rather than adding one.
    const upsert = "insert into storage.objects (bucket_id, name, owner) values ('letter-uploads', $1, auth.uid()) on conflict (bucket_id, name) do update set metadata = '{}'";
    expect(await outcomeOf(db, owner, upsert, [`${ownerId}/5.pdf`])).toBe('ok');
    expect(await outcomeOf(db, owner, ...updateOwners())).toBe('ok');
    // Someone else's quota is their own.
    expect(await outcomeOf(db, stranger, ...upload(`${strangerId}/1.pdf`))).toBe('ok');
    expect(await outcomeOf(db, owner, ...deleteOwners())).toBe('ok');
    expect(await outcomeOf(db, owner, ...upload(`${ownerId}/31.pdf`))).toBe('ok');
  });

  it('keeps at most 150 MB a person, on upload and on replacing a small letter with a large one', async () => {
    for (let index = 1; index <= 14; index += 1) expect(await outcomeOf(db, owner, ...upload(`${ownerId}/${index}.jpg`, 10))).toBe('ok');
    expect(await refusal(owner, ...upload(`${ownerId}/big.jpg`, 10.5))).toMatchObject({ code: '42501', message: expect.stringMatching(/^letter_upload_quota:/) });
    expect(await outcomeOf(db, owner, ...upload(`${ownerId}/small.jpg`, 9))).toBe('ok');
    const grow = "update storage.objects set metadata = jsonb_build_object('size', $2::bigint) where name = $1";
    expect(await refusal(owner, grow, [`${ownerId}/small.jpg`, 10.5 * MB])).toMatchObject({ code: '42501', message: expect.stringMatching(/^letter_upload_quota:/) });
    expect(await outcomeOf(db, owner, grow, [`${ownerId}/small.jpg`, 8 * MB])).toBe('ok');
  });

  it('lets uploads sent at once together pass neither limit', async () => {
    for (let index = 1; index <= 24; index += 1)
      await db.query("insert into storage.objects (bucket_id, name, owner) values ('letter-uploads', $1, $2)", [`${ownerId}/old-${index}.pdf`, ownerId]);
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => refusal(owner, ...upload(`${ownerId}/at-once-${index}.pdf`))));
    expect(results.filter((result) => result === null)).toHaveLength(5);
    expect(results.filter((result) => result?.message?.startsWith('letter_upload_quota:'))).toHaveLength(7);
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = 'letter-uploads' and name like $1 || '/%'", [ownerId]);
    expect(rows[0]!.n).toBe(30);
  });

  it('lets only the service role list what the sweep removes', async () => {
    const sweep = ['select * from public.letter_uploads_to_sweep(30, 10)', []] as const;
    expect(await outcomeOf(db, owner, ...sweep)).toBe('denied');
    expect(await outcomeOf(db, anon, ...sweep)).toBe('denied');
    await db.query('delete from auth.users where id = $1', [strangerId]);
    await db.query("insert into storage.objects (bucket_id, name, created_at, updated_at) values ('letter-uploads', $1, now() - interval '31 days', now() - interval '31 days')", [
      `${ownerId}/old.pdf`,
    ]);
    await db.query("insert into storage.objects (bucket_id, name) values ('letter-uploads', $1), ('letter-uploads', 'not-a-person/x.pdf')", [`${strangerId}/left-behind.pdf`]);
    const { rows } = await asCaller<{ name: string; reason: string }>(db, { role: 'service_role' }, 'select * from public.letter_uploads_to_sweep(30, 1000)');
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: `${ownerId}/old.pdf`, reason: 'expired' },
        { name: `${strangerId}/left-behind.pdf`, reason: 'orphaned' },
        { name: 'not-a-person/x.pdf', reason: 'orphaned' },
      ]),
    );
    expect(rows.map((row) => row.name)).not.toContain(`${ownerId}/letter.pdf`);
  });
});
