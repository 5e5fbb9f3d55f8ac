// The signed-in person's profile (profiles): read from the device, edited there first and
// synced; the newer of two edits wins (updated_at). It comes to the device with the first pull
// after sign-in, so an edit before that is refused rather than sent as a row of blanks.
import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDb, type DeviceProfile } from './db';
import type { ProfileChanges, WriteResult } from './records';
import { currentUserId, setFirstName, useSession } from './session-store';
import { saveRecord } from './sync/device-writes';
import { writeThrough } from './write-through';

/** The profile; null when it has not reached this device yet; undefined while the database opens. */
export function useProfile(): DeviceProfile | null | undefined {
  const userId = useSession((state) => state.user?.id ?? null);
  return useLiveQuery(async () => (userId ? ((await deviceDb().profiles.get(userId)) ?? null) : null), [userId]);
}

/** The signed-in person's profile as this device has it, read once; null for a guest or before the first pull. */
export async function readProfile(): Promise<DeviceProfile | null> {
  const userId = currentUserId();
  return userId ? ((await deviceDb().profiles.get(userId)) ?? null) : null;
}

export async function saveProfile(changes: ProfileChanges): Promise<WriteResult> {
  const userId = currentUserId();
  if (!userId) return { ok: false, reason: 'signed-out', message: 'Sign in to change your profile.' };
  let profile = await deviceDb().profiles.get(userId);
  if (!profile) {
    await import('./account-session').then(({ refreshFromServer }) => refreshFromServer()).catch(() => undefined);
    profile = await deviceDb().profiles.get(userId);
  }
  if (!profile) return { ok: false, reason: 'not-found', message: 'Your profile has not reached this device yet. Connect to the internet and try again.' };
  const next: DeviceProfile = { ...profile, ...changes, updated_at: new Date().toISOString() };
  const result = await writeThrough((db) => saveRecord(db, 'profiles', next));
  if (result.ok) setFirstName(next.first_name);
  return result;
}
