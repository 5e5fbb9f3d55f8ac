// Bringing a guest's history into a new account is all or nothing: a failure part-way (here, a
// full device storage on the second record) leaves every record the guest's, with nothing queued.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PaliDatabase } from './db';
import { adoptGuestData } from './device-cleanup';
import { type ActivityRecord } from './records';
import { GUEST_OWNER } from './owners';

let db: PaliDatabase;
beforeEach(() => {
  db = new PaliDatabase(`adopt-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const activity = (id: string): ActivityRecord => ({
  id,
  owner: GUEST_OWNER,
  user_id: null,
  activity_type: 'Letter Analysis',
  activity_description: null,
  metadata: {},
  created_at: '2026-11-26T10:00:00.000Z',
});

it('moves every guest record to the account and queues each, in one go', async () => {
  await db.activity_log.bulkPut([activity('a1'), activity('a2')]);
  expect(await adoptGuestData(db, 'u1')).toBe(2);
  expect((await db.activity_log.toArray()).map((record) => record.owner)).toEqual(['u1', 'u1']);
  expect(await db.outbox.count()).toBe(2);
});

it('leaves the guest history untouched when one record cannot be saved', async () => {
  await db.activity_log.bulkPut([activity('a1'), activity('a2')]);
  const add = db.outbox.add.bind(db.outbox);
  let calls = 0;
  const failSecond = (...args: Parameters<typeof add>) => {
    calls += 1;
    return calls === 2 ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : add(...args);
  };
  vi.spyOn(db.outbox, 'add').mockImplementation(failSecond as typeof add);
  await expect(adoptGuestData(db, 'u1')).rejects.toThrow(/quota/);
  expect((await db.activity_log.toArray()).map((record) => record.owner)).toEqual([GUEST_OWNER, GUEST_OWNER]);
  expect(await db.outbox.count()).toBe(0);
});
