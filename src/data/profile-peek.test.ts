// The profile read without Dexie (profile-peek.ts) against real databases (fake-indexeddb): the
// row Dexie wrote, nothing (and no database made) on a device that has none, the live view
// (profile-watch.ts) following it after, and Dexie still able to upgrade while it was read.
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { PaliDatabase, setDeviceDbForTests, type DeviceProfile } from './db';
import { peekProfile } from './profile-peek';
import { watchProfile } from './profile-watch';

const PROFILE: DeviceProfile = {
  id: 'u1',
  owner: 'u1',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  phone: '617-555-0100',
  preferred_language: 'es',
  updated_at: '2026-06-01T10:00:00Z',
};

const opened: PaliDatabase[] = [];
const freshName = () => `peek-${crypto.randomUUID()}`;
afterEach(async () => {
  setDeviceDbForTests(null);
  for (const db of opened.splice(0)) await db.delete();
});

async function deviceWith(profiles: DeviceProfile[]): Promise<PaliDatabase> {
  const db = new PaliDatabase(freshName());
  opened.push(db);
  await db.profiles.bulkPut(profiles);
  db.close();
  return db;
}

describe('peekProfile', () => {
  it('reads the profile Dexie stored, as it was stored', async () => {
    const db = await deviceWith([PROFILE, { ...PROFILE, id: 'u2', owner: 'u2', first_name: 'Luis' }]);
    expect(await peekProfile('u1', db.name)).toEqual(PROFILE);
  });

  it('says null for a person whose profile has not reached the device', async () => {
    const db = await deviceWith([PROFILE]);
    expect(await peekProfile('someone-else', db.name)).toBeNull();
  });

  it('says null on a device with no database, and does not create one', async () => {
    const name = freshName();
    expect(await peekProfile('u1', name)).toBeNull();
    expect(await Dexie.exists(name)).toBe(false);
    // Dexie then creates it with every store, as on any first visit.
    const db = new PaliDatabase(name);
    opened.push(db);
    await db.profiles.put(PROFILE);
    expect(await peekProfile('u1', name)).toEqual(PROFILE);
  });

  it('leaves the database free: Dexie opens it at once after a read', async () => {
    const db = await deviceWith([PROFILE]);
    const [peeked] = await Promise.all([peekProfile('u1', db.name), db.open()]);
    expect(peeked).toEqual(PROFILE);
    expect(await db.profiles.get('u1')).toEqual(PROFILE);
  });
});

describe('watchProfile', () => {
  it('gives the profile now and again after each change on the device', async () => {
    const db = await deviceWith([]);
    await db.open();
    setDeviceDbForTests(db);
    const seen: (string | null)[] = [];
    const stop = watchProfile(
      'u1',
      (profile) => seen.push(profile?.first_name ?? null),
      (error) => {
        throw error;
      },
    );
    await expect.poll(() => seen).toEqual([null]);
    await db.profiles.put(PROFILE);
    await expect.poll(() => seen).toEqual([null, 'Ana']);
    stop();
  });
});
