// The activity history (activity_log): what a person did in Pali, newest first. Written to
// the device first and synced when signed in; a guest's stays on the device.
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { currentOwner, useCurrentOwner } from './current-owner';
import { deviceDb } from './db';
import { type ActivityRecord, type WriteResult } from './records';
import { deleteRecord, saveRecord } from './sync/device-writes';
import { writeThrough } from './write-through';
import { isGuest, userIdOf } from './owners';

export interface NewActivity {
  activity_type: string;
  activity_description?: string | null;
  metadata?: Record<string, unknown> | null;
}

/** The person's activity, newest first; undefined while the device database opens. */
export function useActivityLog(): ActivityRecord[] | undefined {
  const owner = useCurrentOwner();
  return useLiveQuery(
    () =>
      deviceDb()
        .activity_log.where('[owner+created_at]')
        .between([owner, Dexie.minKey], [owner, Dexie.maxKey])
        .reverse()
        .filter((record) => !record.deleted)
        .toArray(),
    [owner],
  );
}

export function recordActivity(input: NewActivity): Promise<WriteResult> {
  const owner = currentOwner();
  const record: ActivityRecord = {
    id: crypto.randomUUID(),
    owner,
    user_id: userIdOf(owner),
    activity_type: input.activity_type,
    activity_description: input.activity_description ?? null,
    metadata: input.metadata ?? null,
    created_at: new Date().toISOString(),
  };
  return writeThrough((db) => saveRecord(db, 'activity_log', record));
}

/**
 * For the steps logged only for signed-in people (an eligibility check, a packet made): a
 * guest's are not kept at all. Resolves to null for a guest.
 */
export async function recordActivityWhenSignedIn(input: NewActivity): Promise<WriteResult | null> {
  return isGuest(currentOwner()) ? null : recordActivity(input);
}

export async function deleteActivity(id: string): Promise<WriteResult> {
  const owner = currentOwner();
  let found = true;
  const result = await writeThrough(async (db) => {
    const deleted = await deleteRecord(db, 'activity_log', id, owner);
    found = deleted.found;
    return deleted.queued;
  });
  return found ? result : { ok: false, reason: 'not-found', message: 'This entry is no longer on this device.' };
}
