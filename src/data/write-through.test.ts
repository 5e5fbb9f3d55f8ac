// A full device storage is reported to the screen, not swallowed, and nothing half-written stays.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PaliDatabase, setDeviceDbForTests } from './db';
import { recordActivity } from './activity';
import { setSignedIn, setSignedOut } from './session-store';

let db: PaliDatabase;
beforeEach(() => {
  db = new PaliDatabase(`quota-${crypto.randomUUID()}`);
  setDeviceDbForTests(db);
});
afterEach(async () => {
  setSignedOut();
  setDeviceDbForTests(null);
  await db.delete();
});

it('answers "quota" when the device storage is full, and leaves no outbox entry behind', async () => {
  setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
  vi.spyOn(db.outbox, 'add').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
  const result = await recordActivity({ activity_type: 'Letter Analysis' });
  expect(result).toMatchObject({ ok: false, reason: 'quota' });
  expect(await db.activity_log.count()).toBe(0);
  expect(await db.outbox.count()).toBe(0);
});

it('keeps a guest’s activity on the device only', async () => {
  const result = await recordActivity({ activity_type: 'Eligibility Check: State ID' });
  expect(result).toEqual({ ok: true, synced: false });
  const [record] = await db.activity_log.toArray();
  expect(record).toMatchObject({ owner: 'guest', user_id: null, activity_type: 'Eligibility Check: State ID' });
  expect(await db.outbox.count()).toBe(0);
});
