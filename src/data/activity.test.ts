// Steps the spec logs only for signed-in people leave nothing behind for a guest.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { recordActivityWhenSignedIn } from './activity';
import { PaliDatabase, setDeviceDbForTests } from './db';
import { setSignedIn, setSignedOut } from './session-store';

// No server here: delivery is attempted and reports the server unreachable.
vi.mock('./account-session', () => ({ syncNow: async () => ({ reachable: false }) }));

let db: PaliDatabase;
beforeEach(() => {
  db = new PaliDatabase(`activity-${crypto.randomUUID()}`);
  setDeviceDbForTests(db);
});
afterEach(async () => {
  setSignedOut();
  setDeviceDbForTests(null);
  await db.delete();
});

it('keeps nothing for a guest', async () => {
  expect(await recordActivityWhenSignedIn({ activity_type: 'Eligibility Check: Mass ID' })).toBeNull();
  expect(await db.activity_log.count()).toBe(0);
  expect(await db.outbox.count()).toBe(0);
});

it('records and queues the step for a signed-in person', async () => {
  setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
  const result = await recordActivityWhenSignedIn({ activity_type: 'Eligibility Check: Mass ID', metadata: { task: 'mass-id', status: 'ready' } });
  expect(result).toEqual({ ok: true, synced: false });
  const [record] = await db.activity_log.toArray();
  expect(record).toMatchObject({ owner: 'u1', user_id: 'u1', activity_type: 'Eligibility Check: Mass ID', metadata: { task: 'mass-id', status: 'ready' } });
  expect(await db.outbox.count()).toBe(1);
});
