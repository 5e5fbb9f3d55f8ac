import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaliDatabase } from './db';

describe('device database', () => {
  let db: PaliDatabase;
  beforeEach(() => {
    db = new PaliDatabase('pali-test');
  });
  afterEach(async () => {
    await db.delete();
  });

  it('keeps outbox entries in the order they were written', async () => {
    await db.outbox.add({ owner: 'u', table: 'activity_log', op: 'upsert', recordId: 'a', payload: {}, createdAt: '2026-01-01' });
    await db.outbox.add({ owner: 'u', table: 'activity_log', op: 'delete', recordId: 'b', payload: null, createdAt: '2026-01-02' });
    const ids = (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.recordId);
    expect(ids).toEqual(['a', 'b']);
  });

  it('stores settings by key, replacing the older value', async () => {
    await db.settings.put({ key: 'checklist', value: [1] });
    await db.settings.put({ key: 'checklist', value: [1, 2] });
    expect(await db.settings.get('checklist')).toEqual({ key: 'checklist', value: [1, 2] });
  });
});
