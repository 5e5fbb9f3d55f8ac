// The letter-uploads bucket in SQL: private, 10 MB, images and PDFs only, and each person's
// objects live under their own folder, where nobody else (and no guest) can see or touch them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../local/database/database';
import { createPerson, outcomeOf, type Caller } from './support/acting-as';
import { TEST_BACKENDS } from './support/test-database';

describe.each(TEST_BACKENDS)('letter-uploads policies on $name', (backend) => {
  let db: Database;
  let ownerId: string;
  let strangerId: string;
  let owner: Caller;
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
    owner = { role: 'authenticated', userId: ownerId };
    stranger = { role: 'authenticated', userId: strangerId };
    await db.query("insert into storage.objects (bucket_id, name, owner) values ('letter-uploads', $1, $2)", [`${ownerId}/letter.pdf`, ownerId]);
  });

  const insertInto = (folder: string) => [
    "insert into storage.objects (bucket_id, name, owner) values ('letter-uploads', $1, auth.uid())",
    [`${folder}/${Date.now()}-new.jpg`],
  ] as const;
  const selectOwners = () => ['select name from storage.objects where name = $1', [`${ownerId}/letter.pdf`]] as const;
  const updateOwners = () => ["update storage.objects set metadata = '{}' where name = $1", [`${ownerId}/letter.pdf`]] as const;
  const deleteOwners = () => ['delete from storage.objects where name = $1', [`${ownerId}/letter.pdf`]] as const;

  it('is private, limited to 10 MB, images and PDFs', async () => {
    const { rows } = await db.query("select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'letter-uploads'");
    expect(rows).toEqual([
      { public: false, file_size_limit: expect.anything(), allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] },
    ]);
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
});
